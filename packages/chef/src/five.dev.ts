import { DISHES } from './data/dishes/index.ts';
import { castDish, draftFor, mealSized, writeSteps } from './local/cook.ts';
import { prepareKitchen } from './local/kitchen-prep.ts';

const [text, cons, ids] = JSON.parse(process.argv[2]!);
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
for (const id of ids) {
  const dish = DISHES.find((d) => d.id === id)!;
  const cast = castDish(kitchen, dish, 'zero-waste', 0);
  if (!cast) {
    console.log(id, 'no cast');
    continue;
  }
  const { steps, staples } = writeSteps(kitchen, cast);
  const d = draftFor(kitchen, cast, steps, staples);
  console.log(id, d.totalTime, d.nutrition.calories, d.nutrition.protein, mealSized(dish, d, true));
}
