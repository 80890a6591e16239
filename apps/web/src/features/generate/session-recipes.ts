// Spec §4: generated recipes live in sessionStorage, one entry per generation session, with the
// report of how the ingredient list was read.
import { type PantryReport, PantryReportSchema, type Recipe } from '@sous/domain';
import * as v from 'valibot';
import { GENERATED_PREFIX } from '../../lib/cook-storage.ts';
import { readItem, storageKeys, writeItem } from '../../lib/storage.ts';

/** What a generation session keeps in this tab. */
export interface SessionRecipes {
  recipes: Recipe[];
  /** How the ingredient list was read; null when the server sent none (or an older entry). */
  pantry: PantryReport | null;
}

const keyFor = (sessionId: string) => `${GENERATED_PREFIX}${sessionId}`;

export function storeSessionRecipes(sessionId: string, session: SessionRecipes): void {
  writeItem('session', keyFor(sessionId), JSON.stringify(session));
}

export function readSessionRecipes(sessionId: string): SessionRecipes | null {
  return parseSessionRecipes(readItem('session', keyFor(sessionId)));
}

/** A stored entry, in the current format `{recipes, pantry}` or the older bare array of recipes. */
export function parseSessionRecipes(raw: string | null): SessionRecipes | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) return parsed.length > 0 ? { recipes: parsed as Recipe[], pantry: null } : null;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { recipes, pantry } = parsed as { recipes?: unknown; pantry?: unknown };
  if (!Array.isArray(recipes) || recipes.length === 0) return null;
  // A report that does not fit the schema (edited storage) is dropped; the recipes still show.
  return { recipes: recipes as Recipe[], pantry: v.is(PantryReportSchema, pantry) ? pantry : null };
}

/** The generation session a recipe came from in this tab, for the recipe page's Back button. */
export function findSessionOfRecipe(recipeId: string): string | null {
  for (const key of storageKeys('session')) {
    if (!key.startsWith(GENERATED_PREFIX)) continue;
    const sessionId = key.slice(GENERATED_PREFIX.length);
    if (readSessionRecipes(sessionId)?.recipes.some((recipe) => recipe.id === recipeId)) return sessionId;
  }
  return null;
}
