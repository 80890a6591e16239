/**
 * The saved-list JSON per user, under the user's `saved_version` (decision 041). Bounded by the
 * total size of the cached text, not the number of users: a cook with hundreds of saved recipes
 * weighs what they weigh. Least recently used first out.
 */
export class SavedListCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, { version: number; json: string }>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The cached JSON if it is for this exact version. */
  get(userId: string, version: number): string | undefined {
    const entry = this.#entries.get(userId);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used goes last.
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    return entry.json;
  }

  set(userId: string, version: number, json: string): void {
    this.#remove(userId);
    // A list bigger than an eighth of the budget would evict too many others: not cached.
    if (json.length > this.#maxBytes / 8) return;
    this.#entries.set(userId, { version, json });
    this.#bytes += json.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest);
    }
  }

  /** Cached size in UTF-16 code units (an approximation of bytes that is cheap to keep). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  #remove(userId: string): void {
    const entry = this.#entries.get(userId);
    if (!entry) return;
    this.#bytes -= entry.json.length;
    this.#entries.delete(userId);
  }
}
