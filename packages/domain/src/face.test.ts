import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISH_FAMILIES, dishFamilyOf, EXAMPLE_PANTRIES, PAGE_TITLES, pageTitle } from './face.ts';

describe('dishFamilyOf', () => {
  it.each([
    ['Creamy Tomato Soup', 'soup'],
    ['Garlic Butter Spaghetti', 'pasta'],
    ['Sesame Noodles with Greens', 'noodles'],
    ['Spinach and Cheddar Frittata', 'eggs'],
    ['Chicken Fried Rice', 'rice'],
    ['Roasted Vegetable Gratin', 'bake'],
    ['Black Bean Tacos', 'wrap'],
    ['Lemon Herb Chicken Skewers', 'grill'],
    ['Crunchy Cabbage Slaw', 'salad'],
  ])('%s is drawn as %s', (title, family) => {
    expect(dishFamilyOf({ title })).toBe(family);
  });

  it('reads the description when the title names no family, and falls back to a plate', () => {
    expect(dishFamilyOf({ title: 'Sunday Supper', description: 'A slow lentil stew.' })).toBe('soup');
    expect(dishFamilyOf({ title: 'Sunday Supper', description: 'Something good.' })).toBe('plate');
  });

  it('matches at the start of a word only ("rice" is not in "Licorice")', () => {
    expect(dishFamilyOf({ title: 'Licorice Carrots' })).toBe('plate');
  });

  it('always answers one of the drawn families, whatever the text', () => {
    const known = new Set<string>([...DISH_FAMILIES.map((entry) => entry.family), 'plate']);
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        expect(known.has(dishFamilyOf({ title, description }))).toBe(true);
      }),
    );
  });
});

describe('page titles and example pantries', () => {
  it('names a page "<page> · Sous" and leaves the home title alone', () => {
    expect(pageTitle(PAGE_TITLES.saved)).toBe('Saved Recipes · Sous');
    expect(pageTitle(PAGE_TITLES.home)).toBe(PAGE_TITLES.home);
    expect(new Set(Object.values(PAGE_TITLES).map(pageTitle)).size).toBe(Object.keys(PAGE_TITLES).length);
  });

  it('offers example pantries that each fill the box with a short list', () => {
    for (const pantry of EXAMPLE_PANTRIES) {
      expect(pantry.ingredients.split(',').length).toBeGreaterThanOrEqual(3);
      expect(pantry.label.length).toBeLessThan(24);
    }
  });
});
