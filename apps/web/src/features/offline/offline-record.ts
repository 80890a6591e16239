// The offline copy of one signed-in account, as plain data: who the cook is and their saved recipes,
// each with the whole recipe, so its page and cook mode open too (docs/decisions/099). No I/O here;
// offline-store.ts keeps it in IndexedDB.
import type { PublicUser, Recipe, SavedRecipe } from '@sous/domain';

export interface OfflineRecord {
  user: PublicUser;
  /** null until the saved list was read once while this user was signed in. */
  saved: SavedRecipe[] | null;
}

/** The record after `user` was seen signed in: another account's saved recipes are never carried over. */
export function recordForUser(previous: OfflineRecord | undefined, user: PublicUser): OfflineRecord {
  return { user, saved: previous?.user.id === user.id ? previous.saved : null };
}

/** The record with a fresh saved list, or undefined when nobody is signed in to own it. */
export function recordWithSaved(
  previous: OfflineRecord | undefined,
  saved: SavedRecipe[],
): OfflineRecord | undefined {
  return previous ? { ...previous, saved } : undefined;
}

/** A saved recipe by its recipe id; undefined when the copy has no such recipe (or no list yet). */
export function savedRecipeOf(record: OfflineRecord | undefined, recipeId: string): Recipe | undefined {
  return record?.saved?.find((entry) => entry.recipe.id === recipeId)?.recipe;
}

/** `{isSaved}` as GET /api/recipes/{id}/is-saved answers, or undefined when the copy cannot say. */
export function isSavedOf(
  record: OfflineRecord | undefined,
  recipeId: string,
): { isSaved: boolean } | undefined {
  if (!record?.saved) return undefined;
  return { isSaved: record.saved.some((entry) => entry.recipe.id === recipeId) };
}
