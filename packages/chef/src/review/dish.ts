// pnpm --filter @sous/chef dish <dish-id|all> [servings]: cooks one dish archetype (or all) from its
// example pantries and prints each recipe with the checker's problems and the linter's findings.
import { EQUIPMENT_OPTIONS, type RecipeDraft, type RecipeType } from '@sous/domain';
import { checkContext, checkRecipe } from '../check/check-recipe.ts';
import { DISHES } from '../data/dishes/index.ts';
import type { Dish } from '../data/dishes/types.ts';
import type { ChefRequest } from '../engine.ts';
import { CENTRE_SHARE_MIN, castDish, draftFor, sizeDish, writeSteps } from '../local/cook.ts';
import { prepareKitchen } from '../local/kitchen-prep.ts';
import { readPantry } from '../read/pantry.ts';
import { lintRecipe } from './lint.ts';

export interface DishTrial {
  dish: Dish;
  example: string;
  servings: number;
  variant: RecipeType;
  draft?: RecipeDraft;
  problems: string[];
}

/** Cooks a dish from one of its examples, with every appliance, the longest time a cook can choose (180 minutes) and an advanced cook. */
export function tryDish(dish: Dish, example: string, servings: number, variant: RecipeType): DishTrial {
  const request: ChefRequest = {
    ingredients: example,
    constraints: {
      time: 180,
      servings,
      diet: [],
      allergies: [],
      skillLevel: 'advanced',
      appliances: [...EQUIPMENT_OPTIONS],
      budget: 'medium',
      macroFocus: [],
    } as never,
  };
  const reading = readPantry(example);
  const kitchen = prepareKitchen(request, reading);
  const cast = castDish(kitchen, dish, variant, 0);
  if (!cast)
    return {
      dish,
      example,
      servings,
      variant,
      problems: ['the dish could not be cast from its example (a needed slot stayed empty)'],
    };
  const { steps, staples } = writeSteps(kitchen, cast);
  const sized = sizeDish(kitchen, cast, steps, staples);
  const draft = draftFor(kitchen, cast, steps, staples, sized);
  // An example with one or two eggs for six: the trio does not offer it for that many (issue #12 F8).
  if (sized.centreShare < CENTRE_SHARE_MIN)
    return {
      dish,
      example,
      servings,
      variant,
      draft,
      problems: [
        `slot short: the example's protein is under ${CENTRE_SHARE_MIN * 100}% of ${servings} portions`,
      ],
    };
  const text = [draft.title, ...draft.steps.map((s) => s.instruction)].join('\n');
  const problems = [
    ...(/[{}[\]]/.test(text) ? ['template left in the text: { } [ ]'] : []),
    ...reading.unrecognized.map((word) => `example word not recognised: ${word}`),
    ...Object.entries(dish.slots)
      .filter(([name]) => (cast.slots[name]?.length ?? 0) === 0)
      .map(([name]) => `slot "${name}" not filled by the example`),
    ...checkRecipe(draft, checkContext(request, reading)).map((p) => `checker: ${p}`),
    ...lintRecipe(draft, request).map((f) => `lint [${f.rule}]: ${f.message}`),
  ];
  return { dish, example, servings, variant, draft, problems };
}

if (process.argv[1]?.endsWith('dish.ts')) {
  const id = process.argv[2] ?? 'all';
  const servings = Number(process.argv[3] ?? '4');
  const quiet = process.argv.includes('--quiet');
  let count = 0;
  for (const dish of DISHES.filter((d) => id === 'all' || d.id === id)) {
    for (const example of dish.examples) {
      for (const variant of ['quick', 'zero-waste'] as const) {
        const trial = tryDish(dish, example, servings, variant);
        if (trial.problems.length > 0) count++;
        if (quiet && trial.problems.length === 0) continue;
        console.log(`\n=== ${dish.id} · ${variant} · ${servings} servings · "${example}"`);
        const d = trial.draft;
        if (d && !quiet) {
          console.log(
            `${d.title} — ${d.totalTime} min, ${d.nutrition.calories} kcal, ${d.nutrition.protein} g protein per serving`,
          );
          for (const l of d.ingredientsList)
            console.log(`  - ${l.amount} ${l.unit} ${l.item}${l.notes ? ` (${l.notes})` : ''}`);
          for (const s of d.steps)
            console.log(`  ${s.step}. [${s.appliance}, ${s.duration * 5} min] ${s.instruction}`);
        }
        for (const p of trial.problems) console.log(`  ✗ ${p}`);
      }
    }
  }
  console.log(`\n${count} trial(s) with problems.`);
}
