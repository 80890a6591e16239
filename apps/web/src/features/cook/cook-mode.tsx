// Cook mode: one step at a time in large type, the step's ingredients scaled under it, its timer, and
// every way to move on without touching a greasy screen much — swipe, arrow keys, voice. The screen is
// kept awake while it is open. Loaded on demand (React.lazy) from the recipe page.
import { COPY, type Recipe } from '@sous/domain';
import { Button, cn } from '@sous/ui';
import { scaleStepText } from '@sous/units';
import { ChevronLeft, ChevronRight, Mic, MicOff, Square, Sun, Volume2, X } from 'lucide-react';
import { type PointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMeasurementSystem } from '../units/use-measurement-system.ts';
import { COOK_COPY } from './cook-copy.ts';
import { setActiveStep } from './cook-store.ts';
import { ServingsStepper } from './scale-controls.tsx';
import { ScaledStepText } from './scaled-step-text.tsx';
import { stepIngredients } from './step-ingredients.ts';
import { StepTimer, stepTimerAction, TimerBar } from './timer-controls.tsx';
import { useCookState } from './use-cook-state.ts';
import { useReadAloud, useVoiceCommands } from './use-speech.ts';
import { useWakeLock, type WakeLockStatus } from './use-wake-lock.ts';
import type { VoiceCommand } from './voice-commands.ts';

const SWIPE_MIN_PX = 60;

function WakeLockNote({ status, retry }: { status: WakeLockStatus; retry: () => void }) {
  const text = COOK_COPY.wakeLock[status];
  return (
    <p
      role="status"
      data-wake-lock={status}
      className={cn(
        'flex items-center gap-1.5 text-xs',
        status === 'active'
          ? 'text-success'
          : status === 'refused'
            ? 'text-destructive'
            : 'text-muted-foreground',
      )}
    >
      {status === 'active' ? <Sun className="size-4" aria-hidden="true" /> : null}
      <span>{text}</span>
      {status === 'refused' ? (
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={retry}>
          {COOK_COPY.wakeLock.retry}
        </Button>
      ) : null}
    </p>
  );
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export default function CookMode({ recipe, onExit }: { recipe: Recipe; onExit: () => void }) {
  const cook = useCookState(recipe.id);
  const [system] = useMeasurementSystem();
  const total = recipe.steps.length;
  const index = Math.min(cook.step, total - 1);
  const step = recipe.steps[index]!;
  const items = useMemo(() => recipe.ingredientsList.map((line) => line.item), [recipe]);
  const stepText = useMemo(
    () => scaleStepText(step.instruction, { factor: cook.factor, system, items }).text,
    [step.instruction, cook.factor, system, items],
  );
  const ingredients = useMemo(
    () => stepIngredients(recipe, index, cook.factor, system),
    [recipe, index, cook.factor, system],
  );
  const titleId = useId();
  const ingredientsId = useId();
  const wakeLock = useWakeLock(true);
  const reader = useReadAloud();
  const [heard, setHeard] = useState('');

  const go = (delta: number) => setActiveStep(recipe.id, index + delta, total);
  const readStep = () => reader.speak(`${COPY.recipes.stepOf(index + 1, total)}. ${stepText}`);

  const voice = useVoiceCommands((command: VoiceCommand, phrase: string) => {
    setHeard(COOK_COPY.speech.heard(phrase));
    if (command === 'next') go(1);
    else if (command === 'back') go(-1);
    else if (command === 'repeat') readStep();
    else if (command === 'startTimer') stepTimerAction(recipe, index, 'start');
    else if (command === 'pauseTimer') stepTimerAction(recipe, index, 'pause');
  });

  // Keyboard: arrows and Page Up/Down move between steps, Escape leaves cook mode.
  const keys = useRef({ go, onExit });
  keys.current = { go, onExit };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') keys.current.go(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') keys.current.go(-1);
      else if (event.key === 'Escape') keys.current.onExit();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Screen readers hear each step as it comes (the first one too).
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    setAnnouncement(COOK_COPY.stepAnnouncement(index + 1, total, stepText));
  }, [index, total, stepText]);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-4 pt-3 pb-6 sm:pt-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={onExit}>
          <X aria-hidden="true" />
          {COOK_COPY.exitCookMode}
        </Button>
        <WakeLockNote status={wakeLock.status} retry={wakeLock.retry} />
      </div>
      <div className="grid gap-1">
        <h1 id={titleId} className="text-base leading-snug font-semibold text-muted-foreground">
          <span className="sr-only">{COOK_COPY.cookMode}: </span>
          {recipe.title}
        </h1>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-primary">{COPY.recipes.stepOf(index + 1, total)}</p>
          <ServingsStepper recipe={recipe} factor={cook.factor} />
        </div>
      </div>

      <div
        data-testid="cook-step"
        className="min-h-32 touch-pan-y rounded-lg border bg-card p-4 sm:p-6"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <p className="text-2xl leading-snug sm:text-3xl">
          <ScaledStepText text={step.instruction} factor={cook.factor} system={system} items={items} />
        </p>
        {step.appliance ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {COPY.recipes.appliance}: {step.appliance}
          </p>
        ) : null}
      </div>

      <section aria-labelledby={ingredientsId} className="grid gap-2">
        <h2 id={ingredientsId} className="text-sm font-semibold">
          {COOK_COPY.forThisStep}
        </h2>
        {ingredients.length === 0 ? (
          <p className="text-sm text-muted-foreground">{COOK_COPY.nothingToGather}</p>
        ) : (
          <ul className="grid gap-1 text-lg sm:grid-cols-2">
            {ingredients.map((ingredient) => (
              <li key={ingredient.index} className="flex gap-2">
                <span className="min-w-20 font-semibold tabular-nums">{ingredient.quantity}</span>
                <span>{ingredient.item}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <StepTimer recipe={recipe} stepIndex={index} large />

      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          {reader.supported ? (
            <Button variant="outline" onClick={reader.speaking ? reader.stop : readStep}>
              {reader.speaking ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
              {reader.speaking ? COOK_COPY.speech.stopReading : COOK_COPY.speech.readAloud}
            </Button>
          ) : null}
          {voice.supported ? (
            <Button variant="outline" aria-pressed={voice.listening} onClick={voice.toggle}>
              {voice.listening ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
              {COOK_COPY.speech.handsFree}
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {!reader.supported ? `${COOK_COPY.speech.readUnsupported} ` : ''}
          {!voice.supported
            ? COOK_COPY.speech.handsFreeUnsupported
            : voice.problem === 'blocked'
              ? COOK_COPY.speech.handsFreeBlocked
              : voice.problem === 'failed'
                ? COOK_COPY.speech.handsFreeFailed
                : voice.listening
                  ? `${COOK_COPY.speech.handsFreeOn}${heard ? ` · ${heard}` : ''}`
                  : COOK_COPY.keyboardHint}
        </p>
      </div>

      <TimerBar recipeId={recipe.id} />

      <nav
        aria-label={COOK_COPY.cookMode}
        className="sticky bottom-0 -mx-4 flex justify-between gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur"
      >
        <Button
          variant="outline"
          size="lg"
          className="flex-1 px-3 sm:flex-none sm:px-6"
          onClick={() => go(-1)}
          disabled={index === 0}
        >
          <ChevronLeft aria-hidden="true" />
          {COPY.recipes.previousStep}
        </Button>
        <Button
          size="lg"
          className="flex-1 px-3 sm:flex-none sm:px-6"
          onClick={() => go(1)}
          disabled={index === total - 1}
        >
          {COPY.recipes.nextStep}
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>

      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
