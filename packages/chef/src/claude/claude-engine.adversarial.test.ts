import { type RecipeDraft, RecipeDraftSchema, type RecipeStep } from '@sous/domain';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChefError, type ChefRequest, type RecipeEngine, type RecipeTrio } from '../engine.ts';
import { createClaudeEngine } from './claude-engine.ts';
import { type FakeAnthropic, startFakeAnthropic } from './test/fake-anthropic.ts';
import {
  buildPlantRequest,
  buildPlantTrio,
  buildSafeRequest,
  buildSafeTrio,
  SAFE_EQUIPMENT,
  type SafeRequestOptions,
} from './test/safe-fixtures.ts';

/**
 * Adversarial answers: each is one of the SAFE trios of test/safe-fixtures.ts with exactly one rule
 * broken, in one field. Through the real SDK and the fake Messages API, each must be
 *   (a) repaired: the bad answer first, the SAFE trio second → the SAFE trio reaches the cook, after a
 *       tool_result (is_error) that names the problem;
 *   (b) refused: the bad answer twice → ChefError('generation_failed'), nothing returned.
 * Written against `generate` only: how the checker finds the problem is its own business.
 */

type Mutation = (trio: RecipeTrio) => RecipeDraft[];

interface AdversarialCase {
  name: string;
  /** The SAFE trio the bad answer is made from and that repairs it (default: the main one). */
  base?: 'main' | 'plant';
  /** The request, as options of buildSafeRequest / buildPlantRequest. */
  request?: SafeRequestOptions;
  /** Breaks one rule of a fresh copy of the base trio. */
  mutate: Mutation;
  /** Text of the bad answer (absent from the SAFE trio) that must never reach the cook. */
  offending: string;
  /** What the repair tool_result must name. */
  names: RegExp;
}

const QUICK = 0;
const ZERO_WASTE = 1;
const UPGRADE = 2;
type Slot = typeof QUICK | typeof ZERO_WASTE | typeof UPGRADE;

/** Replaces text that must be there: a fixture edit that silently changes nothing is a test bug. */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`Fixture drift: "${from}" is not in "${text}"`);
  return text.replace(from, to);
}

function stepOf(recipe: RecipeDraft, stepNumber: number): RecipeStep {
  const step = recipe.steps.find((candidate) => candidate.step === stepNumber);
  if (!step) throw new Error(`Fixture drift: ${recipe.title} has no step ${stepNumber}`);
  return step;
}

const edit =
  (slot: Slot, change: (recipe: RecipeDraft) => void): Mutation =>
  (trio) => {
    change(trio[slot]);
    return trio;
  };

const inStep = (slot: Slot, stepNumber: number, from: string, to: string): Mutation =>
  edit(slot, (recipe) => {
    const step = stepOf(recipe, stepNumber);
    step.instruction = swap(step.instruction, from, to);
  });

const numbered = (list: Omit<RecipeStep, 'step'>[]): RecipeStep[] =>
  list.map((step, index) => ({ ...step, step: index + 1 }));

// Matched against the repair text with the SAFE trio's titles taken out (every problem may be prefixed
// with its recipe's title, and "Chicken", "Egg" or "Rice" there would match anything).
const TEMPERATURE = /temperature|°[CF]|\b(?:120|140|165|74)\b|undercook|poultry/i;
const TIME = /time|minute|hour|duration/i;
const COOLED_RICE = /refrigerat|\bhour\b|\bcool/i;
const SAME_DISH = /same|identical|distinct|different|duplicate|similar|repeat/i;

const CASES: AdversarialCase[] = [
  // ---- One allergen (peanut), in each text field in turn ----------------------------------------
  {
    name: 'peanut allergy: peanuts only in a step',
    request: { allergies: ['peanut'] },
    mutate: inStep(
      QUICK,
      4,
      'toss everything to coat and serve',
      'toss everything to coat, scatter with chopped roasted peanuts and serve',
    ),
    offending: 'roasted peanuts',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanut butter only in the leftoverPlan',
    request: { allergies: ['peanut'] },
    mutate: edit(ZERO_WASTE, (recipe) => {
      recipe.leftoverPlan += ' Leftovers are also good stirred through with a spoonful of peanut butter.';
    }),
    offending: 'peanut butter',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanut oil only in an applianceSwaps instruction',
    request: { allergies: ['peanut'] },
    mutate: edit(QUICK, (recipe) => {
      const swapToMicrowave = recipe.applianceSwaps.Microwave;
      if (!swapToMicrowave) throw new Error('Fixture drift: the quick recipe has no Microwave swap');
      swapToMicrowave.instructions = swap(
        swapToMicrowave.instructions,
        'with 2 tbsp water',
        'with 2 tbsp water and a splash of peanut oil',
      );
    }),
    offending: 'peanut oil',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanuts only in the description',
    request: { allergies: ['peanut'] },
    mutate: edit(UPGRADE, (recipe) => {
      recipe.description += ' Finished with a crunchy peanut crumb.';
    }),
    offending: 'peanut crumb',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanuts only in the title',
    request: { allergies: ['peanut'] },
    mutate: edit(QUICK, (recipe) => {
      recipe.title = 'Soy-Garlic Chicken and Broccoli with Peanut Rice';
    }),
    offending: 'peanut rice',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanut oil only in an ingredient note',
    request: { allergies: ['peanut'] },
    mutate: edit(QUICK, (recipe) => {
      const garlic = recipe.ingredientsList.find((line) => line.item === 'garlic');
      if (!garlic) throw new Error('Fixture drift: the quick recipe has no garlic');
      garlic.notes = 'thinly sliced and fried golden in peanut oil';
    }),
    offending: 'peanut oil',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanuts only as a substitution',
    request: { allergies: ['peanut'] },
    mutate: edit(QUICK, (recipe) => {
      recipe.substitutions.broccoli = [{ alternative: 'roasted peanuts', reason: 'For crunch.' }];
    }),
    offending: 'roasted peanuts',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanut sauce only in a substitution reason',
    request: { allergies: ['peanut'] },
    mutate: edit(QUICK, (recipe) => {
      recipe.substitutions.broccoli = [
        { alternative: 'green beans', reason: 'They steam the same way; toss them with peanut sauce.' },
      ];
    }),
    offending: 'peanut sauce',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanut butter from the pantry in an ingredient line',
    request: { allergies: ['peanut'], extraPantry: ['peanut butter'] },
    mutate: edit(QUICK, (recipe) => {
      recipe.ingredientsList.push({ amount: 2, unit: 'tbsp', item: 'peanut butter' });
    }),
    offending: 'peanut butter',
    names: /peanut/i,
  },
  {
    name: 'peanut allergy: peanuts only in the shopping gap',
    request: { allergies: ['peanut'] },
    mutate: edit(UPGRADE, (recipe) => {
      recipe.shoppingGap.push('peanuts');
    }),
    offending: 'peanuts',
    names: /peanut/i,
  },
  {
    name: 'Peanuts allergy typed in capitals: PEANUTS in capitals in a step',
    request: { allergies: ['Peanuts'] },
    mutate: inStep(
      UPGRADE,
      4,
      'scattered with the scallions.',
      'scattered with the scallions and crushed PEANUTS.',
    ),
    offending: 'crushed peanuts',
    names: /peanut/i,
  },

  // ---- Disguised allergens, one per allergen class ---------------------------------------------
  {
    name: 'dairy allergy: paneer in a step',
    request: { allergies: ['dairy'] },
    mutate: inStep(
      QUICK,
      3,
      'Add the garlic and the broccoli florets',
      'Add the garlic, cubes of paneer and the broccoli florets',
    ),
    offending: 'paneer',
    names: /paneer|milk|dairy/i,
  },
  {
    name: 'milk allergy: labneh in a step',
    request: { allergies: ['milk'] },
    mutate: inStep(
      UPGRADE,
      4,
      'scattered with the scallions.',
      'scattered with the scallions, with a spoonful of labneh on the side.',
    ),
    offending: 'labneh',
    names: /labneh|milk|dairy/i,
  },
  {
    name: 'egg allergy: egg wash in a step',
    base: 'plant',
    request: { allergies: ['egg'] },
    mutate: inStep(UPGRADE, 1, 'with a fork.', 'with a fork and brush the skins with egg wash.'),
    offending: 'egg wash',
    names: /egg/i,
  },
  {
    name: 'egg allergy: mayonnaise in a step',
    base: 'plant',
    request: { allergies: ['egg'] },
    mutate: inStep(QUICK, 4, 'toss and serve', 'stir in a spoonful of mayonnaise and serve'),
    offending: 'mayonnaise',
    names: /mayo|egg/i,
  },
  {
    name: 'fish allergy: nam pla in a step',
    request: { allergies: ['fish'] },
    mutate: inStep(
      QUICK,
      4,
      'Stir in the soy sauce and the lemon juice',
      'Stir in the soy sauce, a dash of nam pla and the lemon juice',
    ),
    offending: 'nam pla',
    names: /nam pla|fish/i,
  },
  {
    name: 'shellfish allergy: shrimp paste in a step',
    request: { allergies: ['shellfish'] },
    mutate: inStep(
      ZERO_WASTE,
      3,
      'Fry the garlic with',
      'Fry the garlic and a teaspoon of shrimp paste with',
    ),
    offending: 'shrimp paste',
    names: /shrimp|shellfish|crustacean/i,
  },
  {
    name: 'crustacean allergy: belacan in a step',
    request: { allergies: ['crustacean'] },
    mutate: inStep(
      UPGRADE,
      3,
      'fry the rest of the garlic and ginger',
      'fry the rest of the garlic and ginger with a little toasted belacan',
    ),
    offending: 'belacan',
    names: /belacan|shrimp|shellfish|crustacean/i,
  },
  {
    name: 'mollusc allergy: oyster sauce in a step',
    request: { allergies: ['mollusc'] },
    mutate: inStep(UPGRADE, 1, 'with the soy sauce,', 'with the soy sauce, a spoonful of oyster sauce,'),
    offending: 'oyster sauce',
    names: /oyster|mollus|shellfish/i,
  },
  {
    name: 'tree nut allergy: frangipane in the leftoverPlan',
    request: { allergies: ['tree nut'] },
    mutate: edit(ZERO_WASTE, (recipe) => {
      recipe.leftoverPlan += ' Bake any spare lemon into a frangipane tart.';
    }),
    offending: 'frangipane',
    names: /frangipane|almond|nut/i,
  },
  {
    name: 'tree nut allergy: pesto in a step',
    request: { allergies: ['tree nuts'] },
    mutate: inStep(QUICK, 4, 'toss everything to coat', 'toss everything with a spoonful of pesto'),
    offending: 'pesto',
    names: /pesto|nut/i,
  },
  {
    name: 'peanut allergy: satay sauce in a step',
    request: { allergies: ['peanut'] },
    mutate: inStep(
      UPGRADE,
      4,
      'scattered with the scallions.',
      'scattered with the scallions and drizzled with satay sauce.',
    ),
    offending: 'satay',
    names: /satay|peanut/i,
  },
  {
    name: 'wheat allergy: panko in a step',
    base: 'plant',
    request: { allergies: ['wheat'] },
    mutate: inStep(UPGRADE, 5, 'spoon the filling in.', 'spoon the filling in, then scatter with panko.'),
    offending: 'panko',
    names: /panko|breadcrumb|wheat|gluten/i,
  },
  {
    name: 'gluten allergy: soy sauce in a step',
    base: 'plant',
    request: { allergies: ['gluten'] },
    mutate: inStep(
      QUICK,
      3,
      'Stir in the chickpeas, garlic, olive oil,',
      'Stir in the chickpeas, garlic, olive oil, a splash of soy sauce,',
    ),
    offending: 'soy sauce',
    names: /soy sauce|wheat|gluten/i,
  },
  {
    name: 'soy allergy: miso in a step',
    base: 'plant',
    request: { allergies: ['soy'] },
    mutate: inStep(
      ZERO_WASTE,
      3,
      'Stir in the spinach, garlic and olive oil',
      'Stir in the spinach, garlic, olive oil and a teaspoon of miso',
    ),
    offending: 'miso',
    names: /miso|soy/i,
  },
  {
    name: 'sesame allergy: tahini in a step',
    request: { allergies: ['sesame'] },
    mutate: inStep(
      ZERO_WASTE,
      5,
      'until the rice is piping hot.',
      'until the rice is piping hot, then drizzle with tahini.',
    ),
    offending: 'tahini',
    names: /tahini|sesame/i,
  },
  {
    name: 'celery allergy: celery salt in a step',
    request: { allergies: ['celery'] },
    mutate: inStep(UPGRADE, 3, 'and a pinch of salt', 'and a pinch of celery salt'),
    offending: 'celery salt',
    names: /celery/i,
  },
  {
    name: 'mustard allergy: dijon in a step',
    request: { allergies: ['mustard'] },
    mutate: inStep(UPGRADE, 1, 'with the soy sauce,', 'with the soy sauce, a teaspoon of dijon,'),
    offending: 'dijon',
    names: /dijon|mustard/i,
  },
  {
    name: 'sulphite allergy: white wine in a step',
    request: { allergies: ['sulphites'] },
    mutate: inStep(QUICK, 3, 'with 2 tbsp water', 'with a splash of white wine'),
    offending: 'white wine',
    names: /wine|sulphite|sulfite/i,
  },
  {
    name: 'sulfite allergy: dried apricots in a step',
    request: { allergies: ['sulfites'] },
    mutate: inStep(
      ZERO_WASTE,
      5,
      'Add the rice, soy sauce,',
      'Add the rice, chopped dried apricots, soy sauce,',
    ),
    offending: 'apricot',
    names: /apricot|sulphite|sulfite/i,
  },

  // ---- Non-food and dangerous things ------------------------------------------------------------
  {
    name: 'bleach in a step',
    mutate: inStep(
      ZERO_WASTE,
      1,
      'Simmer the rice in',
      'Rinse the rice in a little bleach, then simmer it in',
    ),
    offending: 'bleach',
    names: /bleach/i,
  },
  {
    name: 'motor oil as a substitution',
    mutate: edit(QUICK, (recipe) => {
      recipe.substitutions['vegetable oil'] = [
        { alternative: 'motor oil', reason: 'If the bottle runs out.' },
      ];
    }),
    offending: 'motor oil',
    names: /motor oil|not food/i,
  },
  {
    name: 'drain cleaner in the shopping gap',
    mutate: edit(UPGRADE, (recipe) => {
      recipe.shoppingGap.push('drain cleaner');
    }),
    offending: 'drain cleaner',
    names: /drain cleaner|not food/i,
  },
  {
    name: 'a medicine in the leftoverPlan',
    mutate: edit(QUICK, (recipe) => {
      recipe.leftoverPlan += ' Crush an aspirin into the leftovers to keep them fresh.';
    }),
    offending: 'aspirin',
    names: /aspirin|medic|not food/i,
  },

  // ---- Time ------------------------------------------------------------------------------------
  {
    name: 'a step says "simmer for 3 hours" with duration 2',
    mutate: edit(QUICK, (recipe) => {
      const step = stepOf(recipe, 1);
      step.instruction = swap(step.instruction, 'for 15 minutes', 'for 3 hours');
      step.duration = 2;
    }),
    offending: 'for 3 hours',
    names: TIME,
  },
  {
    name: 'a step says 25 minutes with duration 1 (5 minutes)',
    mutate: inStep(ZERO_WASTE, 5, 'stir-fry for 3 minutes', 'stir-fry for 25 minutes'),
    offending: 'for 25 minutes',
    names: TIME,
  },
  {
    name: 'totalTime over the limit',
    mutate: edit(QUICK, (recipe) => {
      recipe.cookTime = 50;
      recipe.totalTime = 60;
    }),
    offending: '"totalTime":60',
    names: TIME,
  },
  {
    name: 'step durations add up to more than the limit',
    mutate: edit(ZERO_WASTE, (recipe) => {
      stepOf(recipe, 1).duration = 9;
    }),
    offending: '"duration":9',
    names: TIME,
  },

  // ---- Food safety -----------------------------------------------------------------------------
  {
    name: 'chicken cooked to 120°F',
    mutate: inStep(QUICK, 2, 'cooked through to 74°C/165°F', 'it reaches 120°F'),
    offending: '120°F',
    names: TEMPERATURE,
  },
  {
    name: 'chicken given 60°C/140°F as done beside the right temperature',
    mutate: inStep(
      UPGRADE,
      2,
      'reads 74°C/165°F on a thermometer',
      'reads 74°C/165°F on a thermometer (60°C/140°F is fine if you like it juicy)',
    ),
    offending: '60°C/140°F',
    names: TEMPERATURE,
  },
  {
    name: 'chicken fried with no safe temperature stated',
    mutate: inStep(
      QUICK,
      2,
      'until browned and cooked through to 74°C/165°F in the thickest piece.',
      'until lightly browned.',
    ),
    offending: 'until lightly browned',
    names: TEMPERATURE,
  },
  {
    name: 'chicken roasted with only the oven temperature stated (220°C is not an internal one)',
    mutate: inStep(
      UPGRADE,
      2,
      ', until the skin is golden and the thickest piece reads 74°C/165°F on a thermometer',
      ', until the skin is golden',
    ),
    offending: 'until the skin is golden,',
    names: TEMPERATURE,
  },
  {
    name: 'raw chicken tossed into a salad, never cooked',
    mutate: edit(QUICK, (recipe) => {
      recipe.title = 'Lemon Chicken and Broccoli Salad';
      recipe.description = 'Thinly sliced chicken thighs tossed with crisp broccoli, garlic and lemon.';
      recipe.prepTime = 10;
      recipe.cookTime = 0;
      recipe.totalTime = 10;
      recipe.ingredientsList = recipe.ingredientsList.filter(
        (line) => !['rice', 'soy sauce', 'water'].includes(line.item),
      );
      recipe.steps = numbered([
        {
          instruction:
            'Slice the chicken thighs thinly and toss them in a bowl with the broccoli florets, garlic, lemon juice and vegetable oil.',
          appliance: 'Knife',
          duration: 1,
        },
        { instruction: 'Season with salt and black pepper and serve.', appliance: 'Bowl', duration: 0 },
      ]);
      recipe.leftoverPlan = 'Keep covered in the fridge and eat within a day.';
      recipe.applianceSwaps = {};
    }),
    offending: 'broccoli salad',
    names: /raw|cook|heat|poultry|165/i,
  },
  {
    name: 'scrambled eggs served soft and runny',
    mutate: inStep(
      ZERO_WASTE,
      4,
      'scramble for 2 to 3 minutes until fully set and firm, with no runny egg left (71°C/160°F).',
      'scramble for 1 minute and serve them soft and runny.',
    ),
    offending: 'soft and runny',
    names: /\bset\b|firm|runny|temperature|°[CF]|\b(?:160|71)\b/i,
  },
  {
    name: 'dried kidney beans straight into the slow cooker, never boiled',
    request: {
      extraPantry: ['dried kidney beans'],
      appliances: [...SAFE_EQUIPMENT, 'Slow Cooker'],
      time: 180,
    },
    mutate: edit(UPGRADE, (recipe) => {
      recipe.ingredientsList.push({ amount: 150, unit: 'g', item: 'dried kidney beans' });
      recipe.steps = numbered([
        {
          instruction:
            'Tip the dried kidney beans straight into the slow cooker with 750 ml water, without soaking or boiling them, and cook on high for 2 hours until soft.',
          appliance: 'Slow Cooker',
          duration: 24,
        },
        ...recipe.steps,
      ]);
      recipe.cookTime = 155;
      recipe.totalTime = 165;
    }),
    offending: 'without soaking or boiling',
    names: /kidney|bean|legume|soak|boil/i,
  },
  {
    name: 'cooked rice left on the counter overnight',
    mutate: edit(QUICK, (recipe) => {
      recipe.leftoverPlan =
        'Leave any leftover rice and chicken on the counter overnight and reheat them tomorrow.';
    }),
    offending: 'on the counter overnight',
    names: COOLED_RICE,
  },
  {
    name: 'cooked rice with a leftoverPlan that never says to refrigerate it within 1 hour',
    mutate: edit(ZERO_WASTE, (recipe) => {
      recipe.leftoverPlan = 'Keep any leftovers for tomorrow’s lunch.';
    }),
    offending: 'tomorrow’s lunch',
    names: COOLED_RICE,
  },
  {
    name: 'home canning in the leftoverPlan',
    mutate: edit(ZERO_WASTE, (recipe) => {
      recipe.leftoverPlan +=
        ' Pack the rest into jars and home-can them in a water bath so they keep for months.';
    }),
    offending: 'home-can',
    names: /canning|home-can|water bath|preserv|\bjars?\b/i,
  },
  {
    name: 'fermentation in the leftoverPlan',
    mutate: edit(ZERO_WASTE, (recipe) => {
      recipe.leftoverPlan += ' Ferment the broccoli leaves in salted water on the counter to make pickles.';
    }),
    offending: 'ferment',
    names: /ferment/i,
  },
  {
    name: 'curing in the leftoverPlan',
    mutate: edit(UPGRADE, (recipe) => {
      recipe.leftoverPlan +=
        ' Rub any raw thighs you did not cook with salt and sugar and cure them in the fridge to make your own ham.';
    }),
    offending: 'cure them',
    names: /\bcur(e|ed|ing)\b/i,
  },

  // ---- Equipment -------------------------------------------------------------------------------
  {
    name: 'Microwave only: a step says to fry in a skillet',
    base: 'plant',
    mutate: edit(QUICK, (recipe) => {
      stepOf(recipe, 3).instruction =
        'Fry the chickpeas and garlic in the olive oil in a skillet for 2 minutes until golden, then stir in the broccoli, salt and black pepper.';
    }),
    offending: 'skillet',
    names: /skillet|stove|appliance|equipment/i,
  },
  {
    name: 'an oven step that says to roast in the air fryer',
    mutate: inStep(UPGRADE, 2, 'and roast at 220°C/425°F', 'and roast in the air fryer at 200°C/400°F'),
    offending: 'air fryer',
    names: /air fryer|appliance|equipment/i,
  },
  {
    name: 'a bowl step that says to blitz in a blender',
    mutate: inStep(UPGRADE, 1, 'in a bowl to make the marinade', 'in a blender to make the marinade'),
    offending: 'blender',
    names: /blender|appliance|equipment/i,
  },
  {
    name: 'a step on an appliance that was not chosen',
    mutate: edit(QUICK, (recipe) => {
      stepOf(recipe, 2).appliance = 'Air Fryer';
    }),
    offending: '"appliance":"Air Fryer"',
    names: /air fryer/i,
  },
  {
    name: 'an appliance swap to equipment that was not chosen',
    mutate: edit(QUICK, (recipe) => {
      recipe.applianceSwaps = {
        'Air Fryer': {
          instructions:
            'Air-fry the chicken thigh pieces at 200°C for 12 minutes, until they reach 74°C/165°F.',
          timeAdjustment: 2,
        },
      };
    }),
    offending: 'air-fry',
    names: /air fryer/i,
  },

  // ---- The trio and its ingredients ------------------------------------------------------------
  {
    name: 'three identical recipes',
    mutate: ([quick]) => {
      quick.title = 'Soy-Garlic Chicken Rice';
      return [
        quick,
        { ...structuredClone(quick), recipeType: 'zero-waste' },
        { ...structuredClone(quick), recipeType: 'upgrade' },
      ];
    },
    offending: 'Soy-Garlic Chicken Rice',
    names: SAME_DISH,
  },
  {
    name: 'three recipes that differ only in their titles',
    mutate: ([quick]) => [
      quick,
      { ...structuredClone(quick), recipeType: 'zero-waste', title: 'Lemony Chicken Rice Bowl' },
      { ...structuredClone(quick), recipeType: 'upgrade', title: 'Chicken and Broccoli Rice Plate' },
    ],
    offending: 'Lemony Chicken Rice Bowl',
    names: SAME_DISH,
  },
  {
    name: 'five bought items in the upgrade’s shopping gap',
    mutate: edit(UPGRADE, (recipe) => {
      recipe.shoppingGap = ['ginger', 'scallion', 'cilantro', 'chili flakes', 'honey'];
      recipe.ingredientsList.push(
        { amount: 10, unit: 'g', item: 'cilantro', notes: 'leaves picked' },
        { amount: 0.5, unit: 'tsp', item: 'chili flakes' },
        { amount: 1, unit: 'tbsp', item: 'honey' },
      );
    }),
    offending: 'chili flakes',
    names: /shopping|buy|bought|item|gap/i,
  },
  {
    name: 'an ingredient that is neither in the pantry, a staple nor the shopping gap',
    mutate: edit(QUICK, (recipe) => {
      recipe.ingredientsList.push({ amount: 250, unit: 'ml', item: 'chicken stock' });
    }),
    offending: 'chicken stock',
    names: /chicken stock|pantry|shopping|staple/i,
  },
  {
    name: 'an ingredient the catalogue does not know',
    mutate: edit(UPGRADE, (recipe) => {
      recipe.shoppingGap.push('magic flavour crystals');
      recipe.ingredientsList.push({ amount: 1, unit: 'tsp', item: 'magic flavour crystals' });
    }),
    offending: 'flavour crystals',
    names: /flavour crystals|catalog|recogni|unknown|not a food/i,
  },
  {
    name: 'an unrecognised pantry word ("zorblax") used in a step',
    request: { extraPantry: ['zorblax'] },
    mutate: inStep(
      QUICK,
      4,
      'Stir in the soy sauce and the lemon juice',
      'Stir in the soy sauce, the lemon juice and a pinch of zorblax',
    ),
    offending: 'zorblax',
    names: /zorblax/i,
  },
  {
    name: 'servings other than requested',
    mutate: edit(QUICK, (recipe) => {
      recipe.servings = 4;
    }),
    offending: '"servings":4',
    names: /serv/i,
  },

  // ---- Diets -----------------------------------------------------------------------------------
  {
    name: 'Vegan: beaten eggs in a step',
    base: 'plant',
    request: { diet: ['Vegan'] },
    mutate: edit(ZERO_WASTE, (recipe) => {
      stepOf(recipe, 3).instruction =
        'Stir in two beaten eggs with the spinach, garlic and olive oil, cover and microwave for 2 minutes until the spinach wilts and the eggs are fully set and firm (71°C/160°F).';
    }),
    offending: 'beaten eggs',
    names: /egg|vegan/i,
  },
  {
    name: 'Vegan: honey in the leftoverPlan',
    base: 'plant',
    request: { diet: ['Vegan'] },
    mutate: edit(QUICK, (recipe) => {
      recipe.leftoverPlan += ' Leftovers are lovely drizzled with honey.';
    }),
    offending: 'honey',
    names: /honey|vegan/i,
  },
  {
    name: 'Vegetarian: chicken stock as a substitution',
    base: 'plant',
    request: { diet: ['Vegetarian'] },
    mutate: edit(ZERO_WASTE, (recipe) => {
      recipe.substitutions.water = [{ alternative: 'chicken stock', reason: 'A richer rice.' }];
    }),
    offending: 'chicken stock',
    names: /chicken|vegetarian/i,
  },
  {
    name: 'Vegetarian: fish sauce in the description',
    base: 'plant',
    request: { diet: ['Vegetarian'] },
    mutate: edit(UPGRADE, (recipe) => {
      recipe.description += ' A dash of fish sauce makes the filling sing.';
    }),
    offending: 'fish sauce',
    names: /fish|vegetarian/i,
  },
];

// ---------------------------------------------------------------------------------------------------

/** [name, case] rows: `%s` prints the whole name (`$name` would cut it at 40 characters). */
const ROWS = CASES.map((testCase) => [testCase.name, testCase] as const);

const safeTrioOf = (testCase: AdversarialCase): RecipeTrio =>
  testCase.base === 'plant' ? buildPlantTrio() : buildSafeTrio();

const requestOf = (testCase: AdversarialCase): ChefRequest =>
  testCase.base === 'plant' ? buildPlantRequest(testCase.request) : buildSafeRequest(testCase.request);

const badAnswerOf = (testCase: AdversarialCase): RecipeDraft[] => testCase.mutate(safeTrioOf(testCase));

/** What the cook would cook from: each recipe's type, title and steps. */
const dishes = (recipes: readonly RecipeDraft[]) =>
  recipes.map(({ recipeType, title, steps }) => ({ recipeType, title, steps }));

const lower = (value: unknown): string => JSON.stringify(value).toLowerCase();

let fake: FakeAnthropic;
let engine: RecipeEngine;

beforeEach(async () => {
  fake = await startFakeAnthropic();
  engine = createClaudeEngine({ apiKey: 'test-key', baseURL: fake.baseURL, timeoutMs: 5_000 });
});

afterEach(async () => {
  await fake.close();
});

type Block = { type: string; [key: string]: unknown };
type Turn = { role: string; content: string | Block[] };

/** The text of a tool_result's content (a string, or text blocks). */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((block: Block) => (typeof block.text === 'string' ? block.text : '')).join('\n');
}

/** The is_error tool_result of the repair request's last user turn. */
function repairResult(): Block | undefined {
  const conversation = (fake.requests[1]?.body.messages ?? []) as Turn[];
  const last = conversation.at(-1);
  expect(last?.role).toBe('user');
  const content = Array.isArray(last?.content) ? last.content : [];
  return content.find((block) => block.type === 'tool_result');
}

type Outcome = { recipes: RecipeTrio } | { error: unknown };

async function outcomeOf(request: ChefRequest): Promise<Outcome> {
  return engine.generate(request).then(
    (recipes) => ({ recipes }),
    (error: unknown) => ({ error }),
  );
}

function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name} ${(error as Partial<ChefError>).code ?? ''}: ${error.message}${cause}`;
}

describe('claude engine, adversarial: the SAFE trios', () => {
  it('delivers the SAFE trio on the first request', async () => {
    const safe = buildSafeTrio();
    fake.reply({ kind: 'tool_use', input: { recipes: safe } });
    const outcome = await outcomeOf(buildSafeRequest());
    if ('error' in outcome) expect.fail(`The SAFE trio was refused: ${explain(outcome.error)}`);
    expect(dishes(outcome.recipes)).toEqual(dishes(safe));
    expect(fake.requests).toHaveLength(1);
  });

  it('delivers the plant trio on the first request', async () => {
    const safe = buildPlantTrio();
    fake.reply({ kind: 'tool_use', input: { recipes: safe } });
    const outcome = await outcomeOf(buildPlantRequest());
    if ('error' in outcome) expect.fail(`The plant trio was refused: ${explain(outcome.error)}`);
    expect(dishes(outcome.recipes)).toEqual(dishes(safe));
    expect(fake.requests).toHaveLength(1);
  });

  // Each request a case uses must accept its SAFE trio as it is: otherwise a failing repair would be
  // a fixture bug, not the checker's.
  const requests = new Map<string, AdversarialCase>();
  for (const testCase of CASES) {
    const key = JSON.stringify([testCase.base ?? 'main', requestOf(testCase)]);
    if (!requests.has(key)) requests.set(key, testCase);
  }
  it.each([...requests.values()].map((testCase) => [testCase.name, testCase] as const))(
    'accepts its SAFE trio as is for the request of "%s"',
    async (_name, testCase) => {
      const safe = safeTrioOf(testCase);
      fake.reply({ kind: 'tool_use', input: { recipes: safe } });
      const outcome = await outcomeOf(requestOf(testCase));
      if ('error' in outcome) expect.fail(`The SAFE trio was refused: ${explain(outcome.error)}`);
      expect(dishes(outcome.recipes)).toEqual(dishes(safe));
      expect(fake.requests).toHaveLength(1);
    },
  );

  it.each(ROWS)('"%s" is a schema-valid mutation holding its offending text', (_name, testCase) => {
    const bad = badAnswerOf(testCase);
    const safe = safeTrioOf(testCase);
    expect(bad).toHaveLength(3);
    for (const recipe of bad) expect(v.safeParse(RecipeDraftSchema, recipe).issues).toBeUndefined();
    expect(bad).not.toEqual(safe);
    expect(lower(bad)).toContain(testCase.offending.toLowerCase());
    expect(lower(safe)).not.toContain(testCase.offending.toLowerCase());
  });
});

describe.each(ROWS)('claude engine, adversarial: %s', (_name, testCase) => {
  it('is repaired: the SAFE trio reaches the cook after an is_error tool_result naming the problem', async () => {
    const bad = badAnswerOf(testCase);
    const safe = safeTrioOf(testCase);
    fake.reply({ kind: 'tool_use', input: { recipes: bad } }, { kind: 'tool_use', input: { recipes: safe } });

    const outcome = await outcomeOf(requestOf(testCase));
    if ('error' in outcome) expect.fail(`The SAFE repair was refused: ${explain(outcome.error)}`);
    expect(
      fake.requests.length,
      'the checker let the bad answer through on the first request (no repair was asked for)',
    ).toBe(2);
    expect(dishes(outcome.recipes)).toEqual(dishes(safe));
    expect(lower(outcome.recipes)).not.toContain(testCase.offending.toLowerCase());

    const result = repairResult();
    expect(result).toMatchObject({ type: 'tool_result', is_error: true });
    const repairText = contentText(result?.content);
    const withoutTitles = safe.reduce((text, recipe) => text.split(recipe.title).join('…'), repairText);
    expect(withoutTitles, `the repair text does not name the problem:\n${repairText}`).toMatch(
      testCase.names,
    );
  });

  it('is refused when the bad answer comes back: generation_failed, nothing returned', async () => {
    const bad = badAnswerOf(testCase);
    fake.reply({ kind: 'tool_use', input: { recipes: bad } }, { kind: 'tool_use', input: { recipes: bad } });

    const outcome = await outcomeOf(requestOf(testCase));
    if ('recipes' in outcome) {
      expect.fail(
        `The bad answer reached the cook after ${fake.requests.length} request(s): the checker missed "${testCase.offending}"`,
      );
    }
    expect(outcome.error).toBeInstanceOf(ChefError);
    expect((outcome.error as ChefError).code).toBe('generation_failed');
    expect(fake.requests).toHaveLength(2);
  });
});
