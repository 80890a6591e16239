import {
  HISTORY_PAGE_SIZE,
  type HistoryPage,
  type HistoryQuery,
  type HistoryRecipe,
  type HistorySession,
} from '@sous/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, MICROSECOND_TIMESTAMP } from './keyset-cursor.ts';
import { toRecipe } from './to-recipe.ts';

// The recipe history (spec §3): every successful generation of a signed-in user, newest first, with
// its recipes. A generation's row stays when its entry is deleted (it is the free-credit record);
// only its link to the session is cleared (docs/decisions/110).

const NOT_FOUND = 'Generation not found.';
const HISTORY_SORT = 'history';
/** The three recipes in the order the session page shows them. */
const typeOrder = sql`array_position(array['quick', 'zero-waste', 'upgrade']::text[], r.recipe_type)`;

interface RecipeRow extends Omit<HistoryRecipe, 'calories'> {
  sessionId: string;
  calories: number | string | null;
}

/** One page of the caller's past generations, newest first, with a summary of each recipe. */
export async function listHistory(
  db: Kysely<Database>,
  user: UserRow,
  query: HistoryQuery,
): Promise<HistoryPage> {
  const limit = query.limit ?? HISTORY_PAGE_SIZE.default;
  const after = query.cursor ? decodeCursor(query.cursor, HISTORY_SORT, MICROSECOND_TIMESTAMP) : undefined;
  const { rows: generations } = await sql<{
    id: string;
    sessionId: string;
    createdAt: string;
    cursorKey: string;
  }>`
    select g.id, g.session_id,
      to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_key
    from generations g
    where g.user_id = ${user.id} and g.outcome = 'success' and g.session_id is not null
      ${after ? sql`and (g.created_at, g.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
    order by g.created_at desc, g.id desc
    limit ${limit + 1}`.execute(db);
  const page = generations.slice(0, limit);
  const sessionIds = page.map((g) => g.sessionId);
  const { rows: recipes } =
    sessionIds.length === 0
      ? { rows: [] as RecipeRow[] }
      : await sql<RecipeRow>`
    select r.id, r.session_id, r.title, r.recipe_type, r.data->>'difficulty' as difficulty,
      (r.data->>'totalTime')::int as total_time, (r.data->>'servings')::int as servings,
      (r.data#>>'{nutrition,calories}')::float8 as calories,
      exists (select 1 from saved_recipes s where s.user_id = ${user.id} and s.recipe_id = r.id) as saved
    from recipes r
    where r.user_id = ${user.id}
      and r.session_id in (${sql.join(sessionIds.map((id) => sql`${id}::uuid`))})
    order by ${typeOrder}, r.id`.execute(db);
  const last = page.at(-1);
  return {
    items: page.map((g) => ({
      sessionId: g.sessionId,
      createdAt: g.createdAt,
      recipes: recipes
        .filter((r) => r.sessionId === g.sessionId)
        .map(({ sessionId: _, calories, ...recipe }) => ({
          ...recipe,
          calories: calories === null ? null : Number(calories),
        })),
    })),
    nextCursor:
      generations.length > limit && last
        ? encodeCursor(HISTORY_SORT, { key: last.cursorKey, id: last.id })
        : null,
  };
}

/** One past generation of the caller's, with its whole recipes, to reopen it; 404 for anyone else's. */
export async function getHistorySession(
  db: Kysely<Database>,
  user: UserRow,
  sessionId: string,
): Promise<HistorySession> {
  const generation = await sql<{ createdAt: string }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from generations
    where user_id = ${user.id} and session_id = ${sessionId}::uuid and outcome = 'success'
    limit 1`.execute(db);
  const found = generation.rows[0];
  if (!found) throw new AppError('not_found', NOT_FOUND);
  const recipes = await db
    .selectFrom('recipes as r')
    .select(['r.id', 'r.data'])
    .where('r.userId', '=', user.id)
    .where('r.sessionId', '=', sessionId)
    .orderBy(typeOrder)
    .orderBy('r.id')
    .execute();
  return { sessionId, createdAt: found.createdAt, recipes: recipes.map(toRecipe) };
}

/**
 * Deletes one of the caller's history entries (docs/decisions/110): the generation no longer lists,
 * and the session's recipes that nobody has saved are deleted. A recipe someone saved — the caller
 * or another cook who opened its link — stays, and with it its share links; the generation row
 * stays, unlinked, because it records the free credit. 404 when the entry is not the caller's.
 * Answers the ids of the recipes it deleted, for the caches that hold recipes to forget.
 */
export async function deleteHistoryEntry(
  db: Kysely<Database>,
  user: UserRow,
  sessionId: string,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const detached = await trx
      .updateTable('generations')
      .set({ sessionId: null })
      .where('userId', '=', user.id)
      .where('sessionId', '=', sessionId)
      .where('outcome', '=', 'success')
      .executeTakeFirst();
    if (Number(detached.numUpdatedRows) === 0) throw new AppError('not_found', NOT_FOUND);
    const deleted = await trx
      .deleteFrom('recipes')
      .where('userId', '=', user.id)
      .where('sessionId', '=', sessionId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('savedRecipes')
              .select('savedRecipes.id')
              .whereRef('savedRecipes.recipeId', '=', 'recipes.id'),
          ),
        ),
      )
      .returning('id')
      .execute();
    return deleted.map((row) => row.id);
  });
}
