import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CanonicalUnit,
  CONVERSION_FACTORS,
  convertUnit,
  IMPERIAL_THRESHOLDS,
  isMetricUnit,
  recogniseUnit,
  roundTo,
  safeAmount,
} from './units.ts';

describe('recogniseUnit', () => {
  const spellings: [string, CanonicalUnit][] = [
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['LB', 'lb'],
    ['lb.', 'lb'],
    ['pound', 'lb'],
    ['pounds', 'lb'],
    ['Pounds', 'lb'],
    ['oz', 'oz'],
    ['oz.', 'oz'],
    ['ounce', 'oz'],
    ['ounces', 'oz'],
    ['g', 'g'],
    ['G', 'g'],
    ['gram', 'g'],
    ['grams', 'g'],
    ['gramme', 'g'],
    ['grammes', 'g'],
    ['kg', 'kg'],
    ['KG', 'kg'],
    ['kilogram', 'kg'],
    ['kilograms', 'kg'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['ML', 'ml'],
    ['millilitre', 'ml'],
    ['millilitres', 'ml'],
    ['milliliter', 'ml'],
    ['milliliters', 'ml'],
    ['l', 'l'],
    ['L', 'l'],
    ['litre', 'l'],
    ['litres', 'l'],
    ['liter', 'l'],
    ['liters', 'l'],
    ['cup', 'cup'],
    ['cups', 'cup'],
    ['Cups', 'cup'],
    ['c', 'cup'],
    ['c.', 'cup'],
    ['tbsp', 'tbsp'],
    ['Tbsp', 'tbsp'],
    ['tbsp.', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['tablespoons', 'tbsp'],
    ['tsp', 'tsp'],
    ['tsp.', 'tsp'],
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fl.oz.', 'fl oz'],
    ['FL OZ', 'fl oz'],
    ['fluid ounce', 'fl oz'],
    ['fluid ounces', 'fl oz'],
    ['  cups  ', 'cup'],
  ];
  it.each(spellings)('reads %j as %s', (spelling, unit) => {
    expect(recogniseUnit(spelling)).toBe(unit);
  });

  it.each(['', 'pieces', 'piece', 'cloves', 'clove', 'pinch', 'to taste', 'handful', 'can', 'slices', 'fl'])(
    'does not recognise %j',
    (spelling) => {
      expect(recogniseUnit(spelling)).toBeNull();
    },
  );

  it('knows which units are metric', () => {
    expect(['g', 'kg', 'ml', 'l'].every((u) => isMetricUnit(u as CanonicalUnit))).toBe(true);
    expect(['lb', 'oz', 'cup', 'tbsp', 'tsp', 'fl oz'].some((u) => isMetricUnit(u as CanonicalUnit))).toBe(
      false,
    );
  });
});

describe('convertUnit to metric (spec §5)', () => {
  it.each([
    [1, 'lb', 454, 'g'],
    [2, 'pounds', 907, 'g'],
    [0.5, 'lbs', 227, 'g'],
    [1, 'oz', 28, 'g'],
    [8, 'ounces', 227, 'g'],
    [1, 'cup', 237, 'ml'],
    [2, 'cups', 473, 'ml'],
    [0.5, 'c', 118, 'ml'],
    [1, 'tbsp', 15, 'ml'],
    [2, 'Tbsp', 30, 'ml'],
    [3, 'tablespoons', 44, 'ml'],
    [1, 'tsp', 5, 'ml'],
    [0.5, 'teaspoon', 2, 'ml'],
    [1, 'fl oz', 30, 'ml'],
    [4, 'fl. oz.', 118, 'ml'],
    [8, 'fluid ounces', 237, 'ml'],
  ])('%d %s → %d %s (whole)', (amount, unit, expected, expectedUnit) => {
    const result = convertUnit(amount, unit, 'metric');
    expect(result).toEqual({ amount: expected, unit: expectedUnit });
    expect(Number.isInteger(result.amount)).toBe(true);
  });

  it.each([
    [200, 'g'],
    [1.25, 'kg'],
    [500, 'mL'],
    [2, 'litres'],
    [3, 'pieces'],
    [2, 'cloves'],
    [1, 'pinch'],
    [0, 'to taste'],
    [4, ''],
  ])('leaves %d %j unchanged', (amount, unit) => {
    expect(convertUnit(amount, unit, 'metric')).toEqual({ amount, unit });
  });
});

describe('convertUnit to imperial (spec §5)', () => {
  it.each([
    // grams: pounds from 453 g, ounces below (one decimal)
    [452.9, 'g', 16, 'oz'],
    [453, 'g', 1, 'lb'],
    [1000, 'grams', 2.2, 'lb'],
    [100, 'g', 3.5, 'oz'],
    [28, 'gram', 1, 'oz'],
    [0, 'g', 0, 'oz'],
    // kilograms
    [1, 'kg', 2.2, 'lb'],
    [2.5, 'kilograms', 5.5, 'lb'],
    // millilitres: cups from 237 ml, tbsp from 15 ml, else tsp
    [236, 'ml', 16, 'tbsp'],
    [237, 'ml', 1, 'cup'],
    [473, 'mL', 2, 'cups'],
    [500, 'millilitres', 2.1, 'cups'],
    [14.9, 'ml', 3, 'tsp'],
    [15, 'ml', 1, 'tbsp'],
    [30, 'milliliters', 2, 'tbsp'],
    [5, 'ml', 1, 'tsp'],
    // litres
    [1, 'l', 4.2, 'cups'],
    [0.5, 'L', 2.1, 'cups'],
    [2, 'liters', 8.5, 'cups'],
  ])('%d %s → %d %s', (amount, unit, expected, expectedUnit) => {
    expect(convertUnit(amount, unit, 'imperial')).toEqual({ amount: expected, unit: expectedUnit });
  });

  it('uses one decimal', () => {
    const { amount } = convertUnit(123.456, 'g', 'imperial');
    expect(amount).toBe(Math.round((123.456 / CONVERSION_FACTORS.gramsPerOunce) * 10) / 10);
    expect(amount * 10).toBeCloseTo(Math.round(amount * 10), 9);
  });

  it.each([
    [2, 'cups'],
    [1, 'lb'],
    [3, 'Tbsp'],
    [0.5, 'tsp'],
    [6, 'oz'],
    [4, 'fl oz'],
    [3, 'cloves'],
    [1, 'to taste'],
    [2, ''],
  ])('leaves %d %j unchanged', (amount, unit) => {
    expect(convertUnit(amount, unit, 'imperial')).toEqual({ amount, unit });
  });
});

describe('convertUnit never hands out a bad number', () => {
  it.each([
    [Number.NaN, 'g'],
    [-5, 'cups'],
    [Number.NEGATIVE_INFINITY, 'lb'],
    [-0, 'pieces'],
  ])('%d %s becomes 0', (amount, unit) => {
    for (const system of ['metric', 'imperial'] as const) {
      const result = convertUnit(amount, unit, system);
      expect(Object.is(result.amount, 0)).toBe(true);
    }
  });

  it('keeps Infinity finite', () => {
    expect(Number.isFinite(convertUnit(Number.POSITIVE_INFINITY, 'lb', 'metric').amount)).toBe(true);
    expect(safeAmount(Number.POSITIVE_INFINITY)).toBe(Number.MAX_VALUE);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.0049, 2, 1],
    [0.05, 1, 0.1],
    [2.25, 1, 2.3],
    [15.964, 1, 16],
    [236.4, 0, 236],
  ])('roundTo(%d, %d) = %d', (amount, decimals, expected) => {
    expect(roundTo(amount, decimals)).toBe(expected);
  });
});

// ---- properties ----

const knownSpellings = ['lb', 'oz', 'g', 'kg', 'ml', 'l', 'cups', 'tbsp', 'tsp', 'fl oz', 'Pounds', 'mL'];
const anyAmount = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0),
);
const anyUnit = fc.oneof(fc.constantFrom(...knownSpellings), fc.string());
const anySystem = fc.constantFrom('metric' as const, 'imperial' as const);
const kitchenAmount = fc.double({ min: 0, max: 100_000, noNaN: true });

describe('properties', () => {
  it('every output amount is finite and non-negative', () => {
    fc.assert(
      fc.property(anyAmount, anyUnit, anySystem, (amount, unit, system) => {
        const result = convertUnit(amount, unit, system);
        return Number.isFinite(result.amount) && result.amount >= 0 && !Object.is(result.amount, -0);
      }),
    );
  });

  it('unknown units pass through unchanged', () => {
    fc.assert(
      fc.property(
        kitchenAmount,
        fc.string().filter((unit) => recogniseUnit(unit) === null),
        anySystem,
        (amount, unit, system) => {
          expect(convertUnit(amount, unit, system)).toEqual({ amount: safeAmount(amount), unit });
        },
      ),
    );
  });

  it('a unit already in the target system is left as written', () => {
    fc.assert(
      fc.property(kitchenAmount, fc.constantFrom('g', 'grams', 'kg', 'ml', 'L', 'litres'), (amount, unit) => {
        expect(convertUnit(amount, unit, 'metric')).toEqual({ amount: safeAmount(amount), unit });
      }),
    );
    fc.assert(
      fc.property(
        kitchenAmount,
        fc.constantFrom('lb', 'oz', 'cups', 'tbsp', 'tsp', 'fl oz'),
        (amount, unit) => {
          expect(convertUnit(amount, unit, 'imperial')).toEqual({ amount: safeAmount(amount), unit });
        },
      ),
    );
  });

  it('metric → imperial → metric stays within the rounding the rules allow', () => {
    const f = CONVERSION_FACTORS;
    // One-decimal rounding in the imperial unit, then whole-number rounding back (+ tiny factor drift).
    const slack: Record<string, number> = {
      oz: 0.05 * f.gramsPerOunce,
      lb: 0.05 * f.gramsPerPound,
      tsp: 0.05 * f.mlPerTeaspoon,
      tbsp: 0.05 * f.mlPerTablespoon,
      cup: 0.05 * f.mlPerCup,
      cups: 0.05 * f.mlPerCup,
    };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        fc.constantFrom('g', 'ml', 'kg', 'l'),
        (amount, unit) => {
          const imperial = convertUnit(amount, unit, 'imperial');
          const back = convertUnit(imperial.amount, imperial.unit, 'metric');
          const perUnit = unit === 'kg' || unit === 'l' ? 1000 : 1;
          const original = amount * perUnit;
          const allowed = (slack[imperial.unit] ?? 0) + 0.5 + original * 1e-5;
          expect(back.unit).toBe(unit === 'g' || unit === 'kg' ? 'g' : 'ml');
          expect(Math.abs(back.amount - original)).toBeLessThanOrEqual(allowed);
        },
      ),
    );
  });

  it('the imperial unit follows the thresholds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (ml) => {
        const { unit } = convertUnit(ml, 'ml', 'imperial');
        const expected =
          ml >= IMPERIAL_THRESHOLDS.cupsFromMl
            ? 'cups'
            : ml >= IMPERIAL_THRESHOLDS.tablespoonsFromMl
              ? 'tbsp'
              : 'tsp';
        expect(unit.startsWith(expected === 'cups' ? 'cup' : expected)).toBe(true);
      }),
    );
  });
});
