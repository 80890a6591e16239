// What a cook has going on with one recipe — the active step, the scale, the ingredients checked off and
// the step timers — as plain data with pure transitions. cook-store.ts keeps it in localStorage.
import {
  addTime,
  createTimer,
  pauseTimer,
  resetTimer,
  settleTimer,
  startTimer,
  type TimerState,
} from '../recipes/step-timer.ts';

export interface KitchenTimer extends TimerState {
  /** Named after its step ("Step 3: Simmer the sauce…"), for the timer bar, the alert and the tab title. */
  name: string;
  /** When it reached zero; null until then. The alert stays until the cook dismisses it (back to idle). */
  firedAt: number | null;
}

export interface CookState {
  v: 1;
  /** The recipe's title, so a timer bar on another page can say whose timers they are. */
  title: string;
  /** The active step (index). */
  step: number;
  /** The scale factor (0.5, 1, 2, 4, or servings ÷ the recipe's servings). */
  factor: number;
  /** Indexes of the ingredient lines checked off. */
  checked: number[];
  /** Timers by step index. A running timer is an end time (`deadline`), never a count of ticks. */
  timers: Record<string, KitchenTimer>;
  updatedAt: number;
}

// Stored data is checked by hand rather than with valibot: valibot shared with this module moves into a
// chunk of its own that the home route then loads too (decision 031's budget).
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const TIMER_STATUSES: readonly unknown[] = ['idle', 'running', 'paused', 'done'];

function isKitchenTimer(value: unknown): value is KitchenTimer {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    TIMER_STATUSES.includes(t.status) &&
    isFiniteNumber(t.totalMs) &&
    t.totalMs >= 0 &&
    isFiniteNumber(t.remainingMs) &&
    t.remainingMs >= 0 &&
    (t.deadline === null || isFiniteNumber(t.deadline)) &&
    typeof t.name === 'string' &&
    t.name.length <= 200 &&
    (t.firedAt === null || isFiniteNumber(t.firedAt))
  );
}

function isCookState(value: unknown): value is CookState {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    s.v === 1 &&
    typeof s.title === 'string' &&
    s.title.length <= 200 &&
    isCount(s.step) &&
    isFiniteNumber(s.factor) &&
    s.factor >= 0.05 &&
    s.factor <= 100 &&
    Array.isArray(s.checked) &&
    s.checked.every(isCount) &&
    typeof s.timers === 'object' &&
    s.timers !== null &&
    !Array.isArray(s.timers) &&
    Object.values(s.timers).every(isKitchenTimer) &&
    isFiniteNumber(s.updatedAt) &&
    s.updatedAt >= 0
  );
}

export const emptyCookState = (): CookState => ({
  v: 1,
  title: '',
  step: 0,
  factor: 1,
  checked: [],
  timers: {},
  updatedAt: 0,
});

/** A stored state, or null when it is missing, unreadable or of another shape (it is then started afresh). */
export function parseCookState(raw: string | null): CookState | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCookState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function withStep(state: CookState, step: number, stepCount: number): CookState {
  const next = Math.min(Math.max(0, Math.round(step)), Math.max(0, stepCount - 1));
  return next === state.step ? state : { ...state, step: next };
}

export function withFactor(state: CookState, factor: number): CookState {
  if (!Number.isFinite(factor) || factor <= 0 || factor === state.factor) return state;
  return { ...state, factor };
}

export function withIngredientToggled(state: CookState, index: number): CookState {
  const checked = state.checked.includes(index)
    ? state.checked.filter((i) => i !== index)
    : [...state.checked, index].sort((a, b) => a - b);
  return { ...state, checked };
}

export type TimerAction = 'start' | 'pause' | 'reset' | 'addMinute' | 'dismiss';

export interface TimerSetup {
  totalMs: number;
  name: string;
}

const timerOnly = (timer: KitchenTimer): TimerState => ({
  status: timer.status,
  totalMs: timer.totalMs,
  remainingMs: timer.remainingMs,
  deadline: timer.deadline,
});

/**
 * Starts, pauses, resets, extends (+1 minute) or dismisses the timer of step `key`. A timer that is not
 * there yet is made from `setup` (the step's minutes and name). Starting a finished timer starts it over.
 */
export function withTimerAction(
  state: CookState,
  key: string,
  action: TimerAction,
  now: number,
  setup: TimerSetup,
): CookState {
  const current: KitchenTimer = state.timers[key] ?? {
    ...createTimer(setup.totalMs),
    name: setup.name,
    firedAt: null,
  };
  let timer: TimerState = timerOnly(current);
  switch (action) {
    case 'start':
      timer = startTimer(timer.status === 'done' ? resetTimer(timer) : timer, now);
      break;
    case 'pause':
      timer = pauseTimer(timer, now);
      break;
    case 'reset':
    case 'dismiss':
      timer = resetTimer(timer);
      break;
    case 'addMinute':
      timer = addTime(timer, 60_000, now);
      break;
  }
  const firedAt = timer.status === 'done' ? current.firedAt : null;
  const next: KitchenTimer = { ...timer, name: current.name || setup.name, firedAt };
  const timers = { ...state.timers };
  if (next.status === 'idle') delete timers[key];
  else timers[key] = next;
  return { ...state, timers };
}

/** Moves every running timer whose end time has passed to done; returns the ones that just finished. */
export function settleDueTimers(state: CookState, now: number): { state: CookState; fired: KitchenTimer[] } {
  const fired: KitchenTimer[] = [];
  let timers: CookState['timers'] | null = null;
  for (const [key, timer] of Object.entries(state.timers)) {
    const settled = settleTimer(timerOnly(timer), now);
    if (settled.status === timer.status) continue;
    const done: KitchenTimer = { ...timer, ...settled, firedAt: now };
    timers = { ...(timers ?? state.timers), [key]: done };
    fired.push(done);
  }
  return { state: timers ? { ...state, timers } : state, fired };
}

/** The earliest end time of a running timer, or null. */
export function nextDeadline(state: CookState): number | null {
  let earliest: number | null = null;
  for (const timer of Object.values(state.timers)) {
    if (
      timer.status === 'running' &&
      timer.deadline !== null &&
      (earliest === null || timer.deadline < earliest)
    ) {
      earliest = timer.deadline;
    }
  }
  return earliest;
}

export const hasActiveTimers = (state: CookState): boolean => Object.keys(state.timers).length > 0;

/** A short name for a step's timer: "Step 3: Simmer the sauce until…" (at a word, about 32 characters). */
export function stepSummary(instruction: string, maxLength = 32): string {
  const text = instruction.replace(/\s+/g, ' ').trim();
  const firstClause = text.split(/(?<=[.;:!?])\s/)[0] ?? text;
  if (firstClause.length <= maxLength) return firstClause.replace(/[.;:!?]$/, '');
  const cut = firstClause.slice(0, maxLength + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(maxLength / 2)));
  return `${atWord.replace(/[,;:]$/, '')}…`;
}
