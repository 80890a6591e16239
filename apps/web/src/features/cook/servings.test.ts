import { describe, expect, it } from 'vitest';
import { formatServings, maxServings, servingsAt, stepServings } from './servings.ts';

describe('servings stepper', () => {
  it('steps whole servings and turns them into a factor of the recipe as written', () => {
    expect(stepServings(4, 1, 1)).toBe(1.25);
    expect(stepServings(4, 1, -1)).toBe(0.75);
    expect(stepServings(2, 1, 1)).toBe(1.5);
    // From a half recipe of 3 (1½ servings): up to 2, down to 1.
    expect(stepServings(3, 0.5, 1)).toBeCloseTo(2 / 3);
    expect(stepServings(3, 0.5, -1)).toBeCloseTo(1 / 3);
  });

  it('stops at 1 serving and at the largest scale (at least 12 servings)', () => {
    expect(stepServings(4, 0.25, -1)).toBeNull();
    expect(stepServings(4, 4, 1)).toBeNull();
    expect(maxServings(2)).toBe(12);
    expect(maxServings(4)).toBe(16);
    expect(stepServings(2, 6, 1)).toBeNull();
  });

  it('shows the scaled servings', () => {
    expect(formatServings(servingsAt(2, 2))).toBe('4');
    expect(formatServings(servingsAt(3, 0.5))).toBe('1½');
  });
});
