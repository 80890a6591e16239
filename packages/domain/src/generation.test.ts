import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ConstraintsSchema,
  DEFAULT_CONSTRAINTS,
  fitPantryReport,
  GenerationRequestSchema,
  PANTRY_REPORT_LIMITS,
  type PantryReport,
  PantryReportSchema,
} from './generation.ts';
import {
  BUDGET_OPTIONS,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  MAX_INGREDIENTS_LENGTH,
  parseAllergies,
  SKILL_LEVELS,
} from './options.ts';

// Spec §5, written out here on purpose: the test compares the code against the spec, not itself.
const SPEC_DEFAULTS = {
  time: 30,
  servings: 4,
  diet: [],
  allergies: [],
  skillLevel: 'beginner',
  appliances: [],
  budget: 'medium',
  macroFocus: [],
};

describe('ConstraintsSchema defaults (spec §5)', () => {
  it('an empty object parses to the spec defaults', () => {
    expect(v.parse(ConstraintsSchema, {})).toEqual(SPEC_DEFAULTS);
  });

  it('DEFAULT_CONSTRAINTS equals the spec defaults', () => {
    expect(DEFAULT_CONSTRAINTS).toEqual(SPEC_DEFAULTS);
  });

  it('a request without constraints gets the defaults', () => {
    expect(v.parse(GenerationRequestSchema, { ingredients: 'eggs' })).toEqual({
      ingredients: 'eggs',
      constraints: SPEC_DEFAULTS,
      surprise: false,
    });
  });
});

describe('option lists (spec §5)', () => {
  it('match the spec', () => {
    expect(DIET_OPTIONS).toEqual(['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo']);
    expect(SKILL_LEVELS).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(BUDGET_OPTIONS).toEqual(['low', 'medium', 'high']);
    expect(EQUIPMENT_OPTIONS).toEqual([
      'Oven',
      'Stove',
      'Microwave',
      'Air Fryer',
      'Slow Cooker',
      'Instant Pot',
    ]);
    expect(MACRO_FOCUS_OPTIONS).toEqual(['High Protein', 'Low Carb', 'Low Fat', 'High Fiber', 'Balanced']);
  });
});

describe('GenerationRequestSchema bounds', () => {
  const request = (constraints: Record<string, unknown>, ingredients = 'chicken, rice') => ({
    ingredients,
    constraints,
  });
  const accepts = (input: unknown) => v.safeParse(GenerationRequestSchema, input).success;

  it.each([
    [5, true],
    [4, false],
    [0, false],
    [180, true],
    [185, false],
    [175, true],
    [7, false],
    [32.5, false],
    ['30', false],
  ])('cooking time %j → %s (5 to 180, step 5)', (time, ok) => {
    expect(accepts(request({ time }))).toBe(ok);
  });

  it.each([
    [1, true],
    [12, true],
    [0, false],
    [13, false],
    [-1, false],
    [2.5, false],
  ])('servings %j → %s (1 to 12)', (servings, ok) => {
    expect(accepts(request({ servings }))).toBe(ok);
  });

  it('ingredients up to the maximum length', () => {
    expect(accepts(request({}, 'a'.repeat(MAX_INGREDIENTS_LENGTH)))).toBe(true);
    expect(accepts(request({}, 'a'.repeat(MAX_INGREDIENTS_LENGTH + 1)))).toBe(false);
    expect(accepts({ constraints: {} })).toBe(false);
  });

  it.each([
    ['diet', ['Vegan', 'Carnivore']],
    ['appliances', ['Oven', 'Campfire']],
    ['macroFocus', ['Low Sugar']],
    ['skillLevel', 'expert'],
    ['budget', 'free'],
    ['allergies', 'peanuts'],
  ])('rejects an unknown %s', (key, value) => {
    expect(accepts(request({ [key]: value }))).toBe(false);
  });

  it('accepts every listed option and drops duplicates', () => {
    const parsed = v.parse(
      GenerationRequestSchema,
      request({
        diet: [...DIET_OPTIONS],
        appliances: ['Oven', 'Oven', 'Stove'],
        macroFocus: [...MACRO_FOCUS_OPTIONS],
        skillLevel: 'advanced',
        budget: 'low',
      }),
    );
    expect(parsed.constraints.diet).toEqual([...DIET_OPTIONS]);
    expect(parsed.constraints.appliances).toEqual(['Oven', 'Stove']);
    expect(parsed.constraints.skillLevel).toBe('advanced');
    expect(parsed.constraints.budget).toBe('low');
  });

  it('trims allergies and drops empty ones, within limits', () => {
    const parsed = v.parse(
      GenerationRequestSchema,
      request({ allergies: [' peanuts ', '', '  ', 'shellfish'] }),
    );
    expect(parsed.constraints.allergies).toEqual(['peanuts', 'shellfish']);
    expect(accepts(request({ allergies: Array.from({ length: 21 }, (_, i) => `a${i}`) }))).toBe(false);
    expect(accepts(request({ allergies: ['x'.repeat(61)] }))).toBe(false);
  });

  it('surprise is a boolean defaulting to false', () => {
    expect(v.parse(GenerationRequestSchema, { ingredients: '', surprise: true }).surprise).toBe(true);
    expect(accepts({ ingredients: '', surprise: 'yes' })).toBe(false);
  });
});

describe('parseAllergies (spec §5: comma-separated, trimmed, empty items dropped)', () => {
  it.each([
    ['peanuts, shellfish', ['peanuts', 'shellfish']],
    [' peanuts ,shellfish , ', ['peanuts', 'shellfish']],
    ['', []],
    [' , ,, ', []],
    ['tree nuts', ['tree nuts']],
    ['milk,,eggs', ['milk', 'eggs']],
  ])('%j → %j', (text, expected) => {
    expect(parseAllergies(text)).toEqual(expected);
  });

  it('never yields empty or untrimmed items, and keeps every non-empty part in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (parts) => {
        const result = parseAllergies(parts.join(','));
        expect(result.every((a) => a.length > 0 && a === a.trim())).toBe(true);
        const expected = parts
          .flatMap((p) => p.split(','))
          .map((p) => p.trim())
          .filter(Boolean);
        expect(result).toEqual(expected);
      }),
    );
  });
});

describe('PantryReportSchema', () => {
  const report: PantryReport = {
    unrecognized: ['zorblax', 'quuxberry'],
    understood: [{ typed: 'brocoli', as: 'broccoli' }],
    leftOut: [{ item: 'peanut butter', reason: 'contains peanuts' }],
  };
  const accepts = (input: unknown) => v.safeParse(PantryReportSchema, input).success;

  it('accepts a report, and an empty one', () => {
    expect(accepts(report)).toBe(true);
    expect(accepts({ unrecognized: [], understood: [], leftOut: [] })).toBe(true);
  });

  it('needs every list, with the right item shapes', () => {
    expect(accepts({ unrecognized: [], understood: [] })).toBe(false);
    expect(accepts({ ...report, unrecognized: [42] })).toBe(false);
    expect(accepts({ ...report, understood: [{ typed: 'brocoli' }] })).toBe(false);
    expect(accepts({ ...report, leftOut: ['peanut butter'] })).toBe(false);
  });

  it('caps the number of items and their length', () => {
    const { items, textLength, reasonLength } = PANTRY_REPORT_LIMITS;
    expect([items, textLength]).toEqual([40, 60]);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
    expect(accepts({ ...report, unrecognized: words(items) })).toBe(true);
    expect(accepts({ ...report, unrecognized: words(items + 1) })).toBe(false);
    expect(accepts({ ...report, unrecognized: ['x'.repeat(textLength)] })).toBe(true);
    expect(accepts({ ...report, unrecognized: ['x'.repeat(textLength + 1)] })).toBe(false);
    expect(accepts({ ...report, understood: [{ typed: 'a', as: 'x'.repeat(textLength + 1) }] })).toBe(false);
    expect(accepts({ ...report, leftOut: [{ item: 'x'.repeat(textLength + 1), reason: 'r' }] })).toBe(false);
    expect(accepts({ ...report, leftOut: [{ item: 'a', reason: 'x'.repeat(reasonLength) }] })).toBe(true);
    expect(accepts({ ...report, leftOut: [{ item: 'a', reason: 'x'.repeat(reasonLength + 1) }] })).toBe(
      false,
    );
  });

  it('fitPantryReport cuts any report to the bounds, keeping the first items', () => {
    const long = (n: number) => 'y'.repeat(n);
    const pair = { typed: fc.string({ maxLength: 200 }), as: fc.string({ maxLength: 200 }) };
    fc.assert(
      fc.property(
        fc.record({
          unrecognized: fc.array(fc.string({ maxLength: 200 }), { maxLength: 100 }),
          understood: fc.array(fc.record(pair), { maxLength: 100 }),
          leftOut: fc.array(
            fc.record({ item: fc.string({ maxLength: 200 }), reason: fc.string({ maxLength: 400 }) }),
            { maxLength: 100 },
          ),
        }),
        (anyReport) => {
          const fitted = fitPantryReport(anyReport);
          expect(accepts(fitted)).toBe(true);
          expect(fitted.unrecognized[0]).toBe(anyReport.unrecognized[0]?.slice(0, 60));
        },
      ),
    );
    expect(fitPantryReport(report)).toEqual(report);
    expect(fitPantryReport({ ...report, unrecognized: [long(80)] }).unrecognized).toEqual([long(60)]);
  });
});
