import { getIngredient, type Ingredient } from '../catalog/index.ts';
import { GENERIC_NAMES } from '../data/generic-names.ts';
import { ingredientConflicts, type SafetyProfile } from '../guard.ts';

/**
 * The food a typed generic name means for this cook (data/generic-names.ts): the usual reading,
 * unless it carries what their allergies or diet rule out and a reading they can eat exists.
 */
export function genericForCook(ingredient: Ingredient, typed: string, profile: SafetyProfile): Ingredient {
  const generic = GENERIC_NAMES.find((g) => g.from === ingredient.id);
  if (!generic || generic.unless.test(typed) || ingredientConflicts(ingredient, profile).length === 0)
    return ingredient;
  for (const id of generic.to) {
    const other = getIngredient(id);
    if (ingredientConflicts(other, profile).length === 0) return other;
  }
  return ingredient;
}
