import { getIngredient, readPantryEntries } from '@sous/chef';
import { PANTRY_LIMITS, type PantryItem } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type PantryRow = {
  id: string;
  text: string;
  ingredientId: string | null;
  quantity: number | null;
  unit: string | null;
};

function foodName(ingredientId: string | null): string | null {
  if (!ingredientId) return null;
  try {
    return getIngredient(ingredientId).name;
  } catch {
    return null;
  }
}

const toPantryItem = (row: PantryRow): PantryItem => ({
  id: row.id,
  text: row.text,
  food: foodName(row.ingredientId),
  quantity: row.quantity,
  unit: row.unit,
});

/** The user's pantry, oldest first (the order they were added). */
export async function listPantry(db: Kysely<Database>, user: UserRow): Promise<PantryItem[]> {
  const rows = await db
    .selectFrom('pantryItems')
    .select(['id', 'text', 'ingredientId', 'quantity', 'unit'])
    .where('userId', '=', user.id)
    .orderBy('position')
    .execute();
  return rows.map(toPantryItem);
}

/**
 * Adds what the cook typed, read by the engine's ingredient reader. Non-food is refused (400) and
 * nothing is stored; a food already in the pantry without an amount is not added twice.
 */
export async function addPantryItems(
  db: Kysely<Database>,
  options: { user: UserRow; text: string },
): Promise<PantryItem[]> {
  const { entries, refusal } = readPantryEntries(options.text);
  if (refusal) throw new AppError('bad_request', refusal);
  if (entries.length === 0)
    throw new AppError('bad_request', 'Type at least one item, for example "2 cans chickpeas".');
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('pantryItems')
      .select(['foodKey', 'quantity'])
      .where('userId', '=', options.user.id)
      .execute();
    const held = new Set(existing.filter((row) => row.quantity === null).map((row) => row.foodKey));
    const fresh = entries.filter((entry) => !(entry.quantity === null && held.has(entry.key)));
    if (existing.length + fresh.length > PANTRY_LIMITS.items)
      throw new AppError('bad_request', `A pantry holds at most ${PANTRY_LIMITS.items} items.`);
    if (fresh.length === 0) return;
    await trx
      .insertInto('pantryItems')
      .values(
        fresh.map((entry) => ({
          userId: options.user.id,
          text: entry.text,
          foodKey: entry.key,
          ingredientId: entry.ingredientId,
          quantity: entry.quantity,
          unit: entry.unit,
        })),
      )
      .execute();
  });
  return listPantry(db, options.user);
}

/** Removes one of the user's own items; another user's item is not found. */
export async function removePantryItem(
  db: Kysely<Database>,
  options: { user: UserRow; id: string },
): Promise<void> {
  const result = await db
    .deleteFrom('pantryItems')
    .where('id', '=', options.id)
    .where('userId', '=', options.user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('not_found', 'Pantry item not found.');
}
