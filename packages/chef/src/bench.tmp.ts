import { performance } from 'node:perf_hooks';
import { DEFAULT_CONSTRAINTS } from '@sous/domain';
import { checkTrio } from './check/check-recipe.ts';
import { composeTrio } from './local/compose.ts';

const reqs = [
  {
    ingredients: 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon, onion, carrots',
    constraints: { ...DEFAULT_CONSTRAINTS, allergies: ['peanuts'], diet: ['Dairy-Free'] as any },
  },
  {
    ingredients: 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon, onion, carrots',
    constraints: { ...DEFAULT_CONSTRAINTS },
  },
  { ingredients: 'eggs, spinach, feta, onion, potatoes', constraints: { ...DEFAULT_CONSTRAINTS } },
];
const t = (name: string, f: () => unknown, n = 40) => {
  f();
  const s = performance.now();
  for (let i = 0; i < n; i++) f();
  console.log(name, ((performance.now() - s) / n).toFixed(3), 'ms');
};
for (const req of reqs) {
  const trio = composeTrio(req);
  t('compose', () => composeTrio(req));
  t('check', () => checkTrio(trio, req));
}
