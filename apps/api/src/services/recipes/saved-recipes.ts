import { hasPremiumAccess } from '@sous/entitlements';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { SavedListCache } from './saved-list-cache.ts';

/** Every change to a user's saved list moves its version, in the same transaction. */
async function bumpSavedVersion(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ savedVersion: eb('savedVersion', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Saves a recipe for a premium or trial user; saving twice is not an error. */
export async function saveRecipe(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; now: Date },
): Promise<{ created: boolean }> {
  if (!hasPremiumAccess(options.user, options.now)) throw new AppError('upgrade_required');
  const recipe = await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', options.recipeId)
    .executeTakeFirst();
  if (!recipe) throw new AppError('not_found', 'Recipe not found.');
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('savedRecipes')
      .values({ userId: options.user.id, recipeId: options.recipeId, savedAt: options.now })
      .onConflict((oc) => oc.columns(['userId', 'recipeId']).doNothing())
      .executeTakeFirst();
    const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (created) await bumpSavedVersion(trx, options.user.id);
    return { created };
  });
}

/** Removes a saved recipe (and its rating); removing one that is not saved is not an error. */
export async function unsaveRecipe(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('savedRecipes')
      .where('userId', '=', options.user.id)
      .where('recipeId', '=', options.recipeId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) > 0) await bumpSavedVersion(trx, options.user.id);
  });
}

export async function isRecipeSaved(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('savedRecipes')
    .select('id')
    .where('userId', '=', options.user.id)
    .where('recipeId', '=', options.recipeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** At most this much saved-list JSON is kept in memory per API process. */
const SAVED_LIST_CACHE_BYTES = 32 * 1024 * 1024;
const savedListCache = new SavedListCache(SAVED_LIST_CACHE_BYTES);

/**
 * The caller's saved recipes, newest first, as the JSON text of `SavedRecipe[]`.
 *
 * The hottest read of the app. The database builds the JSON itself (recipes are stored as jsonb;
 * parsing them into objects only to serialise them again would dominate), and the text is cached
 * per user under `users.saved_version`, which every save, unsave and rating moves in the same
 * transaction and which arrives with the session lookup — so a cached answer is never stale, even
 * with several API processes, and costs no query.
 */
export async function listSavedRecipesJson(db: Kysely<Database>, user: UserRow): Promise<string> {
  const cached = savedListCache.get(user.id, user.savedVersion);
  if (cached !== undefined) return cached;
  const { rows } = await sql<{ json: string; version: number }>`
    select u.saved_version as version, coalesce((
      select json_agg(json_build_object(
          'id', s.id,
          'recipe', jsonb_build_object('id', r.id) || r.data,
          'savedAt', to_char(s.saved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'rating', s.rating
        ) order by s.saved_at desc, s.id desc)
      from saved_recipes s
      join recipes r on r.id = s.recipe_id
      where s.user_id = u.id), '[]')::text as json
    from users u
    where u.id = ${user.id}`.execute(db);
  const row = rows[0];
  if (!row) return '[]';
  savedListCache.set(user.id, row.version, row.json);
  return row.json;
}

/** Rates one of the caller's saved recipes, 1 to 5. */
export async function rateRecipe(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; rating: number },
): Promise<{ rating: number }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('savedRecipes')
      .set({ rating: options.rating })
      .where('userId', '=', options.user.id)
      .where('recipeId', '=', options.recipeId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new AppError('not_found', 'Save the recipe before rating it.');
    await bumpSavedVersion(trx, options.user.id);
    return { rating: options.rating };
  });
}
