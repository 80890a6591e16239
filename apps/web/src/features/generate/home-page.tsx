import { COPY, type ConstraintsInput, MAX_INGREDIENTS_LENGTH, parseAllergies, SERVINGS } from '@sous/domain';
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

  const [ingredients, setIngredients] = useState('');
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
              <div className="flex items-center justify-between">
                <Label htmlFor={`${id}-ingredients`}>{COPY.home.ingredientsLabel}</Label>
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
              <Textarea
                id={`${id}-ingredients`}
                value={ingredients}
                onChange={(e) => setIngredients(e.target.value)}
                placeholder={COPY.home.ingredientsPlaceholder}
                maxLength={MAX_INGREDIENTS_LENGTH}
                rows={4}
              />
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
