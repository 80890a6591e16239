import type { ChefError } from './engine.ts';
import { cookLocally } from './local/index.ts';

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
try {
  const t = cookLocally({ ingredients: text, constraints } as never);
  console.log(t.map((d) => d.title));
} catch (e) {
  console.log((e as ChefError).code, (e as Error).message, String((e as Error).cause ?? ''));
}
