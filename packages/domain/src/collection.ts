// The saved collection and the recipe history, read a page at a time (docs/decisions/109, 110).
import * as v from 'valibot';
import { SAVED_SORT_KEYS } from './constants.ts';
import { RECIPE_TYPES, type RecipeType, type SkillLevel } from './options.ts';
import type { Recipe } from './recipe.ts';
import { singleLineText } from './text.ts';

/** Page sizes of the saved list and the history: a default, and the most one request may ask. */
export const SAVED_PAGE_SIZE = { default: 24, max: 60 } as const;
export const HISTORY_PAGE_SIZE = { default: 10, max: 30 } as const;
/** The longest saved-list search the API reads. */
export const SAVED_SEARCH_MAX_LENGTH = 200;

/** An opaque cursor from a previous page's `nextCursor` (base64url). */
const CursorSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(400), v.regex(/^[A-Za-z0-9_-]+$/));

/** A page size from the query string: digits only, 1 to `max`. */
const limitSchema = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

export const SAVED_TYPE_FILTERS = ['all', ...RECIPE_TYPES] as const;
export type SavedTypeFilter = (typeof SAVED_TYPE_FILTERS)[number];

/** `GET /api/recipes/saved/page` query: a cursor, a page size, and the Saved page's search, type and sort. */
export const SavedPageQuerySchema = v.strictObject({
  cursor: v.optional(CursorSchema),
  limit: v.optional(limitSchema(SAVED_PAGE_SIZE.max)),
  q: v.optional(v.pipe(singleLineText(), v.maxLength(SAVED_SEARCH_MAX_LENGTH))),
  type: v.optional(v.picklist(SAVED_TYPE_FILTERS)),
  sort: v.optional(v.picklist(SAVED_SORT_KEYS)),
});
export type SavedPageQuery = v.InferOutput<typeof SavedPageQuerySchema>;

/** What a saved-recipe card shows: a summary, not the whole recipe. */
export interface SavedCard {
  /** The saved entry's id. */
  id: string;
  recipeId: string;
  title: string;
  description: string;
  recipeType: RecipeType;
  difficulty: SkillLevel;
  prepTime: number;
  cookTime: number;
  totalTime: number;
  servings: number;
  /** Per serving; null when the recipe has no nutrition. */
  calories: number | null;
  rating: number | null;
  savedAt: string;
}

export interface SavedPage {
  items: SavedCard[];
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
  /** The saved list's version (moves on every save, unsave and rating): the offline copy syncs when it changes. */
  version: number;
}

/** `GET /api/history` query. */
export const HistoryQuerySchema = v.strictObject({
  cursor: v.optional(CursorSchema),
  limit: v.optional(limitSchema(HISTORY_PAGE_SIZE.max)),
});
export type HistoryQuery = v.InferOutput<typeof HistoryQuerySchema>;

export const HistoryParamsSchema = v.object({ sessionId: v.pipe(singleLineText(), v.uuid()) });

/** One recipe of a past generation, as its history card shows it. */
export interface HistoryRecipe {
  id: string;
  title: string;
  recipeType: RecipeType;
  totalTime: number;
  servings: number;
  difficulty: SkillLevel;
  calories: number | null;
  /** Whether the caller has it saved. */
  saved: boolean;
}

/** One past generation: when, what was asked for, and its recipes. */
export interface HistoryEntry {
  sessionId: string;
  createdAt: string;
  recipes: HistoryRecipe[];
}

export interface HistoryPage {
  items: HistoryEntry[];
  nextCursor: string | null;
}

/** `GET /api/history/{sessionId}`: a past generation's whole recipes, to reopen it. */
export interface HistorySession {
  sessionId: string;
  createdAt: string;
  recipes: Recipe[];
}

/** The Saved page's and the History page's own texts (the spec's Saved texts stay in COPY.recipes). */
export const COLLECTION_COPY = {
  saved: {
    unsave: (title: string) => `Remove ${title} from saved`,
    undo: 'Undo',
    savedOn: (date: string) => `Saved ${date}`,
    calories: (kcal: number) => `${Math.round(kcal)} kcal`,
    filters: 'Filters',
    filtersTitle: 'Search and sort',
    showResults: 'Show recipes',
    loadMore: 'Load more',
  },
  history: {
    title: 'History',
    subtitle:
      'Your past generations, newest first. Open one to see its three recipes again, and save the ones you want.',
    emptyTitle: 'No generations yet',
    emptyText: 'Recipes you generate while signed in are kept here.',
    generatedOn: (date: string) => `Generated ${date}`,
    open: 'Open',
    openLabel: (date: string) => `Open the recipes generated ${date}`,
    delete: 'Delete',
    deleteLabel: (date: string) => `Delete the generation of ${date}`,
    deleteTitle: 'Delete this generation?',
    deleteText:
      'It leaves your history, and its recipes you have not saved are deleted. Recipes you saved stay in Saved.',
    saved: 'Saved',
    loadMore: 'Load more',
    deleted: { title: 'Generation deleted' },
    deleteFailed: { title: 'Failed to delete generation', variant: 'destructive' as const },
    loadFailed: { title: 'Failed to load history', variant: 'destructive' as const },
  },
} as const;
