// Per-recipe cook state kept in localStorage (`sous.cook.<recipe id>`), so the active step, the scale, the
// checked ingredients and running timers survive tab switches, step moves, route changes and reloads.
// Timers are end times: whoever watches (timer-watch) settles them against the clock, never by counting.
import { COOK_STATE_PREFIX } from '../../lib/cook-storage.ts';
import { readItem, removeItem, storageKeys, writeItem } from '../../lib/storage.ts';
import {
  type CookState,
  emptyCookState,
  hasActiveTimers,
  type KitchenTimer,
  nextDeadline,
  parseCookState,
  settleDueTimers,
  type TimerAction,
  type TimerSetup,
  withFactor,
  withIngredientToggled,
  withStep,
  withTimerAction,
} from './cook-state.ts';

import { TIMERS_EVENT } from './timer-presence.ts';

/** States of at most this many recipes are kept; the least recently used without timers go first. */
const MAX_RECIPES = 20;

const cache = new Map<string, CookState>();
const listeners = new Set<() => void>();
let version = 0;

const keyOf = (recipeId: string) => `${COOK_STATE_PREFIX}${recipeId}`;

function emit(): void {
  version++;
  for (const listener of listeners) listener();
}

export function readCookState(recipeId: string): CookState {
  const cached = cache.get(recipeId);
  if (cached) return cached;
  const state = parseCookState(readItem('local', keyOf(recipeId))) ?? emptyCookState();
  cache.set(recipeId, state);
  return state;
}

function forgetOldStates(): void {
  const stored = storedRecipeIds().map((id) => [id, readCookState(id)] as const);
  if (stored.length <= MAX_RECIPES) return;
  const removable = stored
    .filter(([, state]) => !hasActiveTimers(state))
    .sort(([, a], [, b]) => a.updatedAt - b.updatedAt);
  for (const [id] of removable.slice(0, stored.length - MAX_RECIPES)) {
    removeItem('local', keyOf(id));
    cache.delete(id);
  }
}

export function updateCookState(recipeId: string, update: (state: CookState) => CookState): void {
  const current = readCookState(recipeId);
  const next = update(current);
  if (next === current) return;
  const stamped = { ...next, updatedAt: Date.now() };
  cache.set(recipeId, stamped);
  writeItem('local', keyOf(recipeId), JSON.stringify(stamped));
  if (!current.updatedAt) forgetOldStates();
  if (hasActiveTimers(stamped)) window.dispatchEvent(new Event(TIMERS_EVENT));
  emit();
}

export function subscribeCookStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cookStoreVersion = (): number => version;

export function storedRecipeIds(): string[] {
  return storageKeys('local')
    .filter((key) => key.startsWith(COOK_STATE_PREFIX))
    .map((key) => key.slice(COOK_STATE_PREFIX.length));
}

// Another tab of the same browser changed a recipe's state: read it again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) cache.clear();
    else if (event.key.startsWith(COOK_STATE_PREFIX)) cache.delete(event.key.slice(COOK_STATE_PREFIX.length));
    else return;
    emit();
    scheduleCheck();
  });
}

// --- Actions -----------------------------------------------------------------------------------------

export const setActiveStep = (recipeId: string, step: number, stepCount: number) =>
  updateCookState(recipeId, (state) => withStep(state, step, stepCount));

export const setScaleFactor = (recipeId: string, factor: number) =>
  updateCookState(recipeId, (state) => withFactor(state, factor));

export const toggleIngredient = (recipeId: string, index: number) =>
  updateCookState(recipeId, (state) => withIngredientToggled(state, index));

export function timerAction(
  recipeId: string,
  stepKey: string,
  action: TimerAction,
  setup: TimerSetup & { recipeTitle: string },
): void {
  updateCookState(recipeId, (state) => {
    const next = withTimerAction(state, stepKey, action, Date.now(), setup);
    return next.title === setup.recipeTitle ? next : { ...next, title: setup.recipeTitle };
  });
  scheduleCheck();
}

// --- The watch: settles timers at their end time and reports the ones that finish --------------------

export interface ActiveTimer {
  recipeId: string;
  recipeTitle: string;
  stepKey: string;
  timer: KitchenTimer;
}

/** Every timer that is running, paused or finished (not dismissed), across recipes, soonest first. */
export function activeTimers(): ActiveTimer[] {
  const timers: ActiveTimer[] = [];
  for (const recipeId of storedRecipeIds()) {
    const state = readCookState(recipeId);
    for (const [stepKey, timer] of Object.entries(state.timers)) {
      timers.push({ recipeId, recipeTitle: state.title, stepKey, timer });
    }
  }
  const order = (t: ActiveTimer) => (t.timer.deadline ?? Number.MAX_SAFE_INTEGER) + Number(t.stepKey) / 1000;
  return timers.sort((a, b) => order(a) - order(b));
}

type FiredHandler = (timer: KitchenTimer, recipeId: string) => void;
let onFired: FiredHandler | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

/** Settles every due timer now (a reload, a tab coming back, or the scheduled end time). */
export function checkTimers(): void {
  const now = Date.now();
  for (const recipeId of storedRecipeIds()) {
    const state = readCookState(recipeId);
    const { fired } = settleDueTimers(state, now);
    if (fired.length === 0) continue;
    updateCookState(recipeId, (current) => settleDueTimers(current, now).state);
    for (const timer of fired) onFired?.(timer, recipeId);
  }
  scheduleCheck();
}

function scheduleCheck(): void {
  if (pending !== null) clearTimeout(pending);
  pending = null;
  if (!onFired) return;
  let earliest: number | null = null;
  for (const recipeId of storedRecipeIds()) {
    const deadline = nextDeadline(readCookState(recipeId));
    if (deadline !== null && (earliest === null || deadline < earliest)) earliest = deadline;
  }
  if (earliest === null) return;
  // A background tab may run this late; the end time is what counts, and a visible tab re-checks at once.
  pending = setTimeout(checkTimers, Math.max(0, earliest - Date.now()));
}

/** Starts watching every stored timer; `handler` hears of each that finishes. Returns a stop function. */
export function startTimerWatch(handler: FiredHandler): () => void {
  onFired = handler;
  const onVisible = () => {
    if (document.visibilityState === 'visible') checkTimers();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', checkTimers);
  checkTimers();
  return () => {
    if (onFired === handler) onFired = null;
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', checkTimers);
    scheduleCheck();
  };
}
