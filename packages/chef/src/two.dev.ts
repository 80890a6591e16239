import { DISHES } from './data/dishes/index.ts';
import { castDish, draftFor, totalUnits, writeSteps } from './local/cook.ts';
import { prepareKitchen } from './local/kitchen-prep.ts';

const [text, cons] = JSON.parse(
  process.argv[2] ?? '["chicken breast, broccoli, rice, garlic, soy sauce", {}]',
);
const constraints = {
  time: 30,
  servings: 4,
  diet: [],
  allergies: [],
  skillLevel: 'beginner',
  appliances: [],
  budget: 'medium',
  macroFocus: [],
  ...cons,
};
const kitchen = prepareKitchen({ ingredients: text, constraints } as never);
console.log(
  'foods',
  kitchen.foods.map((f) => f.id),
);
for (const dish of DISHES)
  for (const v of ['quick', 'zero-waste'] as const) {
    const cast = castDish(kitchen, dish, v, 0);
    if (!cast) {
      console.log(dish.id, v, 'no cast');
      continue;
    }
    const { steps, staples } = writeSteps(kitchen, cast);
    console.log(
      dish.id,
      v,
      totalUnits(steps) * 5,
      'min',
      Object.fromEntries(Object.entries(cast.slots).map(([k, x]) => [k, x.map((i) => i.id).join('+')])),
    );
    if (process.env.V === dish.id) {
      const d = draftFor(kitchen, cast, steps, staples);
      console.log(d.title);
      for (const s of d.steps) console.log(' ', s.duration * 5, s.instruction);
      for (const l of d.ingredientsList) console.log('  -', l.amount, l.unit, l.item);
    }
  }
