import { PROGRESS_STEP_MS } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { completedSteps, FAST_STEP_MS, remainingAfterAnswerMs } from './progress-pacing.ts';

describe('completedSteps', () => {
  it('completes a step every 5 s while in flight but holds the last step for the answer', () => {
    expect(completedSteps(0, null)).toBe(0);
    expect(completedSteps(PROGRESS_STEP_MS - 1, null)).toBe(0);
    expect(completedSteps(PROGRESS_STEP_MS, null)).toBe(1);
    expect(completedSteps(2 * PROGRESS_STEP_MS, null)).toBe(2);
    expect(completedSteps(60_000, null)).toBe(2);
  });

  it('finishes the remaining steps quickly once the answer arrives early', () => {
    expect(completedSteps(1000, 1000)).toBe(0);
    expect(completedSteps(1000 + FAST_STEP_MS, 1000)).toBe(1);
    expect(completedSteps(1000 + 3 * FAST_STEP_MS, 1000)).toBe(3);
    expect(remainingAfterAnswerMs(1000)).toBe(3 * FAST_STEP_MS);
  });

  it('after a slow answer only the last step remains', () => {
    expect(remainingAfterAnswerMs(30_000)).toBe(FAST_STEP_MS);
    expect(completedSteps(30_000 + FAST_STEP_MS, 30_000)).toBe(3);
  });
});
