import { ConstraintsSchema } from '@sous/domain';
import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { cookLocally } from './local/index.ts';
const cases: [string, object][] = JSON.parse(readFileSync(process.argv[2]!, 'utf8'));
for (const [ingredients, c] of cases) {
  console.log(`\n\n==================== PANTRY: ${ingredients} | ${JSON.stringify(c)}`);
  try {
    for (const d of cookLocally({ ingredients, constraints: v.parse(ConstraintsSchema, c) })) {
      console.log(`\n## ${d.title} [${d.recipeType}, ${d.totalTime} min, serves ${d.servings}]\n${d.description}`);
      for (const l of d.ingredientsList) console.log(`- ${l.amount} ${l.unit} ${l.item}${l.notes ? ` (${l.notes})` : ''}`);
      for (const s of d.steps) console.log(`${s.step}. [${s.appliance}, ${s.duration * 5} min] ${s.instruction}`);
      console.log('Subs:', JSON.stringify(d.substitutions)); console.log('Leftovers:', d.leftoverPlan); console.log('Swaps:', JSON.stringify(d.applianceSwaps));
    }
  } catch (e) { console.log(`REFUSED ${ingredients}: ${(e as Error).message} ${((e as Error).cause as Error)?.message ?? ''}`); }
}
