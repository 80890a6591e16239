import { DISHES } from './data/dishes/index.ts';
import { isKind, KINDS } from './data/kinds.ts';
import { castDish } from './local/cook.ts';
import { prepareKitchen } from './local/kitchen-prep.ts';

const [text, cons, id] = JSON.parse(process.argv[2]!);
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
  kitchen.foods
    .map(
      (f) =>
        `${f.id}[${Object.keys(KINDS)
          .filter((k) => isKind(f, k as never))
          .join(',')}]`,
    )
    .join(' '),
);
console.log('dropped', kitchen.dropped, 'skill', constraints.skillLevel);
const dish = DISHES.find((d) => d.id === id)!;
console.log(dish.skill, dish.equipment, dish.course);
for (const [name, slot] of Object.entries(dish.slots))
  console.log(name, slot.need ? 'NEED' : '', slot.kinds.join(','), slot.ids?.join(',') ?? '');
console.log(castDish(kitchen, dish, 'quick', 0) ? 'casts' : 'NO CAST');
