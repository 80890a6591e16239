// pnpm --filter @sous/chef exec tsx src/review/random.ts [runs] [seed]: cooks random requests (random
// catalogue foods, random constraints, as the property tests do) and prints how many were refused and why,
// the linter's findings by rule, and a few refused pantries to look at.
import {
  BUDGET_OPTIONS,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  SKILL_LEVELS,
} from '@sous/domain';
import { INGREDIENTS } from '../catalog/index.ts';
import { ChefError } from '../engine.ts';
import { cookLocally } from '../local/index.ts';
import { createRandom } from '../local/random.ts';
import { lintTrio } from './lint.ts';

const runs = Number(process.argv[2] ?? '300');
const random = createRandom(Number(process.argv[3] ?? '7'));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const codes = new Map<string, number>();
const rules = new Map<string, number>();
const refused: string[] = [];
const examples = new Map<string, string>();
let served = 0;
for (let i = 0; i < runs; i++) {
  const ingredients = Array.from(
    { length: 2 + Math.floor(random() * 10) },
    () => pick(INGREDIENTS).name,
  ).join(', ');
  const constraints = {
    time: 5 * (2 + Math.floor(random() * 35)),
    servings: 1 + Math.floor(random() * 12),
    diet: random() < 0.3 ? [pick(DIET_OPTIONS)] : [],
    allergies: random() < 0.3 ? [pick(['peanuts', 'dairy', 'gluten', 'shellfish', 'eggs'])] : [],
    skillLevel: pick(SKILL_LEVELS),
    appliances: random() < 0.5 ? EQUIPMENT_OPTIONS.filter(() => random() < 0.5) : [],
    budget: pick(BUDGET_OPTIONS),
    macroFocus: random() < 0.2 ? [pick(MACRO_FOCUS_OPTIONS)] : [],
  };
  const request = { ingredients, constraints };
  try {
    const trio = cookLocally(request as never);
    served++;
    for (const f of lintTrio(trio, request as never)) {
      rules.set(f.rule, (rules.get(f.rule) ?? 0) + 1);
      if (!examples.has(f.rule))
        examples.set(f.rule, `${f.message}  ← "${ingredients}" ${JSON.stringify(constraints)}`);
    }
  } catch (error) {
    if (!(error instanceof ChefError)) throw error;
    codes.set(error.code, (codes.get(error.code) ?? 0) + 1);
    if (error.code === 'too_few_dishes' && refused.length < 12)
      refused.push(
        `"${ingredients}" ${JSON.stringify({ time: constraints.time, appliances: constraints.appliances, skill: constraints.skillLevel, diet: constraints.diet })}`,
      );
    if (error.code === 'generation_failed')
      console.log('GENERATION FAILED', ingredients, JSON.stringify(constraints), String(error.cause));
  }
}
console.log(`served ${served} of ${runs}; refused:`, Object.fromEntries(codes));
console.log('lint findings by rule:', Object.fromEntries(rules));
for (const [rule, example] of examples) console.log(`  [${rule}] ${example}`);
console.log('some too_few_dishes pantries:');
for (const r of refused) console.log(`  ${r}`);
