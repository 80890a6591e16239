// pnpm --filter @sous/chef exec tsx src/review/why.ts '["pantry text", {constraints}]': for every dish, whether it
// can be cooked from this pantry and, if not, why (skill, equipment, which needed slot no food fits,
// or too slow for the time).
import { DISH_BY_ID, DISHES } from '../data/dishes/index.ts';
import { isKind } from '../data/kinds.ts';
import { castDish, totalUnits, writeSteps } from '../local/cook.ts';
import { prepareKitchen, skillRank } from '../local/kitchen-prep.ts';

const [text, cons] = JSON.parse(process.argv[2]!);
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
console.log('foods', kitchen.foods.map((f) => f.id).join(' '));
const out: string[] = [];
for (const dish of DISHES) {
  if (skillRank(dish.skill) > skillRank(constraints.skillLevel)) {
    out.push(`${dish.id}: skill ${dish.skill}`);
    continue;
  }
  if (!dish.equipment.every((e) => kitchen.allowed.has(e))) {
    out.push(`${dish.id}: equipment`);
    continue;
  }
  const twin = dish.standsIn ? DISH_BY_ID.get(dish.standsIn) : undefined;
  if (
    twin &&
    skillRank(twin.skill) <= skillRank(constraints.skillLevel) &&
    twin.equipment.every((e) => kitchen.allowed.has(e))
  ) {
    out.push(`${dish.id}: stands in for ${twin.id}, which this kitchen can make`);
    continue;
  }
  const cast = castDish(kitchen, dish, 'quick', 0);
  if (!cast) {
    const missing = Object.entries(dish.slots)
      .filter(
        ([, s]) =>
          s.need && !kitchen.foods.some((f) => s.kinds.some((k) => isKind(f, k)) || s.ids?.includes(f.id)),
      )
      .map(([n]) => n);
    out.push(`${dish.id}: needs ${missing.join(',') || '(cuisine?)'}`);
    continue;
  }
  let best = Infinity;
  for (let trim = 0; trim <= 3; trim++) {
    const c = castDish(kitchen, dish, 'quick', trim);
    if (!c) break;
    best = Math.min(best, totalUnits(writeSteps(kitchen, c).steps) * 5);
  }
  out.push(`${dish.id}: ${best} min${best > constraints.time ? ' TOO SLOW' : ' OK'} [${dish.course}]`);
}
console.log(out.filter((l) => !process.env.ONLY || l.includes(process.env.ONLY)).join('\n'));
