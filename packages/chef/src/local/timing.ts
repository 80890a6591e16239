import { STEP_DURATION_MULTIPLIER } from '@sous/domain';
import { PARALLEL, statedMinutesIn, statedTimes } from '../check/reading.ts';
import { isHandTool } from '../guard.ts';
import type { StepDraft } from './types.ts';

/**
 * Step times. A step's timer shows duration × 5 minutes (spec §9), so the minutes a step's text
 * states must add up to that timer: "sear 13 minutes" under a 15-minute timer is confusing, "sear
 * 13–15 minutes" is not. The text is the source of truth; the timer is its total rounded up to the
 * next 5-minute unit, and the longest stated time is widened into a range that ends on the timer.
 */

/** Total minutes a step's text states (upper bounds of ranges). */
export const statedMinutes = (text: string): number => statedTimes(text).reduce((sum, t) => sum + t.upper, 0);

/** Timer units for a number of real minutes: 0 only for an instant step. */
export const unitsFor = (minutes: number): number =>
  minutes <= 0 ? 0 : Math.ceil(minutes / STEP_DURATION_MULTIPLIER - 1e-9);

/**
 * The step as it will be shown: its timer is the stated time (or, with none stated, the estimate)
 * rounded up to a 5-minute unit, and the longest stated time is widened so the text adds up to it.
 */
/** PARALLEL opens only on "Meanwhile" or "While ": a text with neither is not read by the pattern. */
const runsAlongside = (text: string): boolean =>
  (text.includes('Meanwhile') || text.includes('While ')) && PARALLEL.test(text);

export function settleStep(draft: StepDraft): StepDraft & { units: number } {
  if (runsAlongside(draft.text)) {
    // Two things at once: the timer is the longer branch (as the checker reads it), never widened.
    const minutes = Math.max(draft.minutes, statedMinutesIn(draft.text));
    return { ...draft, minutes, units: unitsFor(minutes) };
  }
  const settled = widenToTimer(draft);
  // The checker reads times more widely ("for a minute", "1½ hours", "overnight"): the timer always
  // covers what it reads too, so the text never states more than its own timer.
  const checked = statedMinutesIn(settled.text);
  if (unitsFor(checked) <= settled.units) return settled;
  return { ...settled, minutes: checked, units: unitsFor(checked) };
}

function widenToTimer(step: StepDraft): StepDraft & { units: number } {
  const times = statedTimes(step.text);
  const stated = times.reduce((sum, t) => sum + t.upper, 0);
  const minutes = stated > 0 ? stated : step.minutes;
  const units = unitsFor(minutes);
  const gap = Math.floor(units * STEP_DURATION_MULTIPLIER - stated);
  if (stated === 0 || gap < 1) return { ...step, minutes, units };
  const widenable = times
    .filter((t) => !t.hours && !/exactly\s*$/.test(t.before) && t.upper >= 2)
    .sort((a, b) => b.upper - a.upper || a.index - b.index)[0];
  // Under one unit the 5-minute timer is simply the smallest there is: "2–3 minutes" stays as written.
  if (!widenable || stated < STEP_DURATION_MULTIPLIER) {
    return { ...step, minutes, units };
  }
  const upper = widenable.upper + gap;
  const lower = widenable.lower;
  const replacement = `${formatMinutes(lower)}–${formatMinutes(upper)} minutes`;
  let start = widenable.index;
  // "about 9 minutes" becomes "9–13 minutes": a range says "about" already.
  const about = /\babout\s+$/.exec(step.text.slice(0, start));
  if (about) start -= about[0].length;
  const text =
    step.text.slice(0, start) + replacement + step.text.slice(widenable.index + widenable.text.length);
  return { ...step, text, minutes: stated + gap, units };
}

const formatMinutes = (n: number): string =>
  Number.isInteger(n) ? String(n) : n % 1 === 0.5 ? `${Math.floor(n) || ''}½` : String(n);

/** Effective minutes of a draft step: what its text states, else its estimate. */
const effective = (step: StepDraft): number => {
  const stated = statedMinutes(step.text);
  return stated > 0 ? stated : step.minutes;
};

const sameKind = (a: StepDraft, b: StepDraft): boolean =>
  a.tool === b.tool || (isHandTool(a.tool) && isHandTool(b.tool) && a.tool !== 'none' && b.tool !== 'none');

/**
 * Folds a short step into the one before it when they use the same tool, so that two 2-minute
 * moves share one 5-minute timer instead of taking two. Instant steps (serve, garnish) stay apart.
 */
export function mergeShortSteps(steps: readonly StepDraft[]): StepDraft[] {
  const merged: StepDraft[] = [];
  for (const step of steps) {
    const last = merged.at(-1);
    // The step's own times, read once.
    const stated = statedMinutes(step.text);
    const minutes = stated > 0 ? stated : step.minutes;
    const short = step.minutes > 0 && minutes < STEP_DURATION_MULTIPLIER;
    // A stated time would override an unstated estimate: never fold a timed step into an untimed one.
    const compatible = last && (stated === 0 || statedMinutes(last.text) > 0);
    const readable = last !== undefined && last.text.length + step.text.length <= 480;
    // Work done meanwhile keeps its own step: folded into its neighbour it would read as one after the other.
    const separate = step.meanwhile === true || last?.meanwhile === true;
    if (last && !separate && compatible && readable && last.minutes > 0 && short && sameKind(last, step)) {
      const lastMinutes = effective(last);
      const room = Math.ceil(lastMinutes / STEP_DURATION_MULTIPLIER - 1e-9) * STEP_DURATION_MULTIPLIER;
      if (lastMinutes + minutes <= Math.max(room, STEP_DURATION_MULTIPLIER)) {
        merged[merged.length - 1] = {
          tool: last.tool === 'none' ? step.tool : last.tool,
          text: `${last.text} ${step.text}`,
          minutes: lastMinutes + minutes,
        };
        continue;
      }
    }
    merged.push(step);
  }
  return merged;
}
