// Prints the local chef's three recipes for a few pantries, for a person to read and judge.
// Run: pnpm --filter @sous/chef sample

import type { RecipeDraft } from '@sous/domain';
import { type ConstraintsInput, ConstraintsSchema, stepMinutes } from '@sous/domain';
import * as v from 'valibot';
import { cookLocally } from './local/index.ts';

const EXAMPLES: { ingredients: string; constraints: ConstraintsInput }[] = [
  {
    ingredients: 'chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon',
    constraints: { servings: 2 },
  },
  {
    ingredients: 'eggs, spinach, feta, half an onion, leftover potatoes, cherry tomatoes',
    constraints: { time: 20, diet: ['Vegetarian'] },
  },
  {
    ingredients: 'chickpeas, sweet potato, kale, tahini, lemon, cumin, red onion',
    constraints: { diet: ['Vegan'], appliances: ['Oven'], time: 45 },
  },
  {
    ingredients: 'salmon, asparagus, couscous, dill, greek yogurt',
    constraints: { time: 15, appliances: ['Microwave'], servings: 1 },
  },
  {
    ingredients: 'ground beef, canned tomatoes, onion, carrots, celery, pasta, parmesan',
    constraints: { servings: 6, budget: 'low', time: 60 },
  },
  {
    ingredients: 'tofu, bok choy, rice noodles, peanut butter, soy sauce, lime, scallions',
    constraints: { allergies: ['peanuts'], macroFocus: ['High Protein'] },
  },
];

const show = (draft: RecipeDraft): string => {
  const lines = [
    `■ ${draft.title}  [${draft.recipeType} · ${draft.difficulty} · ${draft.totalTime} min · serves ${draft.servings}]`,
    `  ${draft.description}`,
    '  Ingredients:',
    ...draft.ingredientsList.map(
      (l) => `    - ${l.amount}${l.unit ? ` ${l.unit}` : ''} ${l.item}${l.notes ? ` (${l.notes})` : ''}`,
    ),
    ...(draft.shoppingGap.length > 0 ? [`  Shopping: ${draft.shoppingGap.join(', ')}`] : []),
    '  Steps:',
    ...draft.steps.map(
      (s) => `    ${s.step}. [${s.appliance}, ${stepMinutes(s.duration)} min] ${s.instruction}`,
    ),
    `  Nutrition/serving: ${draft.nutrition.calories} kcal, ${draft.nutrition.protein} g protein, ${draft.nutrition.carbs} g carbs, ${draft.nutrition.fat} g fat, ${draft.nutrition.fiber} g fibre`,
    `  Cost: $${draft.costEstimate.total.toFixed(2)} ($${draft.costEstimate.perServing.toFixed(2)}/serving)`,
    `  Swaps: ${
      Object.entries(draft.substitutions)
        .map(([k, alts]) => `${k} → ${alts.map((a) => a.alternative).join(' / ')}`)
        .join('; ') || 'none'
    }`,
    `  Appliances: ${
      Object.entries(draft.applianceSwaps)
        .map(([k, s]) => `${k} (${s.timeAdjustment >= 0 ? '+' : ''}${s.timeAdjustment} min)`)
        .join(', ') || 'none'
    }`,
    `  Leftovers: ${draft.leftoverPlan}`,
  ];
  return lines.join('\n');
};

for (const example of EXAMPLES) {
  const constraints = v.parse(ConstraintsSchema, example.constraints);
  console.log(`\n════ "${example.ingredients}"  ${JSON.stringify(example.constraints)}`);
  for (const draft of cookLocally({ ingredients: example.ingredients, constraints }))
    console.log(`\n${show(draft)}`);
}
