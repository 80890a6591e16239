import { type ConstraintsInput, ConstraintsSchema, type RecipeDraft } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkTrio } from '../check/check-recipe.ts';
import { pantryReport, readPantry } from '../read/pantry.ts';
import { lintTrio } from '../review/lint.ts';
import { showRecipe } from '../review/review.ts';
import { cookLocally } from './index.ts';

// Twenty-three pantries a person could read, across cuisines and meal types. Each trio is kept as a golden
// file (golden/<id>.md) a reviewer reads like a cookbook page; a change to the chef shows up there as a
// readable diff. Beside the file, each pantry states what a cook expects of it, and every trio must
// pass the checker and the linter with no findings.

interface Golden {
  id: string;
  ingredients: string;
  constraints: ConstraintsInput;
  /** What a cook expects, read from the three recipes. */
  expect: (trio: RecipeDraft[]) => void;
}

const titles = (trio: RecipeDraft[]) => trio.map((d) => d.title).join(' | ');
const anyTitle = (trio: RecipeDraft[], pattern: RegExp) => expect(titles(trio)).toMatch(pattern);
const everyTitle = (trio: RecipeDraft[], pattern: RegExp) => {
  for (const draft of trio) expect(draft.title).toMatch(pattern);
};
const uses = (draft: RecipeDraft, word: RegExp) => draft.ingredientsList.some((l) => word.test(l.item));
const centred = (trio: RecipeDraft[], word: RegExp) =>
  expect(trio.filter((d) => uses(d, word)).length).toBeGreaterThanOrEqual(2);

const SWEET =
  /\b(porridge|oats|pancakes?|muffins?|crumble|parfait|toast|bowl|compote|pudding|bread|salad|cake|fruit|yogurt)\b/i;

const GOLDEN: Golden[] = [
  {
    id: 'misspelt-stir-fry',
    ingredients: 'chiken thighs, brocoli, garlik, soy sause, jasmin rice, ginger',
    constraints: { time: 30, servings: 2 },
    expect: (trio) => centred(trio, /chicken/),
  },
  {
    id: 'breakfast-oats',
    ingredients: 'rolled oats, 2 bananas, greek yogurt, honey, blueberries',
    constraints: { time: 15, servings: 2 },
    expect: (trio) => everyTitle(trio, SWEET),
  },
  {
    id: 'pasta-30-minutes',
    ingredients: 'spaghetti, canned tomatoes, garlic, onion, parmesan, basil, canned tuna',
    constraints: { time: 30, servings: 4 },
    expect: (trio) => anyTitle(trio, /\b(spaghetti|pasta)\b/i),
  },
  {
    id: 'whole-chicken-roast',
    ingredients: 'whole chicken, potatoes, carrots, onion, lemon, thyme',
    constraints: { time: 120, servings: 4, appliances: ['Oven', 'Stove'] },
    expect: (trio) => anyTitle(trio, /\broast\b.*\bchicken\b/i),
  },
  {
    id: 'mexican-beef-tacos',
    ingredients: 'ground beef, corn tortillas, black beans, onion, tomato, cheddar, lime, cilantro',
    constraints: { time: 30, servings: 4 },
    expect: (trio) => centred(trio, /beef/),
  },
  {
    id: 'indian-chicken-curry',
    ingredients:
      'chicken thighs, onion, garlic, ginger, canned tomatoes, garam masala, greek yogurt, basmati rice',
    constraints: { time: 60, servings: 4 },
    expect: (trio) => anyTitle(trio, /curry|masala|biryani|pilaf/i),
  },
  {
    id: 'indian-vegan-dal',
    ingredients:
      'red lentils, onion, garlic, ginger, turmeric, cumin, canned tomatoes, spinach, basmati rice',
    constraints: { time: 45, servings: 4, diet: ['Vegan'] },
    expect: (trio) => centred(trio, /lentil/),
  },
  {
    id: 'japanese-salmon-rice',
    ingredients: 'salmon, rice, soy sauce, ginger, scallions, bok choy',
    constraints: { time: 40, servings: 2 },
    expect: (trio) => centred(trio, /salmon/),
  },
  {
    id: 'thai-shrimp-noodles',
    ingredients: 'shrimp, rice noodles, eggs, bean sprouts, peanuts, fish sauce, lime, garlic',
    constraints: { time: 30, servings: 2 },
    expect: (trio) => centred(trio, /shrimp/),
  },
  {
    id: 'middle-eastern-chickpeas',
    ingredients: 'chickpeas, pita, cucumber, tomatoes, tahini, lemon, parsley, red onion',
    constraints: { time: 30, servings: 2, diet: ['Vegan'] },
    expect: (trio) => centred(trio, /chickpea/),
  },
  {
    id: 'mediterranean-eggs-feta',
    ingredients: 'eggs, feta, tomatoes, cucumber, olives, red onion, bread',
    constraints: { time: 20, servings: 2, diet: ['Vegetarian'] },
    expect: (trio) => centred(trio, /egg|feta/),
  },
  {
    id: 'latin-chorizo-potato',
    ingredients: 'fresh chorizo, potatoes, eggs, onion, bell pepper, cilantro',
    constraints: { time: 40, servings: 3 },
    expect: (trio) => centred(trio, /chorizo/),
  },
  {
    id: 'soup-chicken-noodle',
    ingredients: 'chicken thighs, carrots, celery, onion, egg noodles, chicken stock',
    constraints: { time: 45, servings: 4 },
    expect: (trio) => anyTitle(trio, /soup/i),
  },
  {
    id: 'stew-beef-slow',
    ingredients: 'beef chuck roast, carrots, potatoes, onion, beef stock, thyme',
    constraints: { time: 180, servings: 6 },
    expect: (trio) => centred(trio, /beef/),
  },
  {
    id: 'salad-nicoise',
    ingredients: 'canned tuna, potatoes, green beans, eggs, olives, lettuce, lemon',
    constraints: { time: 30, servings: 2 },
    expect: (trio) => centred(trio, /tuna/),
  },
  {
    id: 'sandwich-ham-cheese',
    ingredients: 'bread, ham, cheddar, tomato, lettuce, mayonnaise',
    constraints: { time: 15, servings: 2 },
    expect: (trio) => centred(trio, /ham|bread/),
  },
  {
    id: 'brunch-eggs-mushrooms',
    ingredients: 'eggs, spinach, mushrooms, cheddar, sourdough, butter',
    constraints: { time: 20, servings: 2 },
    expect: (trio) => centred(trio, /egg/),
  },
  {
    id: 'sweet-apple-bake',
    ingredients: 'flour, eggs, milk, butter, brown sugar, apples, cinnamon, rolled oats',
    constraints: { time: 60, servings: 6 },
    expect: (trio) => everyTitle(trio, SWEET),
  },
  {
    id: 'microwave-only-leftovers',
    ingredients: 'leftover rice, eggs, frozen peas, soy sauce, scallions, leftover chicken',
    constraints: { time: 15, servings: 1, appliances: ['Microwave'] },
    expect: (trio) => {
      for (const draft of trio)
        for (const step of draft.steps)
          expect(['Microwave', 'none', 'Knife', 'Bowl', 'Spoon', 'Plate', 'Fork', 'Whisk', 'Jar']).toContain(
            step.appliance,
          );
    },
  },
  {
    id: 'tofu-gluten-free',
    ingredients: 'firm tofu, broccoli, red bell pepper, tamari, garlic, rice',
    constraints: { time: 35, servings: 3, allergies: ['gluten'], diet: ['Vegan'] },
    expect: (trio) => centred(trio, /tofu/),
  },
  // The obvious dish of the pantry (decision 122).
  {
    id: 'carbonara-beginner',
    ingredients: 'spaghetti, 4 rashers bacon, 2 eggs, parmesan, black pepper',
    constraints: { time: 25, servings: 2 },
    expect: (trio) => anyTitle(trio, /Carbonara/),
  },
  {
    id: 'cottage-pie-crowd',
    ingredients:
      '5kg potatoes, 2kg minced beef, 4 onions, 6 carrots, frozen peas, beef stock cubes, worcestershire, butter, milk',
    constraints: { time: 120, servings: 12 },
    expect: (trio) => {
      anyTitle(trio, /Cottage Pie/);
      centred(trio, /beef/);
    },
  },
  {
    id: 'potato-salad-ham',
    ingredients: 'mayonnaise, potatoes, ham',
    constraints: { time: 30, servings: 4 },
    expect: (trio) => anyTitle(trio, /Potato Salad/),
  },
];

const cook = (golden: Golden) => {
  const request = {
    ingredients: golden.ingredients,
    constraints: v.parse(ConstraintsSchema, golden.constraints),
  };
  const trio = cookLocally(request);
  return { request, trio };
};

describe('golden pantries', () => {
  it('are twenty, across cuisines and meal types', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(20);
  });

  it.each(GOLDEN.map((g) => [g.id, g] as const))('%s', async (id, golden) => {
    const { request, trio } = cook(golden);
    expect(checkTrio(trio, request)).toEqual([]);
    expect(lintTrio(trio, request).map((f) => `[${f.rule}] ${f.recipe}: ${f.message}`)).toEqual([]);
    golden.expect(trio);
    const page = [
      `# ${id}`,
      '',
      `Pantry: ${golden.ingredients}`,
      `Constraints: ${JSON.stringify(golden.constraints)}`,
      '',
      ...trio.map((draft, index) => showRecipe(draft, index)),
      '',
    ].join('\n');
    await expect(page).toMatchFileSnapshot(`golden/${id}.md`);
  });

  it('a pantry of misspellings says what it understood', () => {
    const reading = readPantry(GOLDEN[0]!.ingredients);
    const report = pantryReport(reading, v.parse(ConstraintsSchema, {}));
    expect(report.understood.map((u) => u.as)).toEqual(
      expect.arrayContaining(['broccoli', 'garlic', 'chicken thigh']),
    );
    expect(report.unrecognized).toEqual([]);
  });

  it('skill changes the dishes offered: an advanced cook gets a harder dish than a beginner', () => {
    const pantry = 'chicken thighs, potatoes, onion, garlic, carrots, mushrooms, rice, canned tomatoes';
    const rank = { beginner: 0, intermediate: 1, advanced: 2 } as const;
    const level = (skill: 'beginner' | 'advanced') =>
      Math.max(
        ...cook({
          id: '',
          ingredients: pantry,
          constraints: { time: 90, skillLevel: skill },
          expect: () => {},
        }).trio.map((d) => rank[d.difficulty]),
      );
    expect(level('beginner')).toBe(0);
    expect(level('advanced')).toBeGreaterThan(0);
  });
});
