// Pacing of the generation progress dialog (docs/decisions/030-progress-pacing.md).
import { PROGRESS_STEP_MS, PROGRESS_STEPS } from '@sous/domain';

/** After the answer arrives, each remaining step completes this quickly. */
export const FAST_STEP_MS = 300;
const STEP_COUNT = PROGRESS_STEPS.length;

/**
 * How many steps are complete `elapsedMs` after the request started. While in flight a step completes
 * every PROGRESS_STEP_MS, but the last one waits for the answer. Once the answer arrived (at
 * `answeredAtMs`), the remaining steps complete every FAST_STEP_MS.
 */
export function completedSteps(elapsedMs: number, answeredAtMs: number | null): number {
  const byTime = Math.min(Math.floor(Math.max(0, elapsedMs) / PROGRESS_STEP_MS), STEP_COUNT - 1);
  if (answeredAtMs === null) return byTime;
  const atAnswer = completedSteps(answeredAtMs, null);
  const fast = atAnswer + Math.floor(Math.max(0, elapsedMs - answeredAtMs) / FAST_STEP_MS);
  return Math.min(STEP_COUNT, Math.max(byTime, fast));
}

/** How long after the answer the dialog should keep running before it shows the recipes. */
export function remainingAfterAnswerMs(answeredAtMs: number): number {
  return (STEP_COUNT - completedSteps(answeredAtMs, null)) * FAST_STEP_MS;
}
