import {
  BUDGET_OPTIONS,
  type Constraints,
  ConstraintsSchema,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  SKILL_LEVELS,
} from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus.ts';

// The corpus is the measuring stick of issue 12: these tests keep it as wide as it claims to be.
// They do not cook it; `pnpm review` does, and the linter's findings are not asserted (yet).

const parsed: Constraints[] = CORPUS.map((pantry) => v.parse(ConstraintsSchema, pantry.constraints));

describe('review corpus', () => {
  it('has at least 100 pantries with unique ids, text and a note', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CORPUS.map((p) => p.id)).size).toBe(CORPUS.length);
    for (const pantry of CORPUS) {
      expect(pantry.id).toMatch(/^[a-z0-9-]+$/);
      expect(pantry.ingredients.trim().length).toBeGreaterThan(0);
      expect(pantry.note.length).toBeGreaterThan(10);
    }
  });

  it('covers every meal type and cuisine of issue 12', () => {
    const prefixes = new Set(CORPUS.map((p) => p.id.split('-')[0]));
    for (const meal of [
      'breakfast',
      'brunch',
      'sweet',
      'soup',
      'stew',
      'roast',
      'pasta',
      'noodles',
      'rice',
      'grains',
      'salad',
      'sandwich',
      'wrap',
      'curry',
      'egg',
    ])
      expect(prefixes).toContain(meal);
    const notes = CORPUS.map((p) => p.note).join(' ');
    for (const cuisine of [
      'Mexican',
      'Indian',
      'Chinese',
      'Japanese',
      'Korean',
      'Thai',
      'Vietnamese',
      'Middle Eastern',
      'Mediterranean',
      'Latin American',
    ])
      expect(notes).toContain(cuisine);
  });

  it('covers every diet, skill level, budget and macro focus', () => {
    for (const diet of DIET_OPTIONS) expect(parsed.some((c) => c.diet.includes(diet))).toBe(true);
    for (const skill of SKILL_LEVELS) expect(parsed.some((c) => c.skillLevel === skill)).toBe(true);
    for (const budget of BUDGET_OPTIONS) expect(parsed.some((c) => c.budget === budget)).toBe(true);
    for (const focus of MACRO_FOCUS_OPTIONS)
      expect(parsed.some((c) => c.macroFocus.includes(focus))).toBe(true);
  });

  it('covers common allergies', () => {
    const allergies = new Set(parsed.flatMap((c) => c.allergies.map((a) => a.toLowerCase())));
    for (const allergy of [
      'peanuts',
      'tree nuts',
      'milk',
      'eggs',
      'gluten',
      'wheat',
      'soy',
      'fish',
      'shellfish',
      'sesame',
    ])
      expect(allergies).toContain(allergy);
  });

  it('covers each equipment alone and every pair', () => {
    const sets = new Set(parsed.map((c) => [...c.appliances].sort().join(' + ')));
    for (const one of EQUIPMENT_OPTIONS) expect(sets).toContain(one);
    for (const [i, a] of EQUIPMENT_OPTIONS.entries())
      for (const b of EQUIPMENT_OPTIONS.slice(i + 1)) expect(sets).toContain([a, b].sort().join(' + '));
  });

  it('covers times from 5 to 180 minutes and servings from 1 to 12', () => {
    const times = new Set(parsed.map((c) => c.time));
    for (const time of [5, 10, 15, 20, 30, 45, 60, 90, 120, 180]) expect(times).toContain(time);
    const servings = new Set(parsed.map((c) => c.servings));
    for (let n = 1; n <= 12; n++) expect(servings).toContain(n);
  });
});
