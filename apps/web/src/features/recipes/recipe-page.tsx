import { COPY, type MeasurementSystem, type Recipe, SCALE_OPTIONS, stepMinutes, TOASTS } from '@sous/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@sous/ui';
import { displayIngredient } from '@sous/units';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  ArrowLeft,
  Bookmark,
  BookmarkCheck,
  ChefHat,
  Clock,
  Pause,
  Play,
  RotateCcw,
  ShoppingBasket,
  Users,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { recipeQueryOptions } from '../../queries/recipes.ts';
import { findSessionOfRecipe } from '../generate/session-recipes.ts';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';
import { formatMoney, RECIPE_TYPE_LABEL } from './recipe-meta.ts';
import { formatClock } from './step-timer.ts';
import { useSaveRecipe } from './use-save-recipe.ts';
import { useStepTimer } from './use-step-timer.ts';

export interface RecipePageProps {
  id: string;
  from?: 'saved';
  session?: string;
}

export function RecipePage({ id, from, session }: RecipePageProps) {
  const navigate = useNavigate();
  const recipe = useQuery(recipeQueryOptions(id));

  useEffect(() => {
    if (recipe.isError) {
      toast(TOASTS.recipeLoadFailed);
      void navigate({ to: '/', replace: true });
    }
  }, [recipe.isError, navigate]);

  function back() {
    if (from === 'saved') return navigate({ to: '/saved-recipes' });
    const sessionId = session ?? findSessionOfRecipe(id);
    if (sessionId) return navigate({ to: '/recipes/$sessionId', params: { sessionId } });
    return navigate({ to: '/' });
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <Button variant="ghost" size="sm" className="mb-4 -ml-2" onClick={() => void back()}>
        <ArrowLeft aria-hidden="true" />
        {COPY.recipes.back}
      </Button>
      {recipe.data ? <RecipeDetail recipe={recipe.data} /> : <RecipeSkeleton />}
    </div>
  );
}

/** Same outline and heights as the loaded page, so nothing jumps when the recipe arrives. */
function RecipeSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div className="grid gap-3">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const save = useSaveRecipe(recipe.id);
  return (
    <article className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Badge variant="secondary">{RECIPE_TYPE_LABEL[recipe.recipeType]}</Badge>
          <Button
            variant={save.isSaved ? 'secondary' : 'default'}
            onClick={() => void save.toggle()}
            disabled={save.isBusy}
            aria-pressed={save.isSaved}
          >
            {save.isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {save.isSaved ? COPY.recipes.saved : COPY.recipes.save}
          </Button>
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{recipe.title}</h1>
        <p className="text-muted-foreground">{recipe.description}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Fact
            icon={<Clock aria-hidden="true" />}
            label={COPY.recipes.total}
            value={COPY.recipes.minutes(recipe.totalTime)}
          />
          <Fact label={COPY.recipes.prep} value={COPY.recipes.minutes(recipe.prepTime)} />
          <Fact label={COPY.recipes.cook} value={COPY.recipes.minutes(recipe.cookTime)} />
          <Fact
            icon={<Users aria-hidden="true" />}
            label={COPY.home.servings}
            value={String(recipe.servings)}
          />
          <Fact
            icon={<ChefHat aria-hidden="true" />}
            label={COPY.recipes.difficulty}
            value={recipe.difficulty}
          />
          <Fact
            icon={<Wallet aria-hidden="true" />}
            label={COPY.recipes.cost}
            value={`${formatMoney(recipe.costEstimate.total, recipe.costEstimate.currency)} (${formatMoney(
              recipe.costEstimate.perServing,
              recipe.costEstimate.currency,
            )} ${COPY.recipes.perServing})`}
          />
        </dl>
      </header>

      <Tabs defaultValue="ingredients">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="ingredients">{COPY.recipes.tabs.ingredients}</TabsTrigger>
          <TabsTrigger value="steps">{COPY.recipes.tabs.steps}</TabsTrigger>
          <TabsTrigger value="substitutions">{COPY.recipes.tabs.substitutions}</TabsTrigger>
          <TabsTrigger value="nutrition">{COPY.recipes.tabs.nutrition}</TabsTrigger>
          <TabsTrigger value="tips">{COPY.recipes.tabs.tips}</TabsTrigger>
        </TabsList>
        <TabsContent value="ingredients">
          <IngredientsPanel recipe={recipe} />
        </TabsContent>
        <TabsContent value="steps">
          <StepsPanel recipe={recipe} />
        </TabsContent>
        <TabsContent value="substitutions">
          <SubstitutionsPanel recipe={recipe} />
        </TabsContent>
        <TabsContent value="nutrition">
          <NutritionPanel recipe={recipe} />
        </TabsContent>
        <TabsContent value="tips">
          <TipsPanel recipe={recipe} />
        </TabsContent>
      </Tabs>
    </article>
  );
}

function Fact({ icon, label, value }: { icon?: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-muted-foreground">
      {icon}
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-medium first-letter:uppercase">{value}</dd>
    </div>
  );
}

function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  format,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  format: (value: T) => string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of pressed buttons, not a form fieldset
    <div role="group" aria-label={label} className="inline-flex rounded-md border bg-card p-0.5">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'h-8 min-w-11 rounded-sm px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            option === value ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
          )}
        >
          {format(option)}
        </button>
      ))}
    </div>
  );
}

function IngredientsPanel({ recipe }: { recipe: Recipe }) {
  const [scale, setScale] = useState<number>(1);
  const [system, setSystem] = useMeasurementSystem();
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-center gap-3">
          <Segmented
            label={COPY.recipes.scale}
            options={SCALE_OPTIONS}
            value={scale as (typeof SCALE_OPTIONS)[number]}
            onChange={setScale}
            format={COPY.recipes.scaleOption}
          />
          <Segmented<MeasurementSystem>
            label={COPY.header.units}
            options={['imperial', 'metric']}
            value={system}
            onChange={setSystem}
            format={(s) => (s === 'metric' ? COPY.header.unitMetric : COPY.header.unitUs)}
          />
        </div>
        <ul className="divide-y">
          {recipe.ingredientsList.map((line, index) => {
            const shown = displayIngredient(line, scale, system);
            return (
              <li key={index} className="flex flex-wrap gap-x-2 py-2">
                <span className="min-w-20 font-medium tabular-nums">
                  {shown.amount} {shown.unit}
                </span>
                <span>{shown.item}</span>
                {shown.notes ? <span className="text-muted-foreground">({shown.notes})</span> : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function StepsPanel({ recipe }: { recipe: Recipe }) {
  const [active, setActive] = useState(0);
  const last = recipe.steps.length - 1;
  const step = recipe.steps[active];
  if (!step) return null;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-primary">
            {COPY.recipes.stepOf(active + 1, recipe.steps.length)}
          </p>
          <CardTitle className="text-xl leading-snug font-medium">{step.instruction}</CardTitle>
          {step.appliance ? (
            <p className="text-sm text-muted-foreground">
              {COPY.recipes.appliance}: {step.appliance}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {step.duration > 0 ? <StepTimer key={active} minutes={stepMinutes(step.duration)} /> : null}
          <div className="flex justify-between gap-2">
            <Button
              variant="outline"
              onClick={() => setActive((i) => Math.max(0, i - 1))}
              disabled={active === 0}
            >
              {COPY.recipes.previousStep}
            </Button>
            <Button onClick={() => setActive((i) => Math.min(last, i + 1))} disabled={active === last}>
              {COPY.recipes.nextStep}
            </Button>
          </div>
        </CardContent>
      </Card>
      <ol className="grid gap-2">
        {recipe.steps.map((s, index) => (
          <li key={s.step}>
            <button
              type="button"
              onClick={() => setActive(index)}
              aria-current={index === active ? 'step' : undefined}
              className={cn(
                'flex w-full gap-3 rounded-md border p-3 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === active ? 'border-primary bg-accent' : 'bg-card hover:bg-muted',
              )}
            >
              <span className="font-semibold tabular-nums">{s.step}.</span>
              <span className="flex-1">{s.instruction}</span>
              {s.duration > 0 ? (
                <span className="shrink-0 text-muted-foreground">
                  {COPY.recipes.minutes(stepMinutes(s.duration))}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepTimer({ minutes }: { minutes: number }) {
  const timer = useStepTimer(minutes * 60_000);
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-wrap items-center gap-3 rounded-md bg-muted p-3">
      <h3 id={id} className="sr-only">
        {COPY.recipes.timerLabel}
      </h3>
      <span className="font-mono text-3xl font-semibold tabular-nums" role="timer" aria-live="off">
        {formatClock(timer.remainingMs)}
      </span>
      <div className="flex gap-2">
        {timer.status === 'running' ? (
          <Button variant="outline" size="sm" onClick={timer.pause}>
            <Pause aria-hidden="true" />
            {COPY.recipes.pauseTimer}
          </Button>
        ) : (
          <Button size="sm" onClick={timer.start}>
            <Play aria-hidden="true" />
            {COPY.recipes.startTimer}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={timer.reset} disabled={timer.status === 'idle'}>
          <RotateCcw aria-hidden="true" />
          {COPY.recipes.resetTimer}
        </Button>
      </div>
    </section>
  );
}

function SubstitutionsPanel({ recipe }: { recipe: Recipe }) {
  const entries = Object.entries(recipe.substitutions).filter(([, list]) => list.length > 0);
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        {entries.length === 0 ? (
          <p className="text-muted-foreground">{COPY.recipes.noSubstitutions}</p>
        ) : (
          entries.map(([ingredient, list]) => (
            <section key={ingredient} className="grid gap-2">
              <h3 className="font-semibold capitalize">{ingredient}</h3>
              <ul className="grid gap-1 text-sm">
                {list.map((sub) => (
                  <li key={sub.alternative}>
                    <span className="font-medium">{sub.alternative}</span>
                    {sub.reason ? <span className="text-muted-foreground"> — {sub.reason}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </CardContent>
    </Card>
  );
}

function NutritionPanel({ recipe }: { recipe: Recipe }) {
  const n = recipe.nutrition;
  const labels = COPY.recipes.nutritionLabels;
  const rows: [string, string][] = [
    [labels.calories, String(Math.round(n.calories))],
    [labels.protein, `${Math.round(n.protein)} g`],
    [labels.carbs, `${Math.round(n.carbs)} g`],
    [labels.fat, `${Math.round(n.fat)} g`],
    [labels.fiber, `${Math.round(n.fiber)} g`],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{COPY.recipes.nutritionPerServing}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {rows.map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-3 text-center">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {n.estimated ? (
          <p className="text-xs text-muted-foreground">{COPY.recipes.nutritionEstimated}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TipsPanel({ recipe }: { recipe: Recipe }) {
  const swaps = Object.entries(recipe.applianceSwaps);
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{COPY.recipes.leftoverPlan}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm whitespace-pre-line">{recipe.leftoverPlan}</p>
        </CardContent>
      </Card>
      {swaps.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{COPY.recipes.applianceSwaps}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {swaps.map(([appliance, swap]) => (
              <div key={appliance} className="grid gap-1 text-sm">
                <p className="font-medium">
                  {appliance}{' '}
                  <span className="font-normal text-muted-foreground">
                    ({COPY.recipes.timeAdjustment(swap.timeAdjustment)})
                  </span>
                </p>
                <p>{swap.instructions}</p>
              </div>
            ))}
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <ShoppingBasket className="size-4" aria-hidden="true" />
            {COPY.recipes.shoppingGap}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {recipe.shoppingGap.length === 0 ? (
            <p className="text-sm text-muted-foreground">{COPY.recipes.nothingToBuy}</p>
          ) : (
            <ul className="list-inside list-disc text-sm">
              {recipe.shoppingGap.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
