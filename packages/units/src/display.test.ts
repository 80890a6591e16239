import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayIngredient, formatAmount, parseAmount, scaleAmount } from './display.ts';
import { convertUnit } from './units.ts';

describe('scaleAmount', () => {
  it.each([
    [2, 0.5, 1],
    [2, 1, 2],
    [1.5, 2, 3],
    [0.25, 4, 1],
    [3, 0, 0],
  ])('%d × %d = %d', (amount, factor, expected) => {
    expect(scaleAmount(amount, factor)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -2])('treats factor %d as 1', (factor) => {
    expect(scaleAmount(3, factor)).toBe(3);
  });

  it.each([Number.NaN, -1, Number.NEGATIVE_INFINITY])('turns amount %d into 0', (amount) => {
    expect(scaleAmount(amount, 2)).toBe(0);
  });

  it('keeps an overflow finite', () => {
    expect(Number.isFinite(scaleAmount(Number.MAX_VALUE, 4))).toBe(true);
  });
});

describe('formatAmount', () => {
  it.each([
    [1, '1'],
    [1.5, '1.5'],
    [1.25, '1.25'],
    [1.255, '1.26'],
    [1.005, '1.01'],
    [2.999, '3'],
    [0.333333, '0.33'],
    [100, '100'],
    [10.1, '10.1'],
    [0, '0'],
    [-0, '0'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('formatAmount(%d) = %j', (amount, expected) => {
    expect(formatAmount(amount)).toBe(expected);
  });
});

describe('parseAmount', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.5', 0.5],
    [' 3 ', 3],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['2 3/4', 2.75],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¼', 1.25],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', 'a pinch', '1-2', 'to taste', '1/0', 'two', '1.2.3', '-1'])('does not read %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('displayIngredient: scale, then convert, then format', () => {
  it.each([
    // [amount, unit, factor, system, shown amount, shown unit]
    [2, 'cups', 1, 'imperial', '2', 'cups'],
    [1, 'cup', 2, 'imperial', '2', 'cups'],
    [2, 'cups', 0.5, 'imperial', '1', 'cup'],
    [1, 'cup', 1, 'metric', '237', 'ml'],
    [1, 'cup', 2, 'metric', '473', 'ml'],
    [1, 'lb', 0.5, 'metric', '227', 'g'],
    [200, 'g', 1, 'metric', '200', 'g'],
    [200, 'g', 4, 'imperial', '1.8', 'lb'],
    [226.5, 'g', 2, 'imperial', '1', 'lb'],
    [100, 'ml', 0.5, 'imperial', '3.4', 'tbsp'],
    [1, 'l', 1, 'imperial', '4.2', 'cups'],
    [1.333, 'tbsp', 1, 'imperial', '1.33', 'tbsp'],
    [3, 'cloves', 0.5, 'metric', '1.5', 'cloves'],
    [1, 'pinch', 4, 'imperial', '4', 'pinch'],
    ['1.5', 'cups', 2, 'metric', '710', 'ml'],
    ['1 1/2', 'tsp', 2, 'imperial', '3', 'tsp'],
    ['½', 'lb', 1, 'metric', '227', 'g'],
  ] as const)('%j %s × %d in %s → %s %s', (amount, unit, factor, system, shownAmount, shownUnit) => {
    expect(displayIngredient({ amount, unit, item: 'flour' }, factor, system)).toEqual({
      amount: shownAmount,
      unit: shownUnit,
      item: 'flour',
    });
  });

  it('scales before it converts (the order changes the result)', () => {
    // 226.5 g → 8 oz; × 2 → 16 oz. Scaling first gives 453 g → 1 lb.
    const shown = displayIngredient({ amount: 226.5, unit: 'g', item: 'butter' }, 2, 'imperial');
    const convertedFirst = convertUnit(226.5, 'g', 'imperial');
    expect(convertedFirst.unit).toBe('oz');
    expect(shown).toMatchObject({ amount: '1', unit: 'lb' });
  });

  it.each(['a pinch', '1-2', 'to taste', ''])('passes text amount %j through untouched', (amount) => {
    expect(displayIngredient({ amount, unit: 'g', item: 'salt', notes: 'flaky' }, 4, 'imperial')).toEqual({
      amount,
      unit: 'g',
      item: 'salt',
      notes: 'flaky',
    });
  });

  it('keeps notes only when given', () => {
    expect(
      displayIngredient({ amount: 1, unit: 'tsp', item: 'salt', notes: 'fine' }, 1, 'imperial').notes,
    ).toBe('fine');
    expect('notes' in displayIngredient({ amount: 1, unit: 'tsp', item: 'salt' }, 1, 'imperial')).toBe(false);
  });
});

describe('properties', () => {
  const amount = fc.double({ min: 0, max: 1e9, noNaN: true });

  it('scaling by 1 changes nothing', () => {
    fc.assert(fc.property(amount, (value) => scaleAmount(value, 1) === safeZero(value)));
  });

  it('scaling by 1 in the unit’s own system only formats', () => {
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(['g', 'metric'], ['ml', 'metric'], ['cups', 'imperial'], ['pieces', 'metric']),
        (value, [unit, system]) => {
          const shown = displayIngredient({ amount: value, unit, item: 'x' }, 1, system as 'metric');
          expect(shown.amount).toBe(formatAmount(value));
        },
      ),
    );
  });

  it('every shown amount is a finite, non-negative number with at most 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.constant(Number.NaN)),
        fc.oneof(fc.double(), fc.constantFrom(0.5, 1, 2, 4)),
        fc.constantFrom('g', 'kg', 'ml', 'l', 'lb', 'oz', 'cups', 'tbsp', 'tsp', 'fl oz', 'pieces'),
        fc.constantFrom('metric' as const, 'imperial' as const),
        (value, factor, unit, system) => {
          const shown = displayIngredient({ amount: value, unit, item: 'x' }, factor, system);
          const parsed = Number(shown.amount);
          expect(Number.isFinite(parsed)).toBe(true);
          expect(parsed).toBeGreaterThanOrEqual(0);
          expect(shown.amount).not.toMatch(/\.\d{3}|\.\d*0$|^-/);
        },
      ),
    );
  });
});

function safeZero(value: number): number {
  return value === 0 ? 0 : value;
}
