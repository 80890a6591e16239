import type { CostEstimate, IngredientLine, Nutrition } from '@sous/domain';
import { findIngredient, type Ingredient } from './catalog/index.ts';

const CUP_ML = 236.588;

// Mass units in grams; volume units in US cups (converted through the ingredient's grams per cup).
const GRAMS: Record<string, number> = {
  g: 1,
  gram: 1,
  grams: 1,
  gr: 1,
  kg: 1000,
  kilogram: 1000,
  kilograms: 1000,
  mg: 0.001,
  oz: 28.3495,
  ounce: 28.3495,
  ounces: 28.3495,
  lb: 453.592,
  lbs: 453.592,
  pound: 453.592,
  pounds: 453.592,
};
const CUPS: Record<string, number> = {
  cup: 1,
  cups: 1,
  c: 1,
  tbsp: 1 / 16,
  tablespoon: 1 / 16,
  tablespoons: 1 / 16,
  tbs: 1 / 16,
  tsp: 1 / 48,
  teaspoon: 1 / 48,
  teaspoons: 1 / 48,
  ml: 1 / CUP_ML,
  milliliter: 1 / CUP_ML,
  millilitre: 1 / CUP_ML,
  milliliters: 1 / CUP_ML,
  l: 1000 / CUP_ML,
  liter: 1000 / CUP_ML,
  litre: 1000 / CUP_ML,
  liters: 1000 / CUP_ML,
  'fl oz': 29.5735 / CUP_ML,
  'fluid ounce': 29.5735 / CUP_ML,
  quart: 4,
  pint: 2,
};
const PIECE_WORDS = new Set([
  '',
  'piece',
  'pieces',
  'pc',
  'pcs',
  'whole',
  'each',
  'medium',
  'fillet',
  'fillets',
  'breast',
  'breasts',
  'stalk',
  'stalks',
  'rib',
  'ribs',
  'clove',
  'cloves',
  'slice',
  'slices',
  'leaf',
  'leaves',
]);
const SIZE_FACTOR: Record<string, number> = { large: 1.25, small: 0.75 };

/** Grams in an amount of an ingredient, or undefined when the unit cannot be weighed. */
export function toGrams(amount: number, unit: string, ingredient: Ingredient): number | undefined {
  const key = unit.trim().toLowerCase().replace(/\.$/, '');
  const mass = GRAMS[key];
  if (mass !== undefined) return amount * mass;
  const cups = CUPS[key];
  if (cups !== undefined) return amount * cups * (ingredient.gramsPerCup ?? CUP_ML);
  const piece = ingredient.gramsPerPiece;
  if (PIECE_WORDS.has(key)) return piece === undefined ? undefined : amount * piece;
  const size = SIZE_FACTOR[key];
  if (size !== undefined) return piece === undefined ? undefined : amount * piece * size;
  switch (key) {
    case 'pinch':
    case 'pinches':
      return amount * 0.4;
    case 'dash':
      return amount * 0.6;
    case 'handful':
    case 'handfuls':
      return amount * 30;
    case 'sprig':
    case 'sprigs':
      return amount * 1;
    case 'bunch':
    case 'bunches':
      return amount * (ingredient.category === 'herb' ? 30 : 250);
    case 'can':
    case 'cans':
    case 'tin':
    case 'tins':
      return amount * (piece ?? 400);
    case 'package':
    case 'pack':
    case 'packet':
    case 'block':
      return amount * (piece ?? 250);
    default:
      return undefined;
  }
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;

interface WeighedLine {
  ingredient: Ingredient | undefined;
  grams: number | undefined;
}

function weigh(line: IngredientLine): WeighedLine {
  const ingredient = findIngredient(line.item);
  if (!ingredient) return { ingredient, grams: undefined };
  if (typeof line.amount === 'number')
    return { ingredient, grams: toGrams(line.amount, line.unit, ingredient) };
  // "to taste", "a pinch": seasonings weigh next to nothing; anything else is unknown.
  const negligible = ingredient.category === 'spice' || ingredient.id === 'water';
  return { ingredient, grams: negligible ? 0 : undefined };
}

/** Nutrition per serving from the catalogue; `estimated` when some lines could not be weighed. */
/**
 * The share of a bone-in or whole piece that is eaten: USDA's figures are for the meat (and skin), the
 * line weighs the bird or joint as bought. About 30 % of a whole chicken or a drumstick is bone
 * (USDA "refuse"), and a fifth of a bone-in joint.
 */
function edible(ingredient: { whole?: boolean; category: string }): number {
  if (!ingredient.whole) return 1;
  if (ingredient.category === 'poultry') return 0.7;
  if (ingredient.category === 'meat') return 0.8;
  if (ingredient.category === 'seafood') return 0.45;
  return 1;
}

export function computeNutrition(lines: readonly IngredientLine[], servings: number): Nutrition {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0 };
  let estimated = false;
  for (const line of lines) {
    const { ingredient, grams } = weigh(line);
    if (!ingredient || grams === undefined) {
      estimated = true;
      continue;
    }
    const factor = (grams / 100) * edible(ingredient);
    total.calories += ingredient.per100g.calories * factor;
    total.protein += ingredient.per100g.protein * factor;
    total.carbs += ingredient.per100g.carbs * factor;
    total.fat += ingredient.per100g.fat * factor;
    total.fiber += ingredient.per100g.fiber * factor;
  }
  const per = Math.max(1, servings);
  return {
    calories: Math.round(total.calories / per),
    protein: round1(total.protein / per),
    carbs: round1(total.carbs / per),
    fat: round1(total.fat / per),
    fiber: round1(total.fiber / per),
    estimated,
  };
}

/** What the dish costs to make at rough US retail prices (USD); unknown lines are left out. */
export function computeCost(lines: readonly IngredientLine[], servings: number): CostEstimate {
  let total = 0;
  for (const line of lines) {
    const { ingredient, grams } = weigh(line);
    if (ingredient && grams !== undefined) total += (grams / 1000) * ingredient.pricePerKgUsd;
  }
  return { total: round2(total), perServing: round2(total / Math.max(1, servings)), currency: 'USD' };
}
