import {
  COPY,
  type ConstraintsInput,
  EXAMPLE_PANTRIES,
  EXAMPLE_PANTRIES_LABEL,
  MAX_INGREDIENTS_LENGTH,
  PAGE_TITLES,
  type PantryResponse,
  parseAllergies,
  SERVINGS,
  USE_PANTRY_COPY,
} from '@sous/domain';
import { hasPremiumAccess } from '@sous/entitlements';
import {
  Button,
  Card,
  CardContent,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  Input,
  Label,
  Skeleton,
  Textarea,
} from '@sous/ui';
import { ChevronDown, Mic, MicOff, Shuffle, SlidersHorizontal, Sparkles } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCurrentUser } from '../../queries/auth.ts';
import { useAuthDialog } from '../auth/auth-dialog-provider.tsx';
import { useUpsell } from '../upsell/upsell-provider.tsx';
import { type CustomizeValue, DEFAULT_CUSTOMIZE } from './customize-value.ts';
import { useGenerateRecipes } from './use-generate-recipes.ts';
import { useVoiceInput } from './use-voice-input.ts';

// The Customize panel starts closed and the progress dialog only shows during generation: both load
// on demand (and are prefetched when the browser is idle) to keep the home route light.
const loadCustomizeFields = () => import('./customize-fields.tsx');
const loadProgressDialog = () => import('./progress-dialog.tsx');
const CustomizeFields = lazy(loadCustomizeFields);
const ProgressDialog = lazy(() => loadProgressDialog().then((m) => ({ default: m.ProgressDialog })));

const clampServings = (value: number) =>
  Number.isFinite(value)
    ? Math.min(SERVINGS.max, Math.max(SERVINGS.min, Math.round(value)))
    : SERVINGS.default;

export function HomePage() {
  const id = useId();
  const { user } = useCurrentUser();
  const { openAuth } = useAuthDialog();
  const { openUpsellBecause } = useUpsell();
  const { generate, progress, isGenerating } = useGenerateRecipes();
  usePageTitle(PAGE_TITLES.home);

  const [ingredients, setIngredients] = useState('');
  const [pantryNote, setPantryNote] = useState('');
  const [servings, setServings] = useState(String(SERVINGS.default));
  const [customizeOpen, setCustomizeOpen] = useState(false);
  const [customize, setCustomize] = useState<CustomizeValue>(DEFAULT_CUSTOMIZE);

  useEffect(() => {
    const prefetch = () => {
      void loadCustomizeFields();
      void loadProgressDialog();
    };
    const id = window.setTimeout(prefetch, 1500);
    return () => window.clearTimeout(id);
  }, []);

  const voice = useVoiceInput((text) =>
    setIngredients((current) => (current.trim() ? `${current.trim()}, ${text}` : text)),
  );

  const constraints = (): ConstraintsInput => ({
    ...customize,
    servings: clampServings(Number(servings)),
    allergies: parseAllergies(customize.allergies),
  });

  /** Fills the ingredients box from the saved pantry; the cook can still edit it. */
  async function fillFromPantry() {
    const { items } = await apiRequest<PantryResponse>('GET', '/api/pantry').catch(() => ({ items: null }));
    if (!items) return;
    setPantryNote(items.length === 0 ? USE_PANTRY_COPY.empty : '');
    if (items.length > 0) setIngredients(items.map((item) => item.text).join(', '));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void generate({ ingredients, constraints: constraints() });
  }

  function surprise() {
    if (!user) {
      openAuth({ tab: 'signin' });
      return;
    }
    if (!hasPremiumAccess(user, new Date())) {
      openUpsellBecause('surpriseMeIsPremium');
      return;
    }
    void generate({ ingredients: '', constraints: constraints(), surprise: true });
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{COPY.home.heroTitle}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{COPY.home.heroSubtitle}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <form className="grid gap-6" onSubmit={submit} noValidate>
            <div className="grid gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Label htmlFor={`${id}-ingredients`}>{COPY.home.ingredientsLabel}</Label>
                <div className="flex gap-2">
                  {user ? (
                    <Button type="button" variant="outline" size="sm" onClick={() => void fillFromPantry()}>
                      {USE_PANTRY_COPY.label}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant={voice.isListening ? 'destructive' : 'outline'}
                    size="sm"
                    onClick={voice.toggle}
                    aria-pressed={voice.isListening}
                  >
                    {voice.isListening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
                    {voice.isListening ? COPY.home.stopVoice : COPY.home.voiceInput}
                  </Button>
                </div>
              </div>
              <Textarea
                id={`${id}-ingredients`}
                value={ingredients}
                onChange={(e) => setIngredients(e.target.value)}
                placeholder={COPY.home.ingredientsPlaceholder}
                maxLength={MAX_INGREDIENTS_LENGTH}
                rows={4}
              />
              {pantryNote ? (
                <p className="text-sm text-muted-foreground" role="status">
                  {pantryNote}
                </p>
              ) : null}
              <fieldset className="flex flex-wrap items-center gap-2">
                <legend className="sr-only">{EXAMPLE_PANTRIES_LABEL}</legend>
                <span aria-hidden="true" className="text-xs text-muted-foreground">
                  {EXAMPLE_PANTRIES_LABEL}:
                </span>
                {EXAMPLE_PANTRIES.map((pantry) => (
                  <button
                    key={pantry.label}
                    type="button"
                    onClick={() => setIngredients(pantry.ingredients)}
                    className="min-h-8 rounded-full border bg-secondary px-3 text-xs font-medium text-secondary-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {pantry.label}
                  </button>
                ))}
              </fieldset>
              {voice.isListening ? (
                <p className="text-sm text-primary" aria-live="polite">
                  {COPY.home.listening}
                </p>
              ) : null}
            </div>

            <div className="grid max-w-40 gap-2">
              <Label htmlFor={`${id}-servings`}>{COPY.home.servings}</Label>
              <Input
                id={`${id}-servings`}
                type="number"
                inputMode="numeric"
                min={SERVINGS.min}
                max={SERVINGS.max}
                step={1}
                value={servings}
                onChange={(e) => setServings(e.target.value)}
                onBlur={() => setServings(String(clampServings(Number(servings))))}
              />
            </div>

            <Collapsible open={customizeOpen} onOpenChange={setCustomizeOpen} className="rounded-md border">
              <CollapsibleTrigger asChild>
                <Button type="button" variant="ghost" className="w-full justify-between">
                  <span className="flex items-center gap-2">
                    <SlidersHorizontal aria-hidden="true" />
                    {COPY.home.customize}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={customizeOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
                  />
                </Button>
              </CollapsibleTrigger>
              <CollapsibleContent className="grid gap-6 border-t p-4">
                <Suspense fallback={<Skeleton className="h-[42rem] w-full sm:h-[30rem]" />}>
                  <CustomizeFields
                    value={customize}
                    onChange={(patch) => setCustomize((c) => ({ ...c, ...patch }))}
                  />
                </Suspense>
              </CollapsibleContent>
            </Collapsible>

            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Button
                type="submit"
                size="lg"
                className="h-auto min-h-11 py-2 whitespace-normal"
                disabled={isGenerating}
              >
                <Sparkles aria-hidden="true" />
                {COPY.home.generate}
              </Button>
              <Button
                type="button"
                size="lg"
                variant="outline"
                className="h-auto min-h-11 py-2 whitespace-normal"
                onClick={surprise}
                disabled={isGenerating}
              >
                <Shuffle aria-hidden="true" />
                {COPY.home.surprise}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {progress.open ? (
        <Suspense fallback={null}>
          <ProgressDialog open completed={progress.completed} queuePosition={progress.queuePosition} />
        </Suspense>
      ) : null}
    </div>
  );
}
