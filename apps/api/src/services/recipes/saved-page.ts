import {
  SAVED_PAGE_SIZE,
  type SavedCard,
  type SavedPage,
  type SavedPageQuery,
  type SavedSortKey,
} from '@sous/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { decodeCursor, encodeCursor, MICROSECOND_TIMESTAMP } from './keyset-cursor.ts';

interface SortSpec {
  /** The sort key as an SQL expression over `s` (saved_recipes) and `r` (recipes). */
  key: RawBuilder<unknown>;
  /** The key as text in the cursor, at full precision. */
  keyText: RawBuilder<string>;
  /** The cursor's key read back as the key's type. */
  fromText: (text: string) => RawBuilder<unknown>;
  pattern: RegExp;
  descending: boolean;
}

const INTEGER = /^-?\d{1,9}$/;
// Generated columns (migration 2026-11-29T0200-recipe-search-columns): no jsonb is read to compare.
const totalTime = sql`r.total_time`;
const rating = sql`coalesce(s.rating, 0)`;

// Spec §2's four sorts. Every one is a keyset on (key, saved entry id), the id breaking ties in the
// key's direction, so a page starts exactly after the last row shown whatever was saved meanwhile.
const SORTS: Record<SavedSortKey, SortSpec> = {
  recent: {
    key: sql`s.saved_at`,
    keyText: sql<string>`to_char(s.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    fromText: (text) => sql`${text}::timestamptz`,
    pattern: MICROSECOND_TIMESTAMP,
    descending: true,
  },
  title: {
    key: sql`lower(r.title)`,
    keyText: sql<string>`lower(r.title)`,
    fromText: (text) => sql`${text}::text`,
    pattern: /^[^\0]{0,300}$/,
    descending: false,
  },
  time: {
    key: totalTime,
    keyText: sql<string>`${totalTime}::text`,
    fromText: (text) => sql`${text}::int`,
    pattern: INTEGER,
    descending: false,
  },
  // Highest rating first; unrated recipes (0) last.
  rating: {
    key: rating,
    keyText: sql<string>`${rating}::text`,
    fromText: (text) => sql`${text}::int`,
    pattern: INTEGER,
    descending: true,
  },
};

/** Search words, lower-cased; at most 10 are read. */
const searchWords = (q: string | undefined) =>
  (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);

interface CardRow extends Omit<SavedCard, 'calories'> {
  calories: number | string | null;
  cursorKey: string;
}

/**
 * One page of the caller's saved recipes as card summaries (docs/decisions/109): search, type
 * filter and sort run in the database, and the cursor names the last card shown, so a page costs
 * the same at card 20 and card 2,000 and no card is skipped or repeated when recipes are saved
 * while the cook scrolls.
 */
export async function listSavedPage(
  db: Kysely<Database>,
  user: UserRow,
  query: SavedPageQuery,
): Promise<SavedPage> {
  const sortKey = query.sort ?? 'recent';
  const sort = SORTS[sortKey];
  const limit = query.limit ?? SAVED_PAGE_SIZE.default;
  const conditions: RawBuilder<unknown>[] = [sql`s.user_id = ${user.id}`];
  if (query.type && query.type !== 'all') conditions.push(sql`r.recipe_type = ${query.type}`);
  const words = searchWords(query.q);
  // Every word in the title, the description or an ingredient (as the offline filter reads them).
  for (const word of words) conditions.push(sql`strpos(r.search_text, ${word}) > 0`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, sortKey, sort.pattern);
    conditions.push(
      sort.descending
        ? sql`(${sort.key}, s.id) < (${sort.fromText(after.key)}, ${after.id}::uuid)`
        : sql`(${sort.key}, s.id) > (${sort.fromText(after.key)}, ${after.id}::uuid)`,
    );
  }
  const direction = sort.descending ? sql`desc` : sql`asc`;
  // The keyset is found on narrow columns first; only the page's rows then read their recipe's
  // jsonb for the card (reading it for every compared row would decompress each document).
  const { rows } = await sql<CardRow>`
    select s.id, r.id as recipe_id, r.title, coalesce(r.data->>'description', '') as description,
      r.recipe_type, r.data->>'difficulty' as difficulty,
      (r.data->>'prepTime')::int as prep_time, (r.data->>'cookTime')::int as cook_time,
      r.total_time, (r.data->>'servings')::int as servings,
      (r.data#>>'{nutrition,calories}')::float8 as calories, s.rating,
      to_char(s.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as saved_at,
      k.cursor_key
    from (
      select s.id, s.recipe_id, ${sort.key} as sort_key, ${sort.keyText} as cursor_key
      from saved_recipes s
      join recipes r on r.id = s.recipe_id
      where ${sql.join(conditions, sql` and `)}
      order by ${sort.key} ${direction}, s.id ${direction}
      limit ${limit + 1}
    ) k
    join saved_recipes s on s.id = k.id
    join recipes r on r.id = k.recipe_id
    order by k.sort_key ${direction}, k.id ${direction}`.execute(db);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorKey: _, calories, ...card }) => ({
      ...card,
      calories: calories === null ? null : Number(calories),
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor(sortKey, { key: last.cursorKey, id: last.id }) : null,
    version: user.savedVersion,
  };
}
