import type { Recipe, RecipeDraft } from '@sous/domain';

/** A stored recipe as the API answers it: its id, then the engine's fields. */
export function toRecipe(row: { id: string; data: RecipeDraft }): Recipe {
  return { id: row.id, ...row.data };
}
