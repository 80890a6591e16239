import { groupByAisle, shoppingFood, shoppingFoodByKey } from '@sous/chef';
import { PANTRY_LIMITS, type ShoppingLine, type ShoppingList } from '@sous/domain';
import {
  formatAmount,
  mergeNeeds,
  type PantryHolding,
  type ShoppingNeed,
  scaleNeed,
  subtractPantry,
} from '@sous/units';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PantryItemsTable, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { getRecipe } from '../recipes/get-recipe.ts';

type LineRow = {
  recipeId: string;
  recipeTitle: string;
  item: string;
  foodKey: string;
  amount: number | null;
  amountText: string | null;
  unit: string;
  checked: boolean;
};

const needOf = (row: LineRow): ShoppingNeed => ({
  key: row.foodKey,
  amount: row.amount ?? row.amountText,
  unit: row.unit,
});

/** The rows of one food, merged into the line the cook sees (before the pantry is taken off). */
function groupRows(rows: readonly LineRow[]): Map<string, LineRow[]> {
  const byFood = new Map<string, LineRow[]>();
  for (const row of rows) byFood.set(row.foodKey, [...(byFood.get(row.foodKey) ?? []), row]);
  return byFood;
}

/**
 * The user's list: every recipe's need of a food merged into one line (across units, with the
 * catalogue's gram weights), less what the pantry holds, grouped by aisle; lines the pantry holds
 * in full are listed apart.
 */
export async function getShoppingList(db: Kysely<Database>, user: UserRow): Promise<ShoppingList> {
  const [rows, pantry] = await Promise.all([
    db
      .selectFrom('shoppingListLines')
      .select(['recipeId', 'recipeTitle', 'item', 'foodKey', 'amount', 'amountText', 'unit', 'checked'])
      .where('userId', '=', user.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('pantryItems')
      .select(['foodKey', 'quantity', 'unit'])
      .where('userId', '=', user.id)
      .execute(),
  ]);
  const holdings = new Map<string, PantryHolding[]>();
  for (const item of pantry)
    holdings.set(item.foodKey, [
      ...(holdings.get(item.foodKey) ?? []),
      { amount: item.quantity, unit: item.unit ?? '' },
    ]);

  const lines: ShoppingLine[] = [];
  const covered: ShoppingLine[] = [];
  for (const [key, foodRows] of groupRows(rows)) {
    const food = shoppingFoodByKey(key, foodRows[0]?.item ?? key);
    const merged = mergeNeeds(foodRows.map(needOf), food.facts);
    const left = subtractPantry(merged, holdings.get(key) ?? [], food.facts);
    const recipes = [...new Map(foodRows.map((row) => [row.recipeId, row.recipeTitle])).entries()].map(
      ([id, title]) => ({ id, title }),
    );
    const line: ShoppingLine = {
      key,
      name: food.name,
      aisle: food.aisle,
      amounts: (left.covered ? merged : left).amounts,
      notes: (left.covered ? merged : left).notes,
      recipes,
      checked: foodRows.every((row) => row.checked),
      inPantry: left.inPantry,
    };
    (left.covered ? covered : lines).push(line);
  }
  return { aisles: groupByAisle(lines), covered: covered.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** A recipe's lines to buy: the picked ingredient lines, or the shopping gap with its lines' amounts. */
function linesToAdd(
  recipe: Awaited<ReturnType<typeof getRecipe>>,
  picked: readonly number[] | undefined,
): { item: string; amount: number | string | null; unit: string }[] {
  if (picked) {
    return [...new Set(picked)].map((index) => {
      const line = recipe.ingredientsList[index];
      if (!line) throw new AppError('bad_request', `Line ${index} is not in this recipe.`);
      return line;
    });
  }
  // Each food once: two gap items naming the same food must not count its line twice.
  const foods = new Map(recipe.shoppingGap.map((gap) => [shoppingFood(gap).key, gap] as const));
  return [...foods].map(([key, gap]) => {
    const line = recipe.ingredientsList.find((l) => shoppingFood(l.item).key === key);
    return line ?? { item: gap, amount: null, unit: '' };
  });
}

/**
 * Adds a recipe's missing items (or picked lines) at the given scale. Adding the same recipe's food
 * again replaces its earlier, unchecked line instead of counting it twice.
 */
export async function addRecipeToShoppingList(
  db: Kysely<Database>,
  options: { user: UserRow; recipeId: string; scale: number; lines?: readonly number[] | undefined },
): Promise<{ added: number }> {
  const recipe = await getRecipe(db, options.recipeId);
  const needs = linesToAdd(recipe, options.lines).map((line) => {
    const food = shoppingFood(line.item);
    const scaled = scaleNeed({ key: food.key, amount: line.amount, unit: line.unit }, options.scale);
    return {
      userId: options.user.id,
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      item: line.item,
      foodKey: food.key,
      amount: typeof scaled.amount === 'number' ? scaled.amount : null,
      amountText: typeof scaled.amount === 'string' ? scaled.amount.slice(0, 40) : null,
      unit: line.unit,
    };
  });
  if (needs.length === 0) return { added: 0 };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('shoppingListLines')
      .where('userId', '=', options.user.id)
      .where('recipeId', '=', recipe.id)
      .where('checked', '=', false)
      .where(
        'foodKey',
        'in',
        needs.map((need) => need.foodKey),
      )
      .execute();
    const { count } = await trx
      .selectFrom('shoppingListLines')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', options.user.id)
      .executeTakeFirstOrThrow();
    if (Number(count) + needs.length > PANTRY_LIMITS.listLines)
      throw new AppError('bad_request', `A shopping list holds at most ${PANTRY_LIMITS.listLines} lines.`);
    await trx.insertInto('shoppingListLines').values(needs).execute();
  });
  return { added: needs.length };
}

/** Checks or unchecks one food's line (every recipe's row of it). Idempotent, so a queued check can repeat. */
export async function setShoppingLineChecked(
  db: Kysely<Database>,
  options: { user: UserRow; key: string; checked: boolean },
): Promise<void> {
  const result = await db
    .updateTable('shoppingListLines')
    .set({ checked: options.checked })
    .where('userId', '=', options.user.id)
    .where('foodKey', '=', options.key)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new AppError('not_found', 'That item is not on your shopping list.');
}

/** Removes the checked lines. */
export async function clearCheckedLines(db: Kysely<Database>, user: UserRow): Promise<{ removed: number }> {
  const rows = await db
    .deleteFrom('shoppingListLines')
    .where('userId', '=', user.id)
    .where('checked', '=', true)
    .returning('foodKey')
    .execute();
  return { removed: new Set(rows.map((row) => row.foodKey)).size };
}

/** Moves the checked lines into the pantry, with the amounts bought, in one transaction. */
export async function moveCheckedToPantry(db: Kysely<Database>, user: UserRow): Promise<{ moved: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('shoppingListLines')
      .where('userId', '=', user.id)
      .where('checked', '=', true)
      .returning(['recipeId', 'recipeTitle', 'item', 'foodKey', 'amount', 'amountText', 'unit', 'checked'])
      .execute();
    const byFood = groupRows(rows);
    const { count } = await trx
      .selectFrom('pantryItems')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const items = [...byFood].flatMap(([key, foodRows]): Insertable<PantryItemsTable>[] => {
      const food = shoppingFoodByKey(key, foodRows[0]?.item ?? key);
      const { amounts } = mergeNeeds(foodRows.map(needOf), food.facts);
      const base = { userId: user.id, foodKey: key, ingredientId: food.ingredientId };
      if (amounts.length === 0) return [{ ...base, text: food.name, quantity: null, unit: null }];
      return amounts.map(({ amount, unit }) => ({
        ...base,
        text: [formatAmount(amount), unit, food.name].filter(Boolean).join(' '),
        quantity: amount,
        unit: unit || null,
      }));
    });
    if (Number(count) + items.length > PANTRY_LIMITS.items)
      throw new AppError('bad_request', `A pantry holds at most ${PANTRY_LIMITS.items} items.`);
    if (items.length > 0) await trx.insertInto('pantryItems').values(items).execute();
    return { moved: byFood.size };
  });
}
