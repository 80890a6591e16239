// A step's timer (on the Steps tab and in cook mode) and the bar of every timer going (under every tab,
// in cook mode and, from the root, on other pages). Both read and change the same stored end times.
import { COPY, type Recipe, stepMinutes, TOASTS } from '@sous/domain';
import { Button, cn } from '@sous/ui';
import { Link } from '@tanstack/react-router';
import { Bell, Pause, Play, Plus, RotateCcw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatClock, remainingAt } from '../recipes/step-timer.ts';
import { COOK_COPY } from './cook-copy.ts';
import type { TimerAction } from './cook-state.ts';
import { stepSummary } from './cook-state.ts';
import { type ActiveTimer, timerAction } from './cook-store.ts';
import { notificationsSupported, primeAudio } from './timer-alerts.ts';
import { useActiveTimers, useCookState, useNow } from './use-cook-state.ts';

/** The name a step's timer goes by: "Step 3: Simmer the sauce until…". */
export function stepTimerName(recipe: Recipe, stepIndex: number): string {
  const step = recipe.steps[stepIndex];
  return step ? COOK_COPY.stepName(step.step, stepSummary(step.instruction)) : '';
}

/** Starts, pauses, resets, extends or dismisses the timer of one of the recipe's steps. */
export function stepTimerAction(recipe: Recipe, stepIndex: number, action: TimerAction) {
  const step = recipe.steps[stepIndex];
  if (!step) return;
  if (action === 'start' || action === 'addMinute') primeAudio();
  timerAction(recipe.id, String(stepIndex), action, {
    totalMs: stepMinutes(step.duration) * 60_000,
    name: stepTimerName(recipe, stepIndex),
    recipeTitle: recipe.title,
  });
}

/** One step's countdown with Start/Pause, Reset and +1 minute (spec §4: start, pause, reset). */
export function StepTimer({
  recipe,
  stepIndex,
  large = false,
}: {
  recipe: Recipe;
  stepIndex: number;
  large?: boolean;
}) {
  const cook = useCookState(recipe.id);
  const timer = cook.timers[String(stepIndex)];
  const status = timer?.status ?? 'idle';
  const now = useNow(status === 'running');
  const step = recipe.steps[stepIndex];
  const id = useId();
  if (!step || step.duration <= 0) return null;
  const remaining = timer ? remainingAt(timer, now) : stepMinutes(step.duration) * 60_000;
  const name = stepTimerName(recipe, stepIndex);
  return (
    <section aria-labelledby={id} className="flex flex-wrap items-center gap-3 rounded-md bg-muted p-3">
      <h3 id={id} className="sr-only">
        {COPY.recipes.timerLabel}
      </h3>
      <span
        className={cn('font-mono font-semibold tabular-nums', large ? 'text-5xl' : 'text-3xl')}
        role="timer"
        aria-live="off"
        aria-label={name}
      >
        {formatClock(remaining)}
      </span>
      <div className="flex flex-wrap gap-2">
        {status === 'running' ? (
          <Button variant="outline" size="sm" onClick={() => stepTimerAction(recipe, stepIndex, 'pause')}>
            <Pause aria-hidden="true" />
            {COPY.recipes.pauseTimer}
          </Button>
        ) : (
          <Button size="sm" onClick={() => stepTimerAction(recipe, stepIndex, 'start')}>
            <Play aria-hidden="true" />
            {COPY.recipes.startTimer}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => stepTimerAction(recipe, stepIndex, 'reset')}
          disabled={status === 'idle'}
        >
          <RotateCcw aria-hidden="true" />
          {COPY.recipes.resetTimer}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => stepTimerAction(recipe, stepIndex, 'addMinute')}
          aria-label={COOK_COPY.timers.addMinuteTo(name)}
        >
          <Plus aria-hidden="true" />
          {COOK_COPY.timers.addMinute}
        </Button>
      </div>
    </section>
  );
}

function barAction(active: ActiveTimer, action: TimerAction) {
  if (action === 'start' || action === 'addMinute') primeAudio();
  timerAction(active.recipeId, active.stepKey, action, {
    totalMs: active.timer.totalMs,
    name: active.timer.name,
    recipeTitle: active.recipeTitle,
  });
}

function TimerItem({ active, now, showRecipe }: { active: ActiveTimer; now: number; showRecipe: boolean }) {
  const { timer } = active;
  const name = timer.name;
  const done = timer.status === 'done';
  return (
    <li
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md border px-2 py-1.5 shadow-sm',
        done ? 'border-primary bg-accent' : 'bg-card',
      )}
    >
      <div className="min-w-0 flex-1">
        {done ? (
          <p role="alert" className="truncate text-sm font-semibold text-accent-foreground">
            {TOASTS.timerComplete.title} <span className="font-normal">{name}</span>
          </p>
        ) : (
          <p className="truncate text-sm font-medium">
            {name}
            {timer.status === 'paused' ? (
              <span className="text-muted-foreground"> · {COOK_COPY.timers.paused}</span>
            ) : null}
          </p>
        )}
        {showRecipe ? (
          <Link
            to="/recipe/$id"
            params={{ id: active.recipeId }}
            className="block truncate text-xs text-muted-foreground underline underline-offset-2"
          >
            {active.recipeTitle || COOK_COPY.timers.openRecipe}
          </Link>
        ) : null}
      </div>
      <span
        role="timer"
        aria-live="off"
        aria-label={name}
        className="font-mono text-lg font-semibold tabular-nums"
      >
        {formatClock(remainingAt(timer, now))}
      </span>
      {done ? (
        <Button
          size="sm"
          onClick={() => barAction(active, 'dismiss')}
          aria-label={COOK_COPY.timers.dismissNamed(name)}
        >
          <X aria-hidden="true" />
          {COOK_COPY.timers.dismiss}
        </Button>
      ) : (
        <div className="flex shrink-0 gap-1">
          {timer.status === 'running' ? (
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              onClick={() => barAction(active, 'pause')}
              aria-label={COOK_COPY.timers.pauseNamed(name)}
            >
              <Pause aria-hidden="true" />
            </Button>
          ) : (
            <Button
              variant="outline"
              size="icon"
              className="size-9"
              onClick={() => barAction(active, 'start')}
              aria-label={COOK_COPY.timers.resumeNamed(name)}
            >
              <Play aria-hidden="true" />
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            className="h-9 px-2"
            onClick={() => barAction(active, 'addMinute')}
            aria-label={COOK_COPY.timers.addMinuteTo(name)}
          >
            {COOK_COPY.timers.addMinute}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={() => barAction(active, 'reset')}
            aria-label={COOK_COPY.timers.resetNamed(name)}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

function NotifyButton() {
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'denied',
  );
  if (permission !== 'default') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs"
      title={COOK_COPY.timers.notifyLabel}
      aria-label={COOK_COPY.timers.notifyLabel}
      onClick={() => {
        void Notification.requestPermission().then(setPermission, () => setPermission('denied'));
      }}
    >
      <Bell aria-hidden="true" />
      {COOK_COPY.timers.notify}
    </Button>
  );
}

/**
 * Every timer going, each named after its step, with pause/resume, +1 minute and reset; a finished one
 * stays, marked, until dismissed. Renders nothing when no timer is going.
 */
export function TimerBar({ recipeId, className }: { recipeId?: string; className?: string }) {
  const timers = useActiveTimers();
  const now = useNow(timers.some(({ timer }) => timer.status === 'running'));
  if (timers.length === 0) return null;
  return (
    <section aria-label={COOK_COPY.timers.region} className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {COOK_COPY.timers.region}
        </h2>
        <NotifyButton />
      </div>
      <ul className="grid max-h-44 gap-1.5 overflow-y-auto">
        {timers.map((active) => (
          <TimerItem
            key={`${active.recipeId}:${active.stepKey}`}
            active={active}
            now={now}
            showRecipe={active.recipeId !== recipeId}
          />
        ))}
      </ul>
    </section>
  );
}
