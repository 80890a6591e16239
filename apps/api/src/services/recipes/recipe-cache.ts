import type { SharedGenerations } from '../../lib/shared-generations.ts';

/** The answer to `GET /api/recipes/{id}`: the exact JSON body and its strong tag. */
export interface RecipeAnswer {
  body: string;
  etag: string;
}

export const RECIPE_CACHE_MAX_ENTRIES = 5_000;
/** Of JSON text (UTF-16 code units, as the strings hold it); a recipe is ~2 KB. */
export const RECIPE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

interface Entry extends RecipeAnswer {
  stamp: string;
  bytes: number;
}

/**
 * The most recently read recipes, in process (docs/decisions/113). Recipes never change once
 * generated, so the only thing that can make an entry wrong is the recipe being deleted: whatever
 * deletes recipes calls `forget` (ids known) or `forgetAll` (an account's history, by cascade), after
 * the delete is committed. With Redis, that moves one stamp that every process reads per request
 * before trusting its cache, so no process serves a deleted recipe. Bounded by count and by size;
 * least recently used out.
 */
export class RecipeCache {
  readonly #entries = new Map<string, Entry>();
  readonly #shared: SharedGenerations | undefined;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;
  #forgets = 0;

  constructor(
    options: { shared?: SharedGenerations | undefined; maxEntries?: number; maxBytes?: number } = {},
  ) {
    this.#shared = options.shared;
    this.#maxEntries = options.maxEntries ?? RECIPE_CACHE_MAX_ENTRIES;
    this.#maxBytes = options.maxBytes ?? RECIPE_CACHE_MAX_BYTES;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The cached answer, or `load`'s (which throws for an unknown recipe), kept for next time. */
  async get(id: string, load: () => Promise<RecipeAnswer>): Promise<RecipeAnswer> {
    const forgetsBefore = this.#forgets;
    const stamp = this.#shared ? await this.#shared.read(RECIPES_KEY) : LOCAL;
    const entry = this.#entries.get(id);
    if (entry && stamp !== undefined && entry.stamp === stamp) {
      this.#entries.delete(id);
      this.#entries.set(id, entry);
      return entry;
    }
    const answer = await load();
    // A delete committed while loading may have removed this very recipe: keep nothing then.
    if (stamp !== undefined && this.#forgets === forgetsBefore) this.#store(id, { ...answer, stamp });
    return answer;
  }

  /** After recipes are deleted (and committed): no process serves them again. */
  async forget(ids: Iterable<string>): Promise<void> {
    this.#forgets++;
    for (const id of ids) this.#remove(id);
    await this.#shared?.bump(RECIPES_KEY);
  }

  /** After deletes whose ids are not known here (an account and its history): everything goes. */
  async forgetAll(): Promise<void> {
    this.clearLocal();
    await this.#shared?.bump(RECIPES_KEY);
  }

  clearLocal(): void {
    this.#forgets++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #store(id: string, answer: RecipeAnswer & { stamp: string }): void {
    const bytes = (answer.body.length + answer.etag.length) * 2;
    if (bytes > this.#maxBytes) return;
    this.#remove(id);
    this.#entries.set(id, { ...answer, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
  }

  #remove(id: string): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#entries.delete(id);
    this.#bytes -= entry.bytes;
  }
}

const LOCAL = 'local';
const RECIPES_KEY = 'recipes';
