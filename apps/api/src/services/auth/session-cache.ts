import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SharedGenerations } from '../../lib/shared-generations.ts';
import {
  SESSION_RENEW_THRESHOLD_MS,
  type SessionValidation,
  secretMatches,
  splitSessionToken,
  validateSessionToken,
} from './sessions.ts';

/** How long a verified session (and the user row read with it) may be reused without the database. */
export const SESSION_CACHE_TTL_MS = 5_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  userId: string;
  /** Absent while only the user is known: with Redis, a first lookup learns whose stamp to read. */
  validation?: SessionValidation;
  stamp?: string;
  cachedAt: number;
}

/**
 * Verified sessions in process, keyed by session id (docs/decisions/113). A hit costs no database
 * round trip: the secret is still checked against the stored hash, expiry and renewal are still
 * decided per request (a session due for renewal or expired goes to the database as before). The
 * cached user row includes plan and `saved_version`, so every change to a user's row or sessions
 * must call `forgetUser` (or `forgetAll`) once committed; with Redis that also moves the user's stamp,
 * which every process reads per request before trusting its entry.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #sessionsByUser = new Map<string, Set<string>>();
  readonly #shared: SharedGenerations | undefined;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #clock: () => number;
  /** Moves on every forget: a lookup that began before one must not fill the cache. */
  #forgets = 0;

  constructor(
    options: {
      shared?: SharedGenerations | undefined;
      ttlMs?: number;
      maxEntries?: number;
      clock?: () => number;
    } = {},
  ) {
    this.#shared = options.shared;
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.#clock = options.clock ?? (() => performance.now());
  }

  get size(): number {
    return this.#entries.size;
  }

  /** validateSessionToken, answered from the cache when a fresh, unrevoked entry is there. */
  async validate(db: Kysely<Database>, token: string, now: Date): Promise<SessionValidation | null> {
    const parts = splitSessionToken(token);
    if (!parts) return null;
    const [id, secret] = parts;
    const forgetsBefore = this.#forgets;
    const entry = this.#entries.get(id);
    // With Redis, the stamp is read before the database, so a change committed after it moves it;
    // until a first lookup has told whose session this is, there is no stamp to read.
    let stamp: string | undefined = LOCAL;
    if (this.#shared) stamp = entry ? await this.#shared.read(userKey(entry.userId), ALL_USERS) : undefined;
    const cached = entry?.validation;
    if (
      cached &&
      stamp !== undefined &&
      entry.stamp === stamp &&
      this.#clock() - entry.cachedAt < this.#ttlMs &&
      cached.session.expiresAt.getTime() - now.getTime() >= SESSION_RENEW_THRESHOLD_MS
    ) {
      if (!secretMatches(cached.session.secretHash, secret)) return null;
      // Most recently used last: the first key is the one to evict.
      this.#entries.delete(id);
      this.#entries.set(id, entry);
      return { session: cached.session, user: cached.user, renewed: false };
    }

    const result = await validateSessionToken(db, token, now);
    if (!result) {
      this.#remove(id);
      return null;
    }
    if (this.#forgets !== forgetsBefore) return result;
    const userId = result.user.id;
    const verified = stamp !== undefined && (!this.#shared || entry?.userId === userId);
    this.#store(id, {
      userId,
      cachedAt: this.#clock(),
      ...(verified ? { validation: { ...result, renewed: false }, stamp } : {}),
    });
    return result;
  }

  /** After a change to the user's row or sessions is committed: no process serves the old one. */
  async forgetUser(userId: string): Promise<void> {
    this.#forgets++;
    for (const id of this.#sessionsByUser.get(userId) ?? []) this.#entries.delete(id);
    this.#sessionsByUser.delete(userId);
    await this.#shared?.bump(userKey(userId));
  }

  /** After a change whose users are not known here (a billing webhook): every process starts over. */
  async forgetAll(): Promise<void> {
    this.clearLocal();
    await this.#shared?.bump(ALL_USERS);
  }

  /** Empties this process's cache only (the Redis connection dropped: stamps may have been missed). */
  clearLocal(): void {
    this.#forgets++;
    this.#entries.clear();
    this.#sessionsByUser.clear();
  }

  #store(id: string, entry: Entry): void {
    this.#remove(id);
    this.#entries.set(id, entry);
    let ids = this.#sessionsByUser.get(entry.userId);
    if (!ids) {
      ids = new Set();
      this.#sessionsByUser.set(entry.userId, ids);
    }
    ids.add(id);
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#remove(oldest);
    }
  }

  #remove(id: string): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#entries.delete(id);
    const ids = this.#sessionsByUser.get(entry.userId);
    ids?.delete(id);
    if (ids?.size === 0) this.#sessionsByUser.delete(entry.userId);
  }
}

const LOCAL = 'local';
const ALL_USERS = 'sessions:all';
const userKey = (userId: string) => `sessions:user:${userId}`;
