// Issue 12's Zero-Waste and Quick Win promises, measured from the recipes' fields (their ingredient
// lines and shopping gap), never from the chef's own scoring:
// - the Zero-Waste uses the most of what the cook listed and picks up what the Quick Win left out;
// - the Quick Win is a meal built on the cook's main protein when a dish with it fits the time.
// Run: pnpm --filter @sous/chef exec tsx src/review/zero-waste.ts [random runs] [seed] [--list]
// lint-gate.test.ts holds the corpus figures to the budgets in known-gaps.ts.

import {
  BUDGET_OPTIONS,
  ConstraintsSchema,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  type RecipeDraft,
  SKILL_LEVELS,
} from '@sous/domain';
import * as v from 'valibot';
import { findIngredient, findIngredientForgiving, INGREDIENTS, type Ingredient } from '../catalog/index.ts';
import { STAPLE_IDS } from '../check/check-recipe.ts';
import { isKind } from '../data/kinds.ts';
import { ChefError, type ChefRequest, type RecipeTrio } from '../engine.ts';
import { cookLocally } from '../local/index.ts';
import { createRandom } from '../local/random.ts';
import { pantryReport, readPantry } from '../read/pantry.ts';
import { CORPUS } from './corpus.ts';

const PROTEIN_CATEGORIES = ['poultry', 'meat', 'seafood', 'plant-protein', 'legume'];

/** What one served trio does with the cook's list. */
export interface TrioUse {
  label: string;
  /** The cook's foods the chef may cook (recognised, not a staple, not left out for them). */
  listed: string[];
  /** Of those, the ones each recipe's ingredient lines use (bought items aside): Quick, Zero-Waste, Upgrade. */
  used: [Set<string>, Set<string>, Set<string>];
  /** The pantry's main protein (the first listed meat, fish, poultry, tofu or pulse; cured meat aside). */
  main?: string;
  titles: [string, string, string];
}

/** The cook's foods a recipe's ingredient lines use, read from the lines as a cook reads them. */
function usedBy(draft: RecipeDraft, listed: ReadonlySet<string>): Set<string> {
  const gap = new Set(draft.shoppingGap.map((item) => item.toLowerCase()));
  const used = new Set<string>();
  for (const line of draft.ingredientsList) {
    if (gap.has(line.item.toLowerCase()) || /\bto buy\b/i.test(line.notes ?? '')) continue;
    const food = findIngredient(line.item) ?? findIngredientForgiving(line.item)?.ingredient;
    if (food && listed.has(food.id)) used.add(food.id);
  }
  return used;
}

const isMainProtein = (food: Ingredient): boolean =>
  PROTEIN_CATEGORIES.includes(food.category) && food.role === 'protein' && !isKind(food, 'cured-meat');

/** Reads one served trio against the request. */
export function trioUse(label: string, request: ChefRequest, trio: RecipeTrio): TrioUse {
  const reading = readPantry(request.ingredients);
  const leftOut = new Set(pantryReport(reading, request.constraints).leftOut.map((l) => l.item));
  const foods = reading.foods
    .filter((item) => item.ingredient && !leftOut.has(item.raw.slice(0, 60)))
    .map((item) => item.ingredient as Ingredient)
    .filter((food) => !STAPLE_IDS.has(food.id));
  const listed = [...new Set(foods.map((f) => f.id))];
  const ids = new Set(listed);
  return {
    label,
    listed,
    used: [usedBy(trio[0], ids), usedBy(trio[1], ids), usedBy(trio[2], ids)],
    main: foods.find(isMainProtein)?.id,
    titles: [trio[0].title, trio[1].title, trio[2].title],
  };
}

/** The figures over many trios. */
export interface WasteFigures {
  served: number;
  /** Zero-Waste recipes that leave some of the cook's foods unused. */
  wasteLeavesFood: TrioUse[];
  /** Zero-Waste recipes that use fewer of the cook's foods than the Quick Win. */
  wasteUsesFewer: TrioUse[];
  /** Zero-Waste recipes that pick up nothing the Quick Win left out (when it left something). */
  wastePicksUpNothing: TrioUse[];
  /** Share of the listed foods each recipe uses, summed over all trios: Quick, Zero-Waste, Upgrade. */
  share: [number, number, number];
  /** Trios with a main protein listed. */
  withMain: number;
  /** Quick Wins without the main protein, while the Zero-Waste or the Upgrade (same time limit) has it. */
  quickWithoutMain: TrioUse[];
}

export function wasteFigures(uses: readonly TrioUse[]): WasteFigures {
  const listedTotal = uses.reduce((sum, u) => sum + u.listed.length, 0);
  const share = [0, 1, 2].map(
    (i) => uses.reduce((sum, u) => sum + (u.used[i]?.size ?? 0), 0) / Math.max(1, listedTotal),
  ) as [number, number, number];
  return {
    served: uses.length,
    wasteLeavesFood: uses.filter((u) => u.used[1].size < u.listed.length),
    wasteUsesFewer: uses.filter((u) => u.used[1].size < u.used[0].size),
    wastePicksUpNothing: uses.filter((u) => {
      const leftByQuick = u.listed.filter((id) => !u.used[0].has(id));
      return leftByQuick.length > 0 && !leftByQuick.some((id) => u.used[1].has(id));
    }),
    share,
    withMain: uses.filter((u) => u.main).length,
    quickWithoutMain: uses.filter(
      (u) => u.main && !u.used[0].has(u.main) && (u.used[1].has(u.main) || u.used[2].has(u.main)),
    ),
  };
}

/** Cooks a request; a refusal is no trio. */
export function served(label: string, request: ChefRequest): TrioUse | undefined {
  try {
    return trioUse(label, request, cookLocally(request));
  } catch (error) {
    if (error instanceof ChefError) return undefined;
    throw error;
  }
}

export const corpusRequests = (): { label: string; request: ChefRequest }[] =>
  CORPUS.filter((p) => !p.refuse).map((p) => ({
    label: p.id,
    request: { ingredients: p.ingredients, constraints: v.parse(ConstraintsSchema, p.constraints) },
  }));

/** Random requests of catalogue foods and constraints, as src/review/random.ts makes them. */
export function randomRequests(runs: number, seed: number): { label: string; request: ChefRequest }[] {
  const random = createRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: runs }, (_, i) => {
    const ingredients = Array.from(
      { length: 2 + Math.floor(random() * 10) },
      () => pick(INGREDIENTS).name,
    ).join(', ');
    const constraints = v.parse(ConstraintsSchema, {
      time: 5 * (2 + Math.floor(random() * 35)),
      servings: 1 + Math.floor(random() * 12),
      diet: random() < 0.3 ? [pick(DIET_OPTIONS)] : [],
      allergies: random() < 0.3 ? [pick(['peanuts', 'dairy', 'gluten', 'shellfish', 'eggs'])] : [],
      skillLevel: pick(SKILL_LEVELS),
      appliances: random() < 0.5 ? EQUIPMENT_OPTIONS.filter(() => random() < 0.5) : [],
      budget: pick(BUDGET_OPTIONS),
      macroFocus: random() < 0.2 ? [pick(MACRO_FOCUS_OPTIONS)] : [],
    });
    return {
      label: `random-${i}: "${ingredients}" ${JSON.stringify(constraints)}`,
      request: { ingredients, constraints },
    };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function show(name: string, figures: WasteFigures, list: boolean): string {
  const f = figures;
  const out = [
    `${name}: ${f.served} trios served`,
    `  Zero-Waste leaves listed food unused:        ${f.wasteLeavesFood.length}`,
    `  Zero-Waste uses fewer than the Quick Win:     ${f.wasteUsesFewer.length}`,
    `  Zero-Waste picks up nothing the Quick left:   ${f.wastePicksUpNothing.length}`,
    `  share of listed foods used (Quick / Zero-Waste / Upgrade): ${f.share.map(pct).join(' / ')}`,
    `  Quick Win without the main protein (${f.withMain} trios have one) while another option has it: ${f.quickWithoutMain.length}`,
  ];
  if (list) {
    for (const u of f.quickWithoutMain)
      out.push(`    no main in Quick: ${u.label} → ${u.titles.join(' | ')}`);
    for (const u of f.wasteLeavesFood)
      out.push(
        `    unused by Zero-Waste: ${u.label} → ${u.titles[1]}: ${u.listed.filter((id) => !u.used[1].has(id)).join(', ')}`,
      );
  }
  return out.join('\n');
}

function main(): void {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const list = args.includes('--list');
  const [runs = '300', seed = '7'] = args.filter((a) => !a.startsWith('--'));
  for (const [name, requests] of [
    ['corpus', corpusRequests()],
    [`random (${runs}, seed ${seed})`, randomRequests(Number(runs), Number(seed))],
  ] as const) {
    const uses = requests.flatMap(({ label, request }) => served(label, request) ?? []);
    console.log(show(name, wasteFigures(uses), list));
  }
}

if (process.argv[1]?.endsWith('zero-waste.ts')) main();
