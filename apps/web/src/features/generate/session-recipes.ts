// Spec §4: generated recipes live in sessionStorage, one entry per generation session.
import { type Recipe, STORAGE_KEYS } from '@sous/domain';
import { readItem, storageKeys, writeItem } from '../../lib/storage.ts';

const keyFor = (sessionId: string) => `${STORAGE_KEYS.generatedRecipes}:${sessionId}`;

export function storeSessionRecipes(sessionId: string, recipes: Recipe[]): void {
  writeItem('session', keyFor(sessionId), JSON.stringify(recipes));
}

export function readSessionRecipes(sessionId: string): Recipe[] | null {
  const raw = readItem('session', keyFor(sessionId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) && parsed.length > 0 ? (parsed as Recipe[]) : null;
  } catch {
    return null;
  }
}

/** The generation session a recipe came from in this tab, for the recipe page's Back button. */
export function findSessionOfRecipe(recipeId: string): string | null {
  const prefix = `${STORAGE_KEYS.generatedRecipes}:`;
  for (const key of storageKeys('session')) {
    if (!key.startsWith(prefix)) continue;
    const sessionId = key.slice(prefix.length);
    if (readSessionRecipes(sessionId)?.some((recipe) => recipe.id === recipeId)) return sessionId;
  }
  return null;
}
