import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseAmount, mergeNeeds, scaleNeed, subtractPantry } from './shopping.ts';
import { CONVERSION_FACTORS } from './units.ts';

const rice = { gramsPerCup: 185 };
const onion = { gramsPerPiece: 150 };

describe('mergeNeeds', () => {
  it('adds the same food in grams and pounds as grams', () => {
    const merged = mergeNeeds([
      { key: 'rice', amount: 200, unit: 'g' },
      { key: 'rice', amount: 1, unit: 'lb' },
    ]);
    expect(merged.amounts).toHaveLength(1);
    expect(merged.amounts[0]?.unit).toBe('g');
    expect(merged.amounts[0]?.amount).toBeCloseTo(200 + CONVERSION_FACTORS.gramsPerPound, 6);
  });

  it('adds cups and millilitres as millilitres when the food has no gram weight', () => {
    const merged = mergeNeeds([
      { key: 'milk', amount: 1, unit: 'cup' },
      { key: 'milk', amount: 100, unit: 'ml' },
      { key: 'milk', amount: '1/2', unit: 'cups' },
    ]);
    expect(merged.amounts).toHaveLength(1);
    expect(merged.amounts[0]?.unit).toBe('ml');
    expect(merged.amounts[0]?.amount).toBeCloseTo(1.5 * CONVERSION_FACTORS.mlPerCup + 100, 6);
  });

  it('turns cups into grams when weight is among the amounts and the catalogue knows grams per cup', () => {
    const merged = mergeNeeds(
      [
        { key: 'rice', amount: 1, unit: 'cup' },
        { key: 'rice', amount: 100, unit: 'g' },
      ],
      rice,
    );
    expect(merged.amounts).toEqual([{ amount: 285, unit: 'g' }]);
  });

  it('keeps cups and grams apart when the catalogue does not know the weight of a cup', () => {
    const merged = mergeNeeds([
      { key: 'x', amount: 1, unit: 'cup' },
      { key: 'x', amount: 100, unit: 'g' },
    ]);
    expect(merged.amounts.map((a) => a.unit)).toEqual(['g', 'ml']);
  });

  it('weighs counted pieces with the grams per piece (countable and weighed)', () => {
    const merged = mergeNeeds(
      [
        { key: 'onion', amount: 2, unit: '' },
        { key: 'onion', amount: 300, unit: 'g' },
        { key: 'onion', amount: 1, unit: 'large' },
      ],
      onion,
    );
    expect(merged.amounts).toEqual([{ amount: 750, unit: 'g' }]);
  });

  it('counts pieces as pieces when nothing is weighed', () => {
    expect(
      mergeNeeds(
        [
          { key: 'egg', amount: 2, unit: '' },
          { key: 'egg', amount: 3, unit: 'large' },
        ],
        { gramsPerPiece: 50 },
      ).amounts,
    ).toEqual([{ amount: 5, unit: '' }]);
  });

  it('keeps units of their own (cans, cloves) and text amounts apart', () => {
    const merged = mergeNeeds([
      { key: 'garlic', amount: 2, unit: 'cloves' },
      { key: 'garlic', amount: 1, unit: 'clove' },
      { key: 'garlic', amount: 'a pinch', unit: '' },
      { key: 'garlic', amount: 'a pinch', unit: '' },
    ]);
    expect(merged).toEqual({ amounts: [{ amount: 3, unit: 'clove' }], notes: ['a pinch'] });
  });

  it('adds two recipes after scaling each by its own factor', () => {
    const first = scaleNeed({ key: 'rice', amount: 150, unit: 'g' }, 2); // 2 → 4 servings
    const second = scaleNeed({ key: 'rice', amount: '1/2', unit: 'cup' }, 3); // 2 → 6 servings
    const merged = mergeNeeds([first, second], rice);
    expect(merged.amounts).toEqual([{ amount: 300 + 1.5 * 185, unit: 'g' }]);
  });

  it('never loses or invents weight: merging in any order gives the sum of the parts in grams', () => {
    const unit = fc.constantFrom('g', 'kg', 'lb', 'oz');
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.double({ min: 0.01, max: 1000, noNaN: true }), unit }), {
          minLength: 1,
          maxLength: 8,
        }),
        (parts) => {
          const needs = parts.map((p) => ({ key: 'k', ...p }));
          const total = parts.reduce((sum, p) => sum + baseAmount(p.amount, p.unit).amount, 0);
          const merged = mergeNeeds(needs);
          const reversed = mergeNeeds([...needs].reverse());
          expect(merged.amounts).toHaveLength(1);
          expect(merged.amounts[0]?.amount).toBeCloseTo(total, 6);
          expect(reversed.amounts[0]?.amount).toBeCloseTo(total, 6);
        },
      ),
    );
  });
});

describe('scaleNeed', () => {
  it('scales numbers and numeric text, and keeps other text as written', () => {
    expect(scaleNeed({ key: 'a', amount: 2, unit: 'g' }, 1.5).amount).toBe(3);
    expect(scaleNeed({ key: 'a', amount: '1 1/2', unit: 'cup' }, 2).amount).toBe(3);
    expect(scaleNeed({ key: 'a', amount: 'to taste', unit: '' }, 2).amount).toBe('to taste');
  });
});

describe('subtractPantry', () => {
  const need = mergeNeeds([{ key: 'rice', amount: 500, unit: 'g' }], rice);

  it('takes off what the pantry holds in a unit that converts', () => {
    const after = subtractPantry(need, [{ amount: 1, unit: 'cup' }], rice);
    expect(after).toEqual({
      amounts: [{ amount: 315, unit: 'g' }],
      notes: [],
      covered: false,
      inPantry: true,
    });
  });

  it('covers the line when the pantry holds enough, or holds some without an amount', () => {
    expect(subtractPantry(need, [{ amount: 2, unit: 'lb' }], rice).covered).toBe(true);
    expect(subtractPantry(need, [{ amount: null, unit: '' }], rice)).toEqual({
      amounts: [],
      notes: [],
      covered: true,
      inPantry: true,
    });
  });

  it('leaves the amount when the holding does not convert, marked as in the pantry', () => {
    const after = subtractPantry(need, [{ amount: 2, unit: 'can' }], rice);
    expect(after).toEqual({ ...need, covered: false, inPantry: true });
  });

  it('changes nothing without holdings', () => {
    expect(subtractPantry(need, [], rice)).toEqual({ ...need, covered: false, inPantry: false });
  });

  it('reads parse-ingredient unit ids', () => {
    expect(baseAmount(2, 'tablespoon')).toEqual({
      amount: 2 * CONVERSION_FACTORS.mlPerTablespoon,
      unit: 'ml',
    });
    expect(baseAmount(1, 'pound').unit).toBe('g');
  });
});
