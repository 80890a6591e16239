import { ASSUMED_STAPLE_NAMES, COMMON_STAPLES, isAssumedStaple } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { getIngredient } from '../catalog/index.ts';
import { STAPLE_IDS } from '../check/check-recipe.ts';
import { AISLES, OTHER_AISLE } from '../data/aisles.ts';
import { aisleOf, groupByAisle, readPantryEntries, shoppingFood } from './shopping-food.ts';

describe('aisles', () => {
  it('shelves every category in exactly one aisle', () => {
    const categories = AISLES.flatMap((aisle) => aisle.categories);
    expect(new Set(categories).size).toBe(categories.length);
  });

  it('shelves foods by category, and by a first word like frozen or canned before that', () => {
    expect(shoppingFood('broccoli').aisle).toBe('Produce');
    expect(shoppingFood('chicken thighs').aisle).toBe('Meat and poultry');
    expect(shoppingFood('cheddar cheese').aisle).toBe('Dairy and eggs');
    expect(shoppingFood('canned chickpeas').aisle).toBe('Canned goods and beans');
    expect(shoppingFood('frozen mixed vegetables').aisle).toBe('Frozen');
    expect(aisleOf(undefined)).toBe(OTHER_AISLE);
  });

  it('keeps a food the catalogue does not know under its own words, in Other', () => {
    expect(shoppingFood('Zorblax Paste')).toMatchObject({
      key: 'zorblax paste',
      ingredientId: null,
      aisle: OTHER_AISLE,
    });
  });

  it('gives the catalogue gram weights for merging', () => {
    const egg = shoppingFood('eggs');
    expect(egg.facts.gramsPerPiece).toBeGreaterThan(0);
    expect(shoppingFood('2 large eggs').key).toBe(egg.key);
  });

  it('groups lines in store order, Other last, names sorted within an aisle', () => {
    const groups = groupByAisle([
      { name: 'zorblax', aisle: OTHER_AISLE },
      { name: 'spinach', aisle: 'Produce' },
      { name: 'milk', aisle: 'Dairy and eggs' },
      { name: 'carrot', aisle: 'Produce' },
      { name: 'odd', aisle: 'Not an aisle' },
    ]);
    expect(groups.map((g) => g.aisle)).toEqual(['Produce', 'Dairy and eggs', OTHER_AISLE]);
    expect(groups[0]?.lines.map((l) => l.name)).toEqual(['carrot', 'spinach']);
    expect(groups[2]?.lines.map((l) => l.name)).toEqual(['odd', 'zorblax']);
  });
});

describe('staples', () => {
  it('reads every staple the engine assumes as assumed on the recipe page', () => {
    for (const id of STAPLE_IDS) {
      const { name } = getIngredient(id);
      expect(isAssumedStaple(name), name).toBe(true);
    }
    expect(isAssumedStaple('Freshly ground black pepper, to taste')).toBe(true);
    expect(isAssumedStaple('red bell pepper')).toBe(false);
    expect(isAssumedStaple('sesame oil')).toBe(false);
    expect(ASSUMED_STAPLE_NAMES.length).toBeGreaterThan(0);
  });

  it('offers quick-add staples the catalogue knows', () => {
    for (const staple of COMMON_STAPLES) expect(shoppingFood(staple).ingredientId, staple).not.toBeNull();
  });
});

describe('readPantryEntries', () => {
  it('reads amounts and foods the way the engine reads the cook', () => {
    const { entries, refusal } = readPantryEntries('2 cans chickpeas, half a bag of spinach\nzorblax');
    expect(refusal).toBeNull();
    expect(entries.map((e) => [e.key, e.quantity, e.unit])).toEqual([
      [shoppingFood('canned chickpeas').key, 2, 'can'],
      [shoppingFood('spinach').key, 0.5, null],
      ['zorblax', null, null],
    ]);
    expect(entries[2]?.ingredientId).toBeNull();
  });

  it('refuses non-food with the reason', () => {
    const { entries, refusal } = readPantryEntries('rice, bleach');
    expect(entries).toEqual([]);
    expect(refusal).toContain('bleach');
  });
});
