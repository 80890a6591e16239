import { type ConstraintsInput, ConstraintsSchema, type RecipeDraft } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ChefRequest, RecipeTrio } from '../engine.ts';
import {
  addedAfterServing,
  amountsBelieved,
  bayLeavesLeftIn,
  contradictoryStorage,
  cutAfterCooked,
  cutWrongFood,
  donenessBeforeCooking,
  duplicateDish,
  formMismatch,
  fruitPrep,
  hygieneMisplaced,
  lintTrio,
  meanwhileBesideKnifeWork,
  notUsedButListed,
  perPieceAmount,
  portionOutOfRange,
  quickNotQuickest,
  RULES,
  rawStarchNeverCooked,
  restSmallPieces,
  riseWithoutLeavening,
  storageDays,
  sweetDressedSavoury,
  templateWords,
  thinBoard,
  titleStem,
  unlistedIngredient,
  unusedIngredient,
  upgradeBuysOwned,
  upgradeCuisineClash,
  upgradeTooManyItems,
  vagueUpgrade,
  warmNotWarmed,
  zeroWasteUsesFewer,
} from './lint.ts';

// ---------------------------------------------------------------------------------------------------
// Small hand-written drafts

interface Spec {
  title?: string;
  type?: RecipeDraft['recipeType'];
  time?: number;
  servings?: number;
  /** "500 g chicken thighs", "2 eggs", "to taste salt", "1 tbsp sesame seeds (to buy)" */
  lines?: string[];
  /** [appliance, minutes, text] */
  steps?: [string, number, string][];
  kcal?: number;
  protein?: number;
  description?: string;
  leftovers?: string;
  gap?: string[];
}

function line(text: string): RecipeDraft['ingredientsList'][number] {
  const bought = /\s*\(to buy\)$/.test(text);
  const body = text.replace(/\s*\(to buy\)$/, '');
  const notes = bought ? { notes: 'to buy' } : {};
  if (body.startsWith('to taste ')) return { amount: 'to taste', unit: '', item: body.slice(9), ...notes };
  const match = body.match(/^(\d+(?:\.\d+)?)\s+(?:(g|kg|ml|tbsp|tsp|cloves?|slices?)\s+)?(.+)$/);
  if (!match) return { amount: 1, unit: '', item: body, ...notes };
  return { amount: Number(match[1]), unit: match[2] ?? '', item: match[3] as string, ...notes };
}

function recipe(spec: Spec): RecipeDraft {
  const steps = spec.steps ?? [['Stove', 20, 'Cook the chicken breast until done (74°C/165°F).']];
  return {
    title: spec.title ?? 'Test Dish',
    description: spec.description ?? 'A dish for the tests.',
    recipeType: spec.type ?? 'quick',
    difficulty: 'beginner',
    totalTime: spec.time ?? 30,
    prepTime: 5,
    cookTime: (spec.time ?? 30) - 5,
    servings: spec.servings ?? 2,
    ingredientsList: (spec.lines ?? ['400 g chicken breast']).map(line),
    shoppingGap: spec.gap ?? [],
    steps: steps.map(([appliance, minutes, instruction], index) => ({
      step: index + 1,
      appliance,
      duration: Math.ceil(minutes / 5),
      instruction,
    })),
    substitutions: {},
    nutrition: { calories: spec.kcal ?? 550, protein: spec.protein ?? 35, carbs: 50, fat: 20, fiber: 6 },
    costEstimate: { total: 10, perServing: 5, currency: 'USD' },
    leftoverPlan: spec.leftovers ?? 'Refrigerate within 2 hours and eat within 3 days.',
    applianceSwaps: {},
  };
}

function request(ingredients: string, constraints: ConstraintsInput = {}): ChefRequest {
  return { ingredients, constraints: v.parse(ConstraintsSchema, constraints) };
}

const REQUEST = request('chicken thighs, rice, broccoli, soy sauce, garlic');

// A trio a cook would accept: three different dishes, everything listed used and everything used listed.
const QUICK = recipe({
  title: '25-Minute Chicken & Broccoli Stir-Fry',
  type: 'quick',
  time: 25,
  lines: [
    '500 g chicken thighs',
    '300 g broccoli',
    '2 cloves garlic',
    '2 tbsp soy sauce',
    '200 g rice',
    '400 ml water',
    '1 tbsp vegetable oil',
  ],
  steps: [
    [
      'Stove',
      20,
      'Bring the rice to the boil with the water, cover and simmer on low 15 minutes until absorbed.',
    ],
    [
      'Knife',
      5,
      'Meanwhile cut the chicken thighs into strips and the broccoli into small florets; slice the garlic.',
    ],
    [
      'Stove',
      10,
      'Heat the vegetable oil in a wok and stir-fry the chicken thighs until cooked through (74°C/165°F), 7 minutes. Add the broccoli and garlic for 3 minutes, then the soy sauce. Serve over the rice.',
    ],
  ],
});
const ZERO_WASTE = recipe({
  title: 'Use-It-All Chicken Fried Rice',
  type: 'zero-waste',
  time: 35,
  lines: [
    '500 g chicken thighs',
    '250 g rice',
    '500 ml water',
    '300 g broccoli',
    '2 cloves garlic',
    '2 tbsp soy sauce',
    '1 tbsp vegetable oil',
  ],
  steps: [
    [
      'Stove',
      20,
      'Simmer the rice in the water, covered, until absorbed, 15 minutes; spread it on a tray to steam dry.',
    ],
    [
      'Knife',
      5,
      'Dice the chicken thighs; peel the broccoli stalk and chop it with the florets; mince the garlic.',
    ],
    [
      'Stove',
      10,
      'Fry the chicken thighs in the vegetable oil until cooked through (74°C/165°F). Add the broccoli and garlic, then the rice and soy sauce, and toss until piping hot.',
    ],
  ],
});
const UPGRADE = recipe({
  title: 'Soy-Glazed Chicken Thighs with Sesame-Scallion Finish',
  type: 'upgrade',
  time: 30,
  lines: [
    '500 g chicken thighs',
    '300 g broccoli',
    '200 g rice',
    '400 ml water',
    '2 cloves garlic',
    '3 tbsp soy sauce',
    '1 tbsp vegetable oil',
    '1 tbsp sesame seeds (to buy)',
    '2 scallions (to buy)',
  ],
  gap: ['sesame seeds', 'scallion'],
  steps: [
    ['Stove', 20, 'Cook the rice in the water at a bare simmer, lid on, 15 minutes.'],
    [
      'Stove',
      15,
      'Sear the chicken thighs in the vegetable oil until crisp, then glaze with the soy sauce and garlic until cooked through (74°C/165°F).',
    ],
    ['Stove', 5, 'Steam the broccoli 4 minutes.'],
    [
      'none',
      0,
      'Slice the scallions, scatter them and the sesame seeds over the chicken thighs and serve with the rice and broccoli.',
    ],
  ],
});
const GOOD_TRIO: RecipeTrio = [QUICK, ZERO_WASTE, UPGRADE];

describe('lintTrio', () => {
  it('finds nothing in a trio a cook would accept', () => {
    expect(lintTrio(GOOD_TRIO, REQUEST)).toEqual([]);
  });

  it('reports each finding with its rule and the recipe it is about', () => {
    const bad = recipe({
      title: 'Banana',
      lines: ['2 bananas', '400 g chicken breast'],
      kcal: 120,
      protein: 3,
    });
    const findings = lintTrio([bad, ZERO_WASTE, UPGRADE], REQUEST);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) expect(RULES.map((r) => r.id)).toContain(finding.rule);
    expect(findings.some((f) => f.rule === 'unused-ingredient' && f.recipe === 1)).toBe(true);
  });

  it('has a rule for every quality rule of issue 12', () => {
    expect(RULES.map((r) => r.id)).toEqual([
      'unused-ingredient',
      'unlisted-ingredient',
      'template-words',
      'cut-wrong-food',
      'amounts-believed',
      'portion-out-of-range',
      'contradictory-storage',
      'raw-starch',
      'sweet-dressed-savoury',
      'not-used-but-listed',
      'form-mismatch',
      'per-piece-amount',
      'hygiene-misplaced',
      'vague-upgrade',
      'fruit-prep',
      'rise-without-leavening',
      'doneness-before-cooking',
      'rest-small-pieces',
      'warm-not-warmed',
      'thin-board',
      'added-after-serving',
      'cut-after-cooked',
      'bay-leaves-left-in',
      'meanwhile-beside-knife-work',
      'duplicate-dish',
      'quick-not-quickest',
      'zero-waste-uses-fewer',
      'upgrade-too-many-items',
      'upgrade-cuisine-clash',
      'upgrade-buys-owned',
    ]);
  });
});

describe('unused-ingredient', () => {
  it('trips on a listed item no step mentions', () => {
    const draft = recipe({ lines: ['400 g chicken breast', '200 g broccoli', 'to taste salt'] });
    expect(unusedIngredient(draft, REQUEST)).toEqual(['"broccoli" is listed but no step uses it.']);
  });

  it('trips on an item only prepared ("Garlic: mince") and never cooked or served', () => {
    const draft = recipe({
      lines: ['400 g chicken breast', '2 cloves garlic'],
      steps: [
        ['Knife', 5, 'Get everything ready. Garlic: peel and mince finely.'],
        ['Stove', 15, 'Cook the chicken breast until done (74°C/165°F).'],
      ],
    });
    expect(unusedIngredient(draft, REQUEST)).toEqual([
      '"garlic" is prepared in step 1 but never cooked or served.',
    ]);
  });

  it('passes when every item is used, by name or by its kind ("the chicken", "oil")', () => {
    const draft = recipe({
      lines: ['400 g chicken thighs', '1 tbsp olive oil', 'to taste salt'],
      steps: [['Stove', 20, 'Fry the chicken in the oil until cooked through (74°C/165°F).']],
    });
    expect(unusedIngredient(draft, REQUEST)).toEqual([]);
  });
});

describe('unlisted-ingredient', () => {
  it('trips on vinegar, water and oil a step uses but the list does not give', () => {
    const draft = recipe({
      lines: ['400 g chicken breast', '1 tbsp butter'],
      steps: [
        [
          'Stove',
          20,
          'Cook the chicken breast in the butter and a little oil until done (74°C/165°F). Add a splash of water and 1 tbsp vinegar.',
        ],
      ],
    });
    expect(unlistedIngredient(draft, REQUEST)).toEqual([
      'Step 1 uses oil (vegetable oil), which is not listed.',
      'Step 1 uses water (water), which is not listed.',
      'Step 1 uses vinegar (white vinegar), which is not listed.',
    ]);
  });

  it('passes on generic words a listed food satisfies and on hand-washing water', () => {
    const draft = recipe({
      lines: ['400 g chicken thighs', '1 tbsp olive oil', '50 g feta', 'to taste black pepper'],
      steps: [
        ['Knife', 5, 'Cut the chicken into strips, then wash the board and your hands in hot soapy water.'],
        [
          'Stove',
          15,
          'Fry the chicken thighs in the oil until cooked through (74°C/165°F), season with pepper and crumble over the cheese.',
        ],
      ],
    });
    expect(unlistedIngredient(draft, REQUEST)).toEqual([]);
  });
});

describe('template-words', () => {
  it('trips on "the aromatics" with none listed and on template leftovers', () => {
    const draft = recipe({
      title: 'Chicken {dish}',
      lines: ['400 g chicken breast'],
      steps: [['Stove', 20, 'Cook the aromatics, then the chicken breast  until undefined minutes.']],
    });
    const messages = templateWords(draft, REQUEST);
    expect(messages).toContain('Step 1 says "the aromatics" but no aromatic is listed or made.');
    expect(messages.some((m) => m.startsWith('The title has a "{" or "}"'))).toBe(true);
    expect(messages.some((m) => m.startsWith('The step 1 has "undefined"'))).toBe(true);
    expect(messages.some((m) => m.startsWith('The step 1 has a doubled space'))).toBe(true);
  });

  it('trips on doubled punctuation and on "the sauce" when nothing makes one', () => {
    const draft = recipe({
      lines: ['400 g chicken breast'],
      steps: [['Stove', 20, 'Cook the chicken breast until done (74°C/165°F).. Spoon over the sauce.']],
    });
    const messages = templateWords(draft, REQUEST);
    expect(messages).toContain('Step 1 says "the sauce" but no sauce is listed or made.');
    expect(messages.some((m) => m.startsWith('The step 1 has doubled punctuation'))).toBe(true);
  });

  it('trips on a verb with its food missing ("add and stir until fragrant", issue 12 T1)', () => {
    const draft = recipe({
      lines: ['400 g tofu'],
      steps: [
        [
          'Stove',
          10,
          'Fry the tofu, 6 minutes. Turn the heat to medium, add and stir until fragrant, 1 minute.',
        ],
      ],
    });
    expect(
      templateWords(draft, REQUEST).some((m) => m.startsWith('The step 1 has a verb with its food missing')),
    ).toBe(true);
  });

  it('passes when the words have something to refer to', () => {
    const draft = recipe({
      lines: ['400 g chicken breast', '1 onion', '2 tbsp soy sauce', '200 g rice noodles'],
      steps: [
        [
          'Stove',
          20,
          'Cook the aromatics (the onion) until soft, add the chicken breast until done (74°C/165°F), then the sauce. Toss with the rice noodles.',
        ],
      ],
    });
    expect(templateWords(draft, REQUEST)).toEqual([]);
  });
});

describe('cut-wrong-food', () => {
  it('trips on peas, ground meat and drumsticks cut bite-size', () => {
    const draft = recipe({
      lines: ['200 g peas', '400 g ground turkey', '8 chicken drumsticks'],
      steps: [
        [
          'Knife',
          5,
          'Peas: chop into bite-size pieces. Cut the ground turkey into bite-size pieces. Drumsticks: pat dry and cut into bite-size pieces.',
        ],
      ],
    });
    expect(cutWrongFood(draft, REQUEST)).toEqual([
      'Step 1: "Peas: chop into bite-size pieces." — peas is already bite-size.',
      'Step 1: "Cut the ground turkey into bite-size pieces." — ground turkey is minced already.',
      'Step 1: "Drumsticks: pat dry and cut into bite-size pieces." — chicken drumstick is cooked whole or on the bone.',
    ]);
  });

  it('passes on foods that are cut, and a whole bird jointed into pieces', () => {
    const draft = recipe({
      lines: ['400 g chicken breast', '1 whole chicken', '30 g almonds'],
      steps: [
        [
          'Knife',
          5,
          'Chicken breast: cut into bite-size pieces. Whole chicken: cut into 8 pieces. Toast the almonds, then roughly chop with a pinch of salt.',
        ],
      ],
    });
    expect(cutWrongFood(draft, REQUEST)).toEqual([]);
  });

  it('reads a lamb shoulder as the cook has it: a whole joint is not cut bite-size, a diced one may be trimmed to size', () => {
    const draft = recipe({
      lines: ['1000 g lamb shoulder'],
      steps: [['Knife', 5, 'Lamb shoulder: pat dry and cut into bite-size pieces.']],
    });
    expect(cutWrongFood(draft, request('lamb shoulder, onion'))).toEqual([
      'Step 1: "Lamb shoulder: pat dry and cut into bite-size pieces." — lamb shoulder is cooked whole or on the bone.',
    ]);
    expect(cutWrongFood(draft, request('lamb shoulder diced, onion'))).toEqual([]);
  });
});

describe('form-mismatch', () => {
  it('trips on clumps of salmon fillets, cobs of canned corn and melted olive oil (the old texts)', () => {
    const draft = recipe({
      lines: ['500 g salmon', '200 g corn', '1 tbsp olive oil'],
      leftovers: 'Refrigerate within 2 hours. Trimmings: corn: simmer the bare cobs into stock.',
      steps: [
        [
          'Stove',
          10,
          'Heat 1 tbsp olive oil in a large skillet over medium-high heat and cook the salmon with a pinch of salt, turning now and then and breaking up any clumps, until golden and cooked through, 8 minutes. Melt ½ tbsp olive oil in the pan and warm the corn.',
        ],
      ],
    });
    const findings = formMismatch(draft, request('salmon, canned corn'));
    expect(findings).toHaveLength(3);
    expect(findings[0]).toContain('only ground meat clumps, not salmon');
    expect(findings[1]).toContain('olive oil is liquid');
    expect(findings[2]).toContain('there are no cobs');
  });

  it('passes on ground beef broken up, corn on the cob and melted butter', () => {
    const draft = recipe({
      lines: ['500 g ground beef', '4 corn', '1 tbsp butter'],
      leftovers: 'Refrigerate within 2 hours. Trimmings: corn: simmer the bare cobs into stock.',
      steps: [
        [
          'Stove',
          10,
          'Cook the ground beef, stirring and breaking up any clumps, until browned and cooked through (71°C/160°F), 8 minutes. Melt 1 tbsp butter and brush it over the cobs.',
        ],
      ],
    });
    expect(formMismatch(draft, request('ground beef, 4 corn on the cob, butter'))).toEqual([]);
  });
});

describe('per-piece-amount', () => {
  it('trips on "drizzle each with 3 tbsp" when 3 tbsp is listed in all (the old parcel text)', () => {
    const draft = recipe({
      servings: 4,
      lines: ['600 g cod', '3 tbsp butter'],
      steps: [
        [
          'Oven',
          15,
          'Lay a piece of cod on each sheet. Drizzle each with 3 tbsp butter, then fold and seal.',
        ],
      ],
    });
    expect(perPieceAmount(draft, REQUEST)).toEqual([
      'Step 1: "Drizzle each with 3 tbsp butter, then fold and seal." — 3 tbsp butter for each of 4 portions, but 3 tbsp is listed in all.',
    ]);
  });

  it('passes when the portions add up, and on a tin greased as a whole', () => {
    const draft = recipe({
      servings: 4,
      lines: ['600 g cod', '4 tbsp butter', '1 tbsp olive oil'],
      steps: [
        ['Oven', 15, 'Drizzle each with 1 tbsp butter, then fold and seal.'],
        ['Oven', 15, 'Grease a 12-hole baking tin, one hole for each egg, with 1 tbsp olive oil.'],
      ],
    });
    expect(perPieceAmount(draft, REQUEST)).toEqual([]);
  });
});

describe('hygiene-misplaced', () => {
  it('trips on hand-washing after the tortillas are warmed (the old burrito text)', () => {
    const draft = recipe({
      lines: ['400 g ground beef', '8 flour tortillas'],
      steps: [
        [
          'Stove',
          10,
          'Add the ground beef and cook until browned and cooked through, 6 minutes. Tip into a bowl, wipe out the pan and warm the flour tortillas one at a time. Handle the raw ground beef last, on a separate board if you have one; then wash the board, knife and your hands in hot soapy water.',
        ],
      ],
    });
    expect(hygieneMisplaced(draft, REQUEST)).toHaveLength(1);
  });

  it('passes right after the sentence that handles the raw meat, or in the same sentence', () => {
    const draft = recipe({
      lines: ['400 g ground beef', '400 g chicken breast', '8 flour tortillas'],
      steps: [
        [
          'Stove',
          10,
          'Add the ground beef and cook until browned and cooked through, 6 minutes. Wash your hands in hot soapy water after handling the raw ground beef. Pat the chicken breast dry and season it; wash your hands. Warm the flour tortillas.',
        ],
      ],
    });
    expect(hygieneMisplaced(draft, REQUEST)).toEqual([]);
  });
});

describe('vague-upgrade', () => {
  const old =
    'The upgrade is technique: season in layers. Salt each component lightly as it goes in rather than all at the end, taste before serving.';
  it('trips on "season in layers" as the Upgrade (the old fallback)', () => {
    const draft = recipe({ type: 'upgrade', steps: [['none', 0, old]] });
    expect(vagueUpgrade(draft, REQUEST)).toHaveLength(2);
  });

  it('passes on one concrete technique, and leaves the other two recipes alone', () => {
    const rested = recipe({
      type: 'upgrade',
      steps: [
        ['none', 0, 'Lift the steak onto a warm plate, cover loosely with foil and rest it 5 minutes.'],
      ],
    });
    expect(vagueUpgrade(rested, REQUEST)).toEqual([]);
    expect(vagueUpgrade(recipe({ type: 'quick', steps: [['none', 0, old]] }), REQUEST)).toEqual([]);
  });

  it('trips on "made better by technique alone" when no step adds one', () => {
    const pretend = recipe({
      type: 'upgrade',
      description: 'Cooked Chicken Board, made better by technique alone.',
    });
    expect(vagueUpgrade(pretend, REQUEST)).toHaveLength(1);
  });
});

describe('portion-out-of-range', () => {
  it('trips on a side dish served as the meal, one egg each and a bin bag of spinach', () => {
    expect(portionOutOfRange(recipe({ kcal: 150, protein: 4 }), REQUEST)).toEqual([
      '150 kcal per serving is outside 350–1200 for a main dish.',
      '4 g protein per serving is outside 15–90 for a main dish.',
    ]);
    const scramble = recipe({
      title: 'Egg Scramble',
      servings: 4,
      lines: ['4 eggs'],
      kcal: 400,
      protein: 20,
    });
    expect(portionOutOfRange(scramble, REQUEST)).toEqual(['4 eggs for 4 in an egg dish is 1.0 each.']);
    const salad = recipe({
      title: 'Spinach Salad',
      servings: 4,
      lines: ['950 g spinach'],
      kcal: 400,
      protein: 15,
    });
    expect(portionOutOfRange(salad, REQUEST)).toEqual([
      '238 g of raw spinach per serving is a bin bag of leaves, not a salad.',
    ]);
  });

  it('passes on a sensible main, and on a light sweet breakfast', () => {
    expect(portionOutOfRange(recipe({ kcal: 600, protein: 35 }), REQUEST)).toEqual([]);
    const porridge = recipe({
      title: 'Banana Porridge',
      lines: ['80 g oats', '1 banana'],
      kcal: 320,
      protein: 9,
    });
    expect(portionOutOfRange(porridge, REQUEST)).toEqual([]);
  });

  it('holds a savoury breakfast to a breakfast (250 kcal, 10 g protein), not a dinner', () => {
    const eggs = (kcal: number, protein: number) =>
      recipe({
        title: 'Scrambled Eggs on Toast',
        servings: 2,
        lines: ['4 eggs', '2 slices bread'],
        kcal,
        protein,
      });
    expect(portionOutOfRange(eggs(320, 18), REQUEST)).toEqual([]);
    expect(portionOutOfRange(eggs(180, 8), REQUEST)).toEqual([
      '180 kcal per serving is outside 250–1000 for a breakfast dish.',
      '8 g protein per serving is outside 10–80 for a breakfast dish.',
    ]);
  });

  it('excuses low protein only when nothing listed carries any and the recipe says so', () => {
    const veg = recipe({
      title: 'Carrot Stir-Fry',
      servings: 2,
      lines: ['400 g carrots'],
      kcal: 400,
      protein: 6,
    });
    expect(portionOutOfRange(veg, REQUEST)).toEqual([
      '6 g protein per serving is outside 15–90 for a main dish.',
    ]);
    veg.description =
      'Light on protein: you listed none; add eggs, beans, tofu or cheese to make it a full meal.';
    expect(portionOutOfRange(veg, REQUEST)).toEqual([]);
    veg.ingredientsList.push({ amount: 200, unit: 'g', item: 'chicken breast' });
    expect(portionOutOfRange(veg, REQUEST)).toEqual([
      '6 g protein per serving is outside 15–90 for a main dish.',
    ]);
  });

  it('excuses a light plate only when the line tells the cook they listed too little', () => {
    const short = recipe({ title: 'Egg Scramble', servings: 4, lines: ['2 eggs'], kcal: 150, protein: 6 });
    expect(portionOutOfRange(short, REQUEST).length).toBeGreaterThan(0);
    short.ingredientsList[0]!.notes = 'all you have; 8 would make full portions';
    expect(portionOutOfRange(short, REQUEST)).toEqual([]);
  });
});

describe('contradictory-storage', () => {
  it('trips on two fridge times in one plan', () => {
    const draft = recipe({
      leftovers:
        'Refrigerate in a covered container for up to 3 days. Best eaten at once; refrigerate leftovers up to 1 day.',
    });
    expect(contradictoryStorage(draft, REQUEST)).toEqual([
      'The leftover plan gives 3 days and 1 day for the fridge.',
    ]);
  });

  it('passes on one fridge time with a freezer time beside it', () => {
    const draft = recipe({
      leftovers:
        'Refrigerate for up to 3 days, or freeze portions for up to 3 months. Reheat within 2 hours of thawing.',
    });
    expect(storageDays(draft.leftoverPlan)).toEqual([3]);
    expect(contradictoryStorage(draft, REQUEST)).toEqual([]);
  });
});

describe('raw-starch', () => {
  it('trips on raw rice "served with", raw rice fried dry, raw sweet potato and cold leftover rice', () => {
    const servedRaw = recipe({
      lines: ['400 g chicken breast', '200 g rice'],
      steps: [['Stove', 20, 'Cook the chicken breast until done (74°C/165°F). Serve with the rice.']],
    });
    expect(rawStarchNeverCooked(servedRaw, REQUEST)).toEqual([
      'rice is never boiled, simmered or soaked: it would be served raw.',
    ]);
    const friedDry = recipe({
      lines: ['6 eggs', '150 g rice'],
      steps: [
        [
          'Stove',
          10,
          'Cook the rice in the pan until any liquid has cooked off, 5 minutes. Pour in the eggs.',
        ],
      ],
    });
    expect(rawStarchNeverCooked(friedDry, REQUEST)).toHaveLength(1);
    const sweetPotato = recipe({
      lines: ['400 g chicken breast', '300 g sweet potato'],
      steps: [
        ['Knife', 5, 'Sweet potato: cut into 2 cm cubes.'],
        ['Stove', 15, 'Cook the chicken breast until done (74°C/165°F). Serve over the sweet potato.'],
      ],
    });
    expect(rawStarchNeverCooked(sweetPotato, REQUEST)).toEqual([
      'sweet potato is never cooked long enough to be tender: it would be served raw.',
    ]);
    const coldRice = recipe({
      lines: ['400 g chicken breast', '300 g leftover rice'],
      steps: [
        ['Stove', 15, 'Stir-fry the chicken breast until cooked through (74°C/165°F).'],
        ['none', 0, 'Spoon over the leftover rice straight from the fridge.'],
      ],
    });
    expect(rawStarchNeverCooked(coldRice, REQUEST)).toEqual([
      'leftover rice comes cold from the fridge and is never reheated, though the dish is hot.',
    ]);
  });

  it('passes on rice simmered, potatoes roasted with everything, and couscous soaked', () => {
    const draft = recipe({
      lines: ['200 g rice', '500 g potatoes', '150 g couscous', '400 g chicken breast'],
      steps: [
        ['Stove', 20, 'Simmer the rice in 400 ml water, covered, 15 minutes.'],
        ['Bowl', 5, 'Toss the potatoes and chicken breast with oil and salt.'],
        ['Oven', 35, 'Roast everything 35 minutes until the chicken breast is cooked through (74°C/165°F).'],
        ['Bowl', 5, 'Cover the couscous with boiling water and leave 5 minutes.'],
      ],
    });
    expect(rawStarchNeverCooked(draft, REQUEST)).toEqual([]);
  });
});

describe('sweet-dressed-savoury', () => {
  const SWEET = [
    '80 g oats',
    '2 bananas',
    '2 tbsp honey',
    '1 tbsp olive oil',
    'to taste salt',
    'to taste black pepper',
  ];

  it('trips on banana dressed with olive oil, salt and pepper', () => {
    const draft = recipe({
      title: 'Banana Oat Bowl',
      lines: SWEET,
      steps: [
        ['Bowl', 5, 'Slice the bananas over the oats, dressed with a drizzle of olive oil, salt and pepper.'],
      ],
    });
    expect(sweetDressedSavoury(draft, REQUEST)).toHaveLength(1);
  });

  it('passes on a sweet dish finished sweetly, and on a savoury dish with salt and pepper', () => {
    const sweet = recipe({
      title: 'Banana Oat Bowl',
      lines: SWEET,
      steps: [
        ['Stove', 5, 'Simmer the oats with a pinch of salt; top with the bananas and a drizzle of honey.'],
      ],
    });
    expect(sweetDressedSavoury(sweet, REQUEST)).toEqual([]);
    const savoury = recipe({
      steps: [
        [
          'Stove',
          20,
          'Season the chicken breast with oil, salt and pepper and cook until done (74°C/165°F).',
        ],
      ],
    });
    expect(sweetDressedSavoury(savoury, REQUEST)).toEqual([]);
  });
});

describe('not-used-but-listed', () => {
  it('trips on "Not used here: ghee" while ghee is listed', () => {
    const draft = recipe({
      description: 'Uses 5 of your things. Not used here: ghee, rice.',
      lines: ['400 g chicken breast', '1 tbsp ghee'],
    });
    expect(notUsedButListed(draft, REQUEST)).toEqual([
      '"Not used here: ghee" but ghee is in the ingredient list.',
    ]);
  });

  it('passes when what is "not used" is not listed', () => {
    const draft = recipe({ description: 'Not used here: rice.', lines: ['400 g chicken breast'] });
    expect(notUsedButListed(draft, REQUEST)).toEqual([]);
  });
});

describe('duplicate-dish', () => {
  it('trips on the same dish under two prefixes, and on the same steps under two titles', () => {
    const sameTitle = recipe({ ...specOf(ZERO_WASTE), title: 'Nothing-Wasted Chicken & Broccoli Stir-Fry' });
    expect(titleStem(sameTitle.title)).toBe(titleStem(QUICK.title));
    expect(duplicateDish([QUICK, sameTitle, UPGRADE], REQUEST)).toEqual([
      {
        rule: 'duplicate-dish',
        recipe: 2,
        message: 'Zero-Waste is the same dish as the Quick Win: "chicken & broccoli stir fry".',
      },
    ]);
    const sameSteps = { ...QUICK, title: 'Chicken Bowl', recipeType: 'zero-waste' as const };
    expect(duplicateDish([QUICK, sameSteps, UPGRADE], REQUEST)[0]?.message).toBe(
      "Zero-Waste's cooking steps are 100% the same as the Quick Win's.",
    );
  });

  it('passes on three different dishes', () => {
    expect(duplicateDish(GOOD_TRIO, REQUEST)).toEqual([]);
  });

  it('reads the knife work of two dishes that cook nothing: a spread bagel is not a pâté', () => {
    const spread = recipe({
      title: 'Bagel with Smoked Salmon',
      lines: ['4 bagels', '200 g smoked salmon', '150 g cream cheese'],
      steps: [
        [
          'Knife',
          5,
          'Slice the bagel open and spread thickly with the cream cheese, then drape the smoked salmon over.',
        ],
      ],
    });
    const pate = recipe({
      title: 'Smoked Salmon Pâté',
      lines: ['4 bagels', '200 g smoked salmon', '150 g cream cheese'],
      steps: [
        ['Knife', 5, 'Mash the smoked salmon with the cream cheese and a fork into a rough pâté.'],
        ['Knife', 5, 'Split the bagel and spread each piece with the pâté.'],
      ],
    });
    expect(duplicateDish([QUICK, spread, pate], REQUEST)).toEqual([]);
    expect(duplicateDish([QUICK, spread, { ...spread, title: 'Salmon Bagel Stack' }], REQUEST)).toHaveLength(
      1,
    );
  });
});

describe('quick-not-quickest', () => {
  it('trips when another option is faster', () => {
    const slow = { ...QUICK, totalTime: 40 };
    expect(quickNotQuickest([slow, ZERO_WASTE, UPGRADE], REQUEST)).toEqual([
      {
        rule: 'quick-not-quickest',
        recipe: 1,
        message:
          'Quick Win takes 40 min; "Use-It-All Chicken Fried Rice" takes 35, "Soy-Glazed Chicken Thighs with Sesame-Scallion Finish" takes 30.',
      },
    ]);
  });

  it('passes when it is the quickest (a tie is fine)', () => {
    expect(quickNotQuickest(GOOD_TRIO, REQUEST)).toEqual([]);
    expect(quickNotQuickest([QUICK, { ...ZERO_WASTE, totalTime: 25 }, UPGRADE], REQUEST)).toEqual([]);
  });
});

describe('zero-waste-uses-fewer', () => {
  it('trips when the Zero-Waste leaves more of the pantry behind than the Quick Win', () => {
    const thin = {
      ...ZERO_WASTE,
      ingredientsList: ZERO_WASTE.ingredientsList.filter((l) => !['broccoli', 'garlic'].includes(l.item)),
    };
    expect(zeroWasteUsesFewer([QUICK, thin, UPGRADE], REQUEST)).toEqual([
      {
        rule: 'zero-waste-uses-fewer',
        recipe: 2,
        message: 'Zero-Waste uses 3 of your items, the Quick Win 5.',
      },
    ]);
  });

  it('passes when it uses at least as many (staples and bought items not counted)', () => {
    expect(zeroWasteUsesFewer(GOOD_TRIO, REQUEST)).toEqual([]);
  });
});

describe('upgrade-too-many-items', () => {
  it('trips on a shopping list of four', () => {
    const upgrade = { ...UPGRADE, shoppingGap: ['sesame seeds', 'scallion', 'honey', 'lime'] };
    expect(upgradeTooManyItems([QUICK, ZERO_WASTE, upgrade], REQUEST)).toHaveLength(1);
  });

  it('passes on three or fewer', () => {
    const upgrade = { ...UPGRADE, shoppingGap: ['sesame seeds', 'scallion', 'honey'] };
    expect(upgradeTooManyItems([QUICK, ZERO_WASTE, upgrade], REQUEST)).toEqual([]);
  });
});

describe('upgrade-cuisine-clash', () => {
  const korean = (title: string, bought: string[], gap: string[]) =>
    recipe({
      title,
      type: 'upgrade',
      lines: ['400 g pork belly', '200 g kimchi', '2 tbsp gochujang', '1 tbsp soy sauce', ...bought],
      gap,
      steps: [
        [
          'Stove',
          20,
          'Fry the pork belly until cooked through (63°C/145°F), add the kimchi, gochujang and soy sauce. Finish with the butter, sage, sesame seeds and scallions.',
        ],
      ],
    });

  it('trips on brown butter and sage over gochujang and kimchi', () => {
    const upgrade = korean(
      'Kimchi Pork with Brown Butter & Sage',
      ['2 tbsp butter (to buy)', '10 g sage (to buy)'],
      ['butter', 'sage'],
    );
    expect(upgradeCuisineClash([QUICK, ZERO_WASTE, upgrade], REQUEST)).toEqual([
      {
        rule: 'upgrade-cuisine-clash',
        recipe: 3,
        message:
          'The Upgrade\'s finish (mediterranean) clashes with a east-asian dish: "Kimchi Pork with Brown Butter & Sage".',
      },
    ]);
  });

  it('passes on a finish from the same kitchen, and on a dish with no clear cuisine', () => {
    const upgrade = korean(
      'Kimchi Pork with Sesame-Scallion Finish',
      ['1 tbsp sesame seeds (to buy)', '2 scallions (to buy)'],
      ['sesame seeds', 'scallion'],
    );
    expect(upgradeCuisineClash([QUICK, ZERO_WASTE, upgrade], REQUEST)).toEqual([]);
    const plain = recipe({ title: 'Chicken Plate with Brown Butter & Sage', gap: ['butter', 'sage'] });
    expect(upgradeCuisineClash([QUICK, ZERO_WASTE, plain], REQUEST)).toEqual([]);
  });
});

describe('fruit-prep', () => {
  it('trips on one sentence for every fruit, and on a verb the fruit does not take (the old mug cake text)', () => {
    const draft = recipe({
      title: 'Banana Mug Cake',
      lines: ['2 bananas', '100 g blueberries', '60 g oats'],
      steps: [
        [
          'Bowl',
          5,
          'Whisk the oats with a splash of water. Peel, core or stone the bananas as needed and cut anything bigger than a fingertip into small pieces. Core the blueberries and fold them in.',
        ],
      ],
    });
    const findings = fruitPrep(draft, request('bananas, blueberries, oats'));
    expect(findings).toHaveLength(2);
    expect(findings[0]).toContain('not "as needed"');
    expect(findings[1]).toContain('blueberry is not cored');
  });

  it('passes on each fruit readied by its own fact, and on a vegetable\'s "as needed"', () => {
    const draft = recipe({
      lines: ['2 bananas', '2 apples', '100 g blueberries', '500 g butternut squash'],
      steps: [
        [
          'Bowl',
          5,
          'Peel the bananas, then cut them into small pieces; quarter and core the apples, then cut them into small pieces; rinse the blueberries. Butternut squash: trim, peel and seed as needed.',
        ],
      ],
    });
    expect(fruitPrep(draft, request('bananas, apples, blueberries, squash'))).toEqual([]);
  });
});

describe('rise-without-leavening', () => {
  it('trips on "until risen" for a batter of oats, banana and milk', () => {
    const draft = recipe({
      lines: ['90 g oats', '1 banana', '150 ml milk'],
      steps: [
        [
          'Stove',
          10,
          'Flip and cook until risen and cooked through in the middle, about 2 minutes each side.',
        ],
      ],
    });
    expect(riseWithoutLeavening(draft, REQUEST)).toHaveLength(1);
  });

  it('passes with baking powder listed, or with eggs whisked until doubled', () => {
    const powder = recipe({
      lines: ['90 g flour', '1 tsp baking powder', '150 ml milk'],
      steps: [['Stove', 10, 'Flip and cook until risen and cooked through, 2 minutes each side.']],
    });
    expect(riseWithoutLeavening(powder, REQUEST)).toEqual([]);
    const whisked = recipe({
      lines: ['2 eggs', '50 g sugar', '40 g flour'],
      steps: [
        ['Whisk', 5, 'Whisk the eggs with the sugar until thick, pale and doubled in volume.'],
        ['Oven', 15, 'Fold in the flour and bake until risen and springy, 12 minutes.'],
      ],
    });
    expect(riseWithoutLeavening(whisked, REQUEST)).toEqual([]);
  });
});

describe('rest-small-pieces', () => {
  it('trips on pork belly cut into strips and told to rest 3 minutes (the old kimchi stir-fry)', () => {
    const draft = recipe({
      lines: ['300 g pork belly', '200 g kimchi'],
      steps: [
        ['Knife', 5, 'Pork belly: cut into very thin bite-size slices.'],
        [
          'Stove',
          10,
          'Stir-fry the pork belly until browned and cooked through, 5 minutes. The pork belly is done at 63°C/145°F inside, then rest 3 minutes.',
        ],
      ],
    });
    expect(restSmallPieces(draft, REQUEST)).toHaveLength(1);
  });

  it('passes on a whole steak rested, and on strips served at once', () => {
    const steak = recipe({
      lines: ['2 steak'],
      steps: [
        [
          'Stove',
          10,
          'Sear the steak 3 minutes a side. The steak is done at 63°C/145°F inside, then rest 3 minutes.',
        ],
      ],
    });
    expect(restSmallPieces(steak, REQUEST)).toEqual([]);
    const strips = recipe({
      lines: ['300 g pork belly'],
      steps: [
        ['Knife', 5, 'Pork belly: cut into strips.'],
        [
          'Stove',
          10,
          'Stir-fry the pork belly. The pork belly is done at 71°C/160°F inside; serve straight away.',
        ],
      ],
    });
    expect(restSmallPieces(strips, REQUEST)).toEqual([]);
  });
});

describe('warm-not-warmed', () => {
  it('trips on a warm bowl with the canned beans spooned on cold', () => {
    const draft = recipe({
      title: 'Warm Rice Bowl with Black Beans',
      lines: ['200 g cooked rice', '240 g canned black beans'],
      steps: [
        [
          'Stove',
          5,
          'Tip the cooked rice into the hot pan with a splash of water and toss until steaming. Divide between bowls. Add the black beans.',
        ],
      ],
    });
    expect(warmNotWarmed(draft, REQUEST)).toHaveLength(1);
  });

  it('passes when the beans go into the hot pan', () => {
    const draft = recipe({
      title: 'Warm Rice Bowl with Black Beans',
      lines: ['200 g cooked rice', '240 g canned black beans'],
      steps: [
        ['Stove', 5, 'Tip the cooked rice and the black beans into the hot pan and toss until steaming.'],
      ],
    });
    expect(warmNotWarmed(draft, REQUEST)).toEqual([]);
  });
});

describe('thin-board', () => {
  it('trips on a board of parmesan and pesto (the old Quick Win)', () => {
    const draft = recipe({
      title: 'Parmesan Board',
      lines: ['240 g parmesan', '7 tbsp pesto', '2 tbsp olive oil'],
      steps: [['Plate', 5, 'Arrange the parmesan on a board. Spoon the pesto into small bowls.']],
    });
    expect(thinBoard(draft, REQUEST)).toHaveLength(1);
  });

  it('passes with something to eat it with', () => {
    const draft = recipe({
      title: 'Cheddar Board',
      lines: ['200 g cheddar', '4 slices sourdough', '2 apples'],
      steps: [['Plate', 5, 'Arrange the cheddar, sourdough and apples on a board.']],
    });
    expect(thinBoard(draft, REQUEST)).toEqual([]);
  });
});

describe('upgrade-buys-owned', () => {
  const upgrade = (bought: string, gap: string) =>
    recipe({
      title: 'Banana Mug Cake with Warm Berry Compote',
      type: 'upgrade',
      lines: ['1 banana', '60 g oats', `125 g ${bought} (to buy)`],
      gap: [gap],
      steps: [['Stove', 5, `Simmer the ${bought} until jammy. Mash the banana with the oats.`]],
    });

  it("trips when it buys blueberries beside the cook's frozen berries", () => {
    const findings = upgradeBuysOwned(
      [QUICK, ZERO_WASTE, upgrade('blueberries', 'blueberries')],
      request('oats, bananas, frozen berries'),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toContain('frozen mixed berries');
  });

  it('passes when the cook has none of that kind', () => {
    expect(
      upgradeBuysOwned([QUICK, ZERO_WASTE, upgrade('blueberries', 'blueberries')], request('oats, bananas')),
    ).toEqual([]);
  });
});

/** The spec that rebuilds a draft, for variations of one. */
function specOf(draft: RecipeDraft): Spec {
  return {
    title: draft.title,
    type: draft.recipeType,
    time: draft.totalTime,
    servings: draft.servings,
    lines: draft.ingredientsList.map((l) =>
      [String(l.amount), l.unit, l.item, l.notes === 'to buy' ? '(to buy)' : ''].filter(Boolean).join(' '),
    ),
    steps: draft.steps.map((s): [string, number, string] => [s.appliance, s.duration * 5, s.instruction]),
    gap: draft.shoppingGap,
  };
}

describe('doneness-before-cooking', () => {
  it('trips on the old carbonara: the bacon "done when crisp" before it is cut or cooked', () => {
    const draft = recipe({
      lines: ['200 g spaghetti', '4 slices bacon'],
      steps: [
        [
          'Stove',
          20,
          'Cook the spaghetti until just tender, 10 minutes. The bacon is done when crisp and sizzling all over, well past 71°C/160°F. While it cooks, get everything else ready. Bacon: cut into strips. Cook the bacon until crisp, 8 minutes.',
        ],
      ],
    });
    expect(donenessBeforeCooking(draft, REQUEST)).toHaveLength(1);
  });

  it('passes when the sentence follows the cooking', () => {
    const draft = recipe({
      lines: ['200 g spaghetti', '4 slices bacon'],
      steps: [
        ['Knife', 5, 'Bacon: cut into strips.'],
        [
          'Stove',
          20,
          'Cook the bacon until crisp, 8 minutes. The bacon is done when crisp and sizzling all over, well past 71°C/160°F.',
        ],
      ],
    });
    expect(donenessBeforeCooking(draft, REQUEST)).toEqual([]);
  });
});

describe('amounts-believed', () => {
  const withNote = (text: string, notes: string) => ({ ...line(text), notes });
  it('trips on more than the cook said, one egg as an egg skillet for four, 13 eggs for four, 135 g dry lentils each', () => {
    const dal = recipe({ title: 'Red Lentil Dal', servings: 4, lines: ['300 g red lentils'] });
    expect(amountsBelieved(dal, request('red lentils 200g, onion'))).toEqual([
      '"300 g red lentils" is more than the 200 g the cook has.',
    ]);
    const skillet = recipe({ title: 'Egg Skillet', servings: 4 });
    skillet.ingredientsList = [withNote('1 egg', 'all you have; 8 would make full portions')];
    expect(amountsBelieved(skillet, request('1 egg, flour'))).toEqual([
      "1 of 8 egg for 4: the dish's centre is 13% of its portions.",
    ]);
    const scramble = recipe({ title: 'Scrambled Eggs', servings: 4, lines: ['13 eggs'] });
    expect(amountsBelieved(scramble, request('eggs, butter'))).toEqual([
      '13 eggs for 4 is more than 3 each.',
    ]);
    const soup = recipe({ title: 'Red Lentil Soup', servings: 4 });
    soup.ingredientsList = [withNote('200 g red lentils', 'all you have; 540 g would make full portions')];
    expect(amountsBelieved(soup, request('red lentils 200g'))).toEqual([
      "135 g dry red lentils each is more than a main's 60–90 g.",
    ]);
  });

  it('passes on what the cook has, a short side food, and eggs in a cake', () => {
    const dal = recipe({ title: 'Red Lentil Dal', servings: 4 });
    dal.ingredientsList = [withNote('200 g red lentils', 'all you have; 300 g would make full portions')];
    expect(amountsBelieved(dal, request('red lentils 200g'))).toEqual([]);
    const pancakes = recipe({ title: 'Blueberry Pancakes', servings: 4 });
    pancakes.ingredientsList = [
      withNote('1 egg', 'all you have; 2 would make full portions'),
      line('200 g self-raising flour'),
    ];
    expect(amountsBelieved(pancakes, request('1 egg, self raising flour'))).toEqual([]);
    const omelette = recipe({ title: 'Cheese Omelette', servings: 2, lines: ['6 eggs', '50 g cheddar'] });
    expect(amountsBelieved(omelette, request('6 eggs, cheddar'))).toEqual([]);
  });
});

describe('added-after-serving', () => {
  it('trips on the kidney beans added after the bowls are made up (the old Upgrade)', () => {
    const draft = recipe({
      title: 'Chicken Thigh Rice Bowls',
      lines: ['300 g rice', '200 g dried kidney beans', '600 g chicken thighs'],
      steps: [
        [
          'Stove',
          20,
          'Cook the chicken thighs until cooked through, 13 minutes. The chicken thighs are done at 74°C/165°F.',
        ],
        ['none', 0, 'Divide the rice between bowls and top with the chicken thighs.'],
        ['Stove', 5, 'Add the kidney beans and simmer until hot, 5 minutes.'],
      ],
    });
    expect(addedAfterServing(draft, REQUEST)).toHaveLength(1);
  });

  it('passes a herb scattered over at the table', () => {
    const draft = recipe({
      title: 'Chicken Congee',
      lines: ['300 g rice', '600 g chicken thighs', '10 g thyme'],
      steps: [
        [
          'Stove',
          60,
          'Simmer the rice and the chicken thighs until cooked through (74°C/165°F), 60 minutes.',
        ],
        ['none', 0, 'Ladle into bowls.'],
        ['none', 0, 'Add the thyme.'],
      ],
    });
    expect(addedAfterServing(draft, REQUEST)).toEqual([]);
  });
});

describe('meanwhile-beside-knife-work', () => {
  it('trips on a steak seared "meanwhile" after the knife work, and on a rinse "meanwhile" inside it', () => {
    const draft = recipe({
      title: 'Pan-Fried Steak',
      lines: ['450 g steak', '200 g mushrooms', '300 g basmati rice'],
      steps: [
        [
          'Knife',
          10,
          'Get everything ready before the heat goes on. Mushrooms: slice. Steak: pat dry. Meanwhile, rinse the basmati rice.',
        ],
        ['Stove', 20, 'Meanwhile, season the steak and sear it until done (63°C/145°F), 11 minutes.'],
      ],
    });
    expect(meanwhileBesideKnifeWork(draft, REQUEST)).toHaveLength(2);
  });

  it('passes the rest cut while the steak sears', () => {
    const draft = recipe({
      title: 'Pan-Fried Steak',
      lines: ['450 g steak', '200 g mushrooms'],
      steps: [
        [
          'Stove',
          20,
          'Steak: pat dry. Season the steak and sear it until done (63°C/145°F), 11 minutes. While it cooks, get the rest ready. Mushrooms: slice.',
        ],
        ['Stove', 5, 'Fry the mushrooms in the same pan, 5 minutes.'],
      ],
    });
    expect(meanwhileBesideKnifeWork(draft, REQUEST)).toEqual([]);
  });
});

describe('bay-leaves-left-in', () => {
  it('trips on 45 bay leaves stirred in and never lifted out', () => {
    const draft = recipe({
      title: 'Slow-Cooker Chicken Stew',
      lines: ['1 kg chicken thighs', '45 bay leaves', '2 onions'],
      steps: [
        [
          'Slow Cooker',
          120,
          'Put the onions and the bay leaves in the slow cooker with the chicken thighs and cook on High until cooked through (74°C/165°F), 2 hours.',
        ],
        ['none', 0, 'Serve in warm bowls.'],
      ],
    });
    expect(bayLeavesLeftIn(draft, REQUEST)).toHaveLength(2);
  });

  it('passes two leaves lifted out', () => {
    const draft = recipe({
      title: 'Slow-Cooker Chicken Stew',
      lines: ['1 kg chicken thighs', '2 bay leaves', '2 onions'],
      steps: [
        [
          'Slow Cooker',
          120,
          'Put the onions and the bay leaves in the slow cooker with the chicken thighs and cook on High until cooked through (74°C/165°F), 2 hours. Lift out the bay leaves before serving.',
        ],
      ],
    });
    expect(bayLeavesLeftIn(draft, REQUEST)).toEqual([]);
  });
});

describe('cut-after-cooked', () => {
  it('trips on potatoes cut after they went into the saucepan', () => {
    const draft = recipe({
      title: 'Pork Chops with Potatoes',
      lines: ['800 g potatoes', '4 pork chops'],
      steps: [
        [
          'Stove',
          25,
          'Put the potatoes in a saucepan, cover with cold water and simmer until tender, 25 minutes. While it cooks, get everything else ready. Potatoes: scrub and cut into chunks.',
        ],
      ],
    });
    expect(cutAfterCooked(draft, REQUEST)).toHaveLength(1);
  });

  it('passes potatoes cut first', () => {
    const draft = recipe({
      title: 'Pork Chops with Potatoes',
      lines: ['800 g potatoes', '4 pork chops'],
      steps: [
        [
          'Stove',
          25,
          'Potatoes: scrub and cut into chunks. Put the potatoes in a saucepan, cover with cold water and simmer until tender, 25 minutes.',
        ],
      ],
    });
    expect(cutAfterCooked(draft, REQUEST)).toEqual([]);
  });
});
