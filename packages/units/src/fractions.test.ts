import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './display.ts';
import { FRACTIONS, formatFraction, fractionValue, roundToFraction } from './fractions.ts';

describe('formatFraction: US amounts as cooks write them', () => {
  it.each([
    [0.5, '½'],
    [0.25, '¼'],
    [0.75, '¾'],
    [1 / 3, '⅓'],
    [0.33, '⅓'],
    [0.333333, '⅓'],
    [2 / 3, '⅔'],
    [0.66, '⅔'],
    [0.67, '⅔'],
    [0.125, '⅛'],
    [0.1, '⅛'],
    [0.2, '¼'],
    [0.4, '⅓'],
    [0.45, '½'],
    [1, '1'],
    [1.5, '1½'],
    [1.25, '1¼'],
    [2.75, '2¾'],
    [1.333, '1⅓'],
    [3.38, '3⅓'],
    [6.76, '6¾'],
    [1.1, '1'],
    [1.9, '2'],
    [0.95, '1'],
    [9.9, '10'],
    [12.3, '12½'],
    [12.2, '12'],
    [14.1, '14'],
    [19.8, '20'],
    [25.4, '25'],
    [237, '237'],
    [0, '0'],
    [-1, '0'],
    [Number.NaN, '0'],
  ])('formatFraction(%d) = %j', (amount, expected) => {
    expect(formatFraction(amount)).toBe(expected);
  });

  it('never writes a positive amount as nothing: too small for ⅛ it keeps its decimals', () => {
    expect(formatFraction(0.04)).toBe('0.04');
    expect(formatFraction(0.05)).toBe('0.05');
  });

  it('a tie goes to the simpler number', () => {
    // 0.875 is as far from ¾ as from 1.
    expect(formatFraction(0.875)).toBe('1');
    // 2⅛ is as far from 2 as from 2¼ when eighths are not shown.
    expect(roundToFraction(2.125, FRACTIONS.common)).toEqual({ whole: 2, fraction: 0 });
  });

  it('takes an explicit set of fractions', () => {
    expect(formatFraction(5.3, FRACTIONS.halves)).toBe('5½');
    expect(formatFraction(5.2, FRACTIONS.halves)).toBe('5');
    expect(formatFraction(0.3, FRACTIONS.none)).toBe('0.3');
    expect(formatFraction(2.4, FRACTIONS.none)).toBe('2');
    expect(fractionValue(0.3, FRACTIONS.common)).toBeCloseTo(1 / 3);
  });

  it('always reads back (through parseAmount) within the precision it was written at', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.07, max: 1000, noNaN: true }), (amount) => {
        const written = formatFraction(amount);
        const read = parseAmount(written);
        expect(read).not.toBeNull();
        // Below 10 at most ⅛ off (the widest gap, ¾ to 1, is ¼); halves below 20 (¼ off); wholes (½ off).
        const tolerance = amount < 10 ? 1 / 8 : amount < 20 ? 1 / 4 : 1 / 2;
        expect(Math.abs((read ?? 0) - amount)).toBeLessThanOrEqual(tolerance + 1e-9);
      }),
    );
  });
});
