// Step timer arithmetic. Time left is read from a Date.now() deadline, never by counting ticks, so a
// throttled background tab still shows the right time when it comes back.
export type TimerStatus = 'idle' | 'running' | 'paused' | 'done';

export interface TimerState {
  status: TimerStatus;
  totalMs: number;
  /** Time left when not running. */
  remainingMs: number;
  /** When a running timer reaches zero (epoch ms); null when not running. */
  deadline: number | null;
}

export const createTimer = (totalMs: number): TimerState => ({
  status: 'idle',
  totalMs,
  remainingMs: totalMs,
  deadline: null,
});

export function remainingAt(state: TimerState, now: number): number {
  if (state.status === 'running' && state.deadline !== null) return Math.max(0, state.deadline - now);
  return state.remainingMs;
}

export function startTimer(state: TimerState, now: number): TimerState {
  if (state.status === 'running' || state.remainingMs <= 0) return state;
  return { ...state, status: 'running', deadline: now + state.remainingMs };
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  return { ...state, status: 'paused', remainingMs: remainingAt(state, now), deadline: null };
}

export const resetTimer = (state: TimerState): TimerState => createTimer(state.totalMs);

/**
 * Adds time (the "+1 min" button): a running timer ends later, a paused or idle one has more left, and a
 * finished one starts again for just that long. The step's own duration (what Reset returns to) is kept.
 */
export function addTime(state: TimerState, ms: number, now: number): TimerState {
  if (state.status === 'running' && state.deadline !== null)
    return { ...state, deadline: state.deadline + ms };
  if (state.status === 'done') return { ...state, status: 'running', remainingMs: ms, deadline: now + ms };
  return { ...state, remainingMs: state.remainingMs + ms };
}

/** Moves a running timer that has reached its deadline to `done`. */
export function settleTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running' || remainingAt(state, now) > 0) return state;
  return { ...state, status: 'done', remainingMs: 0, deadline: null };
}

/** "mm:ss" (or "h:mm:ss"), rounding partial seconds up so the clock reads 00:00 only at zero. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
