import {
  COPY,
  isAssumedStaple,
  PAGE_TITLES,
  PANTRY_COPY,
  type Recipe,
  stepMinutes,
  TOASTS,
} from '@sous/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  cn,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@sous/ui';
import { presentIngredient } from '@sous/units';
import { useQuery } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import {
  ArrowLeft,
  Bookmark,
  BookmarkCheck,
  ChefHat,
  ChevronLeft,
  ChevronRight,
  Clock,
  ShoppingBasket,
  Users,
  Wallet,
} from 'lucide-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { useCurrentUser } from '../../queries/auth.ts';
import { recipeQueryOptions } from '../../queries/recipes.ts';
import { COOK_COPY } from '../cook/cook-copy.ts';
import type { CookState } from '../cook/cook-state.ts';
import { setActiveStep, toggleIngredient } from '../cook/cook-store.ts';
import { ScaleControls } from '../cook/scale-controls.tsx';
import { ScaledStepText } from '../cook/scaled-step-text.tsx';
import { formatServings, servingsAt } from '../cook/servings.ts';
import { StepTimer, TimerBar } from '../cook/timer-controls.tsx';
import { useCookState } from '../cook/use-cook-state.ts';
import { findSessionOfRecipe } from '../generate/session-recipes.ts';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';
import { DishIllustration } from './dish-illustration.tsx';
import { formatMoney, RECIPE_TYPE_LABEL } from './recipe-meta.ts';
import { PrintableRecipe, RecipeJsonLdScript, RecipeTravelActions } from './recipe-travel.tsx';
import { useSaveRecipe } from './use-save-recipe.ts';

// Cook mode is its own chunk: most visits to a recipe never open it. Pointing at "Start cooking" fetches it.
const loadCookMode = () => import('../cook/cook-mode.tsx');
const CookMode = lazy(loadCookMode);
// Signed-in cooks add the recipe's missing items to their shopping list (its own chunk).
const AddToShoppingList = lazy(() => import('./add-to-shopping-list.tsx'));
// Only an owner who saved the recipe sees its share links: the panel loads on demand.
const ShareLinks = lazy(() => import('./share-links.tsx'));

/** Set when this tab opened cook mode from the recipe page, so leaving it can go back in history. */
let cookModeOpenedHere = false;

export interface RecipePageProps {
  id: string;
  from?: 'saved';
  session?: string;
  /** Cook mode (the `cook` search flag). */
  cooking?: boolean;
}

export function RecipePage({ id, from, session, cooking = false }: RecipePageProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const recipe = useQuery(recipeQueryOptions(id));
  usePageTitle(recipe.data?.title ?? PAGE_TITLES.recipeLoading);

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

  const startCooking = () => {
    cookModeOpenedHere = true;
    void navigate({
      to: '/recipe/$id',
      params: { id },
      search: (prev) => ({ ...prev, cook: true as const }),
    });
  };
  const stopCooking = () => {
    if (cookModeOpenedHere && canGoBack) {
      cookModeOpenedHere = false;
      router.history.back();
      return;
    }
    void navigate({
      to: '/recipe/$id',
      params: { id },
      search: ({ cook: _cook, ...rest }) => rest,
      replace: true,
    });
  };

  if (cooking && recipe.data) {
    return (
      <Suspense fallback={<CookSkeleton />}>
        <CookMode recipe={recipe.data} onExit={stopCooking} />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-3 sm:pt-6">
      <div className="mb-2 flex items-center justify-between gap-2 sm:mb-4 print:hidden">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void back()}>
          <ArrowLeft aria-hidden="true" />
          {COPY.recipes.back}
        </Button>
        {recipe.data ? <SaveToggle recipe={recipe.data} /> : null}
      </div>
      {recipe.data ? <RecipeDetail recipe={recipe.data} onStartCooking={startCooking} /> : <RecipeSkeleton />}
    </div>
  );
}

/** Same outline and heights as the loaded page, so nothing jumps when the recipe arrives. */
function RecipeSkeleton() {
  return (
    <div className="grid gap-4 sm:gap-6" aria-busy="true">
      <div className="grid gap-2 sm:gap-3">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-8 w-3/4 sm:h-9" />
        <Skeleton className="h-10 w-full sm:h-12" />
        <Skeleton className="h-8 w-2/3" />
      </div>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function CookSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 pt-3 sm:pt-6" aria-busy="true">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

function SaveToggle({ recipe }: { recipe: Recipe }) {
  const save = useSaveRecipe(recipe.id);
  return (
    <Button
      variant={save.isSaved ? 'secondary' : 'default'}
      size="sm"
      onClick={() => void save.toggle()}
      disabled={save.isBusy}
      aria-pressed={save.isSaved}
    >
      {save.isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {save.isSaved ? COPY.recipes.saved : COPY.recipes.save}
    </Button>
  );
}

/** The description, two lines on a phone with a control to read the rest. */
function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > 90;
  return (
    <div className="grid justify-items-start gap-0.5">
      <p
        id={id}
        className={cn(
          'text-sm text-muted-foreground sm:text-base',
          long && !expanded && 'line-clamp-2 sm:line-clamp-none print:line-clamp-none',
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          className="text-xs font-medium text-primary underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden print:hidden"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? COOK_COPY.less : COOK_COPY.more}
        </button>
      ) : null}
    </div>
  );
}

function RecipeDetail({ recipe, onStartCooking }: { recipe: Recipe; onStartCooking: () => void }) {
  const cook = useCookState(recipe.id);
  const [system] = useMeasurementSystem();
  const items = useMemo(() => recipe.ingredientsList.map((line) => line.item), [recipe]);
  // What only importers and paper read (the JSON-LD, the print view) is rendered after the page has
  // been painted, or at once when the browser is about to print (issue #20 part 3).
  const later = useAfterFirstPaint({ beforePrint: true });
  return (
    <article className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:gap-5 print:gap-4">
      {later ? <RecipeJsonLdScript recipe={recipe} factor={cook.factor} system={system} /> : null}
      <header className="grid gap-1.5 sm:gap-3">
        <div className="flex items-center justify-between gap-3">
          <Badge variant="secondary">{RECIPE_TYPE_LABEL[recipe.recipeType]}</Badge>
          <DishIllustration recipe={recipe} className="size-9 shrink-0 sm:size-12 print:hidden" />
        </div>
        <h1 className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">{recipe.title}</h1>
        <Description text={recipe.description} />
        <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs sm:gap-x-6 sm:text-sm">
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
            value={formatServings(servingsAt(recipe.servings, cook.factor))}
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

      <RecipeTravelActions recipe={recipe} factor={cook.factor} system={system} />

      <div className="print:hidden">
        <ScaleControls recipe={recipe} factor={cook.factor} />
      </div>

      {later ? <PrintableRecipe recipe={recipe} factor={cook.factor} system={system} /> : null}

      <Tabs defaultValue="ingredients" className="print:hidden">
        <ScrollableTabsList>
          <TabsTrigger value="ingredients">{COPY.recipes.tabs.ingredients}</TabsTrigger>
          <TabsTrigger value="steps">{COPY.recipes.tabs.steps}</TabsTrigger>
          <TabsTrigger value="substitutions">{COPY.recipes.tabs.substitutions}</TabsTrigger>
          <TabsTrigger value="nutrition">{COPY.recipes.tabs.nutrition}</TabsTrigger>
          <TabsTrigger value="tips">{COPY.recipes.tabs.tips}</TabsTrigger>
        </ScrollableTabsList>
        <TabsContent value="ingredients" className="grid gap-3">
          <IngredientsPanel recipe={recipe} cook={cook} system={system} />
          <SignedInAddToList recipe={recipe} factor={cook.factor} />
        </TabsContent>
        <TabsContent value="steps">
          <StepsPanel recipe={recipe} cook={cook} system={system} items={items} />
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

      <OwnerShareLinks recipeId={recipe.id} />

      <CookDock recipe={recipe} onStartCooking={onStartCooking} />
    </article>
  );
}

/** "Add to shopping list" for a signed-in cook; nothing for a visitor. */
function SignedInAddToList({ recipe, factor }: { recipe: Recipe; factor: number }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AddToShoppingList recipe={recipe} factor={factor} />
    </Suspense>
  );
}

/** The share links of a recipe the signed-in cook has saved; nothing for anyone else. */
function OwnerShareLinks({ recipeId }: { recipeId: string }) {
  const { user } = useCurrentUser();
  const save = useSaveRecipe(recipeId);
  if (!user || !save.isSaved) return null;
  return (
    <Suspense fallback={null}>
      <ShareLinks recipeId={recipeId} />
    </Suspense>
  );
}

/** Stays at the bottom of the screen on every tab: the timers going and the way into cook mode. */
function CookDock({ recipe, onStartCooking }: { recipe: Recipe; onStartCooking: () => void }) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-2 border-t bg-background/95 px-4 pt-2 pb-3 backdrop-blur print:hidden">
      <div className="grid gap-2">
        <TimerBar recipeId={recipe.id} />
        <Button
          size="lg"
          className="w-full sm:w-auto sm:justify-self-end"
          onClick={onStartCooking}
          onPointerEnter={() => void loadCookMode()}
          onFocus={() => void loadCookMode()}
        >
          <ChefHat aria-hidden="true" />
          {COOK_COPY.startCooking}
        </Button>
      </div>
    </div>
  );
}

/**
 * The tab list scrolls sideways when the tabs do not fit (five on a 360 px phone); a fade and a chevron at
 * the clipped edge show there is more, and the chosen tab is scrolled into view.
 */
function ScrollableTabsList({ children }: { children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  // A passive effect, and no measuring of its own: the observer reports the list's first size once the
  // browser has laid the page out anyway. Measuring here forced that layout inside React's commit and
  // a second, synchronous render of the page (issue #20 part 3); the hints are decoration and can wait.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    // The chosen tab (by click or arrow key) comes fully into view.
    const reveal = new MutationObserver(() => {
      element.querySelector('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    reveal.observe(element, { subtree: true, attributeFilter: ['data-state'] });
    return () => {
      observer.disconnect();
      reveal.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const hint = 'pointer-events-none absolute inset-y-0 flex w-10 items-center text-muted-foreground';
  return (
    <div className="relative">
      <TabsList ref={list} className="w-full [scrollbar-width:none] sm:w-auto [&::-webkit-scrollbar]:hidden">
        {children}
      </TabsList>
      {edges.start ? (
        <div
          aria-hidden="true"
          data-scroll-hint="start"
          className={cn(
            hint,
            'left-0 justify-start rounded-l-md bg-gradient-to-r from-muted from-40% to-transparent',
          )}
        >
          <ChevronLeft className="size-4" />
        </div>
      ) : null}
      {edges.end ? (
        <div
          aria-hidden="true"
          data-scroll-hint="end"
          className={cn(
            hint,
            'right-0 justify-end rounded-r-md bg-gradient-to-l from-muted from-40% to-transparent',
          )}
        >
          <ChevronRight className="size-4" />
        </div>
      ) : null}
    </div>
  );
}

function Fact({ icon, label, value }: { icon?: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1 [&_svg]:size-3.5 [&_svg]:text-muted-foreground sm:gap-1.5 sm:[&_svg]:size-4">
      {icon}
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-medium first-letter:uppercase">{value}</dd>
    </div>
  );
}

function IngredientsPanel({
  recipe,
  cook,
  system,
}: {
  recipe: Recipe;
  cook: CookState;
  system: 'imperial' | 'metric';
}) {
  const idPrefix = useId();
  return (
    <Card>
      <CardContent className="px-4 py-2 sm:px-6 sm:py-4">
        <ul className="divide-y">
          {recipe.ingredientsList.map((line, index) => {
            const shown = presentIngredient(line, cook.factor, system);
            const checked = cook.checked.includes(index);
            const id = `${idPrefix}-${index}`;
            return (
              <li key={index} className="flex items-start gap-3 py-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={checked}
                  onCheckedChange={() => toggleIngredient(recipe.id, index)}
                />
                <label
                  htmlFor={id}
                  className={cn(
                    'flex flex-1 flex-wrap gap-x-2',
                    checked && 'text-muted-foreground line-through',
                  )}
                >
                  {shown.quantity ? (
                    <span className="min-w-16 font-medium tabular-nums">{shown.quantity}</span>
                  ) : null}
                  <span>{shown.item}</span>
                  {shown.notes ? <span className="text-muted-foreground">({shown.notes})</span> : null}
                  {isAssumedStaple(line.item) ? (
                    <Badge variant="outline" title={PANTRY_COPY.assumedTitle} className="no-underline">
                      {PANTRY_COPY.assumed}
                    </Badge>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function StepsPanel({
  recipe,
  cook,
  system,
  items,
}: {
  recipe: Recipe;
  cook: CookState;
  system: 'imperial' | 'metric';
  items: readonly string[];
}) {
  const total = recipe.steps.length;
  const active = Math.min(cook.step, total - 1);
  const step = recipe.steps[active];
  if (!step) return null;
  const move = (to: number) => setActiveStep(recipe.id, to, total);
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-primary" aria-live="polite">
            {COPY.recipes.stepOf(active + 1, total)}
          </p>
          <CardTitle className="text-xl leading-snug font-medium">
            <ScaledStepText text={step.instruction} factor={cook.factor} system={system} items={items} />
          </CardTitle>
          {step.appliance ? (
            <p className="text-sm text-muted-foreground">
              {COPY.recipes.appliance}: {step.appliance}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          <StepTimer recipe={recipe} stepIndex={active} />
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => move(active - 1)} disabled={active === 0}>
              {COPY.recipes.previousStep}
            </Button>
            <Button onClick={() => move(active + 1)} disabled={active === total - 1}>
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
              onClick={() => move(index)}
              aria-current={index === active ? 'step' : undefined}
              className={cn(
                'flex w-full gap-3 rounded-md border p-3 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                index === active ? 'border-primary bg-accent' : 'bg-card hover:bg-muted',
              )}
            >
              <span className="font-semibold tabular-nums">{s.step}.</span>
              <span className="flex-1">
                <ScaledStepText text={s.instruction} factor={cook.factor} system={system} items={items} />
              </span>
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
