import type { CostEstimate, Nutrition, RecipeDraft } from '@sous/domain';
import { findIngredient } from '../catalog/index.ts';
import { computeCost, computeNutrition } from '../nutrition.ts';

const NUTRIENTS = ['calories', 'protein', 'carbs', 'fat', 'fiber'] as const;

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/**
 * Replaces the model's nutrition and cost with catalogue figures wherever the catalogue can vouch
 * for them. The rule:
 * - every line is known to the catalogue (and computable): the catalogue's figures, as they are;
 * - otherwise: for each figure, the larger of the model's estimate and the catalogue's figure for
 *   the known lines (those lines alone are a floor for the whole dish), with
 *   `nutrition.estimated: true`. With no known line at all this is simply the model's figure.
 * Cost is always in USD, the catalogue's currency; a model cost in another currency is not used.
 */
export function withCatalogueFigures(draft: RecipeDraft): RecipeDraft {
  const { ingredientsList: lines, servings } = draft;
  const catalogueNutrition = computeNutrition(lines, servings);
  const catalogueCost = computeCost(lines, servings);
  const everyLineKnown = lines.every((line) => findIngredient(line.item) !== undefined);
  if (everyLineKnown && !catalogueNutrition.estimated) {
    return { ...draft, nutrition: { ...catalogueNutrition, estimated: false }, costEstimate: catalogueCost };
  }
  return {
    ...draft,
    nutrition: mergeNutrition(draft.nutrition, catalogueNutrition),
    costEstimate: mergeCost(draft.costEstimate, catalogueCost, servings),
  };
}

function mergeNutrition(model: Nutrition, catalogue: Nutrition): Nutrition {
  const merged: Nutrition = { ...catalogue, estimated: true };
  for (const nutrient of NUTRIENTS) merged[nutrient] = Math.max(model[nutrient], catalogue[nutrient]);
  return merged;
}

function mergeCost(model: CostEstimate, catalogue: CostEstimate, servings: number): CostEstimate {
  const modelTotal = model.currency.toUpperCase() === catalogue.currency ? model.total : 0;
  const total = roundCents(Math.max(modelTotal, catalogue.total));
  return { total, perServing: roundCents(total / servings), currency: catalogue.currency };
}
