import { checkTrio } from './check/check-recipe.ts';
import { composeTrio } from './local/trio.ts';
import { readPantry } from './read/pantry.ts';
import { lintTrio } from './review/lint.ts';

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
const request = { ingredients: text, constraints };
const reading = readPantry(text);
try {
  const trio = composeTrio(request as never, reading);
  for (const d of trio) {
    console.log(
      `\n## ${d.recipeType}: ${d.title} — ${d.totalTime} min, ${d.nutrition.calories} kcal, ${d.nutrition.protein} g protein`,
    );
    console.log(d.description);
    for (const l of d.ingredientsList)
      console.log(`  - ${l.amount} ${l.unit} ${l.item}${l.notes ? ` (${l.notes})` : ''}`);
    for (const s of d.steps) console.log(`  ${s.step}. [${s.appliance} ${s.duration * 5}m] ${s.instruction}`);
    if (process.env.FULL) console.log('  leftover:', d.leftoverPlan);
  }
  console.log('\nCHECK:', checkTrio(trio, request as never, reading));
  console.log(
    'LINT:',
    lintTrio(trio, request as never).map((f) => `[${f.rule}] ${f.recipe}: ${f.message}`),
  );
} catch (e) {
  console.log('ERR', (e as Error).message);
}
