import type { SavedRecipe, SavedSortKey, SavedTypeFilter } from '@sous/domain';

export type { SavedTypeFilter };

export interface SavedView {
  search: string;
  type: SavedTypeFilter;
  sort: SavedSortKey;
}

function matches(entry: SavedRecipe, words: string[]): boolean {
  if (words.length === 0) return true;
  const { recipe } = entry;
  const haystack = [recipe.title, recipe.description, ...recipe.ingredientsList.map((line) => line.item)]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const savedTime = (entry: SavedRecipe) => Date.parse(entry.savedAt) || 0;

const COMPARATORS: Record<SavedSortKey, (a: SavedRecipe, b: SavedRecipe) => number> = {
  recent: (a, b) => savedTime(b) - savedTime(a),
  title: (a, b) => a.recipe.title.localeCompare(b.recipe.title, undefined, { sensitivity: 'base' }),
  time: (a, b) => a.recipe.totalTime - b.recipe.totalTime,
  // Highest rating first; unrated recipes last.
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
};

/**
 * The saved list as shown: every search word must appear in the title, description or an ingredient;
 * the type filter keeps one recipe type; ties in any sort fall back to most recently saved.
 */
export function filterAndSortSaved(entries: readonly SavedRecipe[], view: SavedView): SavedRecipe[] {
  const words = view.search.toLowerCase().split(/\s+/).filter(Boolean);
  const compare = COMPARATORS[view.sort];
  return entries
    .filter((entry) => view.type === 'all' || entry.recipe.recipeType === view.type)
    .filter((entry) => matches(entry, words))
    .sort((a, b) => compare(a, b) || COMPARATORS.recent(a, b));
}
