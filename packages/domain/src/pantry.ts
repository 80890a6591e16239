import * as v from 'valibot';
import { RecipeIdSchema } from './recipe.ts';
import { multiLineText, singleLineText } from './text.ts';

// The cook's pantry and one shopping list (docs/decisions/106). Free for every signed-in cook.

/** Most items a pantry holds, and most lines a shopping list holds. */
export const PANTRY_LIMITS = { items: 300, textLength: 2000, listLines: 500 } as const;

/** "2 cans chickpeas, half a bag of spinach": one or more items, split on commas and new lines. */
export const PantryAddBodySchema = v.strictObject({
  text: v.pipe(
    multiLineText(),
    v.trim(),
    v.minLength(1, 'Type at least one item, for example "2 cans chickpeas".'),
    v.maxLength(PANTRY_LIMITS.textLength, `At most ${PANTRY_LIMITS.textLength} characters at a time.`),
  ),
});
export type PantryAddBody = v.InferOutput<typeof PantryAddBodySchema>;

export const PantryItemIdSchema = v.pipe(singleLineText(), v.uuid('Invalid pantry item id.'));
export const PantryItemParamsSchema = v.object({ id: PantryItemIdSchema });

/** One pantry item: as typed, and what the ingredient reader understood. */
export const PantryItemSchema = v.object({
  id: PantryItemIdSchema,
  /** The item as the cook typed it ("2 cans chickpeas"). */
  text: singleLineText(),
  /** The catalogue food it was matched to ("canned chickpeas"), or null when no food was recognised. */
  food: v.nullable(singleLineText()),
  quantity: v.nullable(v.number()),
  unit: v.nullable(singleLineText()),
});
export type PantryItem = v.InferOutput<typeof PantryItemSchema>;

export const PantryResponseSchema = v.object({ items: v.array(PantryItemSchema) });
export type PantryResponse = v.InferOutput<typeof PantryResponseSchema>;

/** Adds a recipe's lines at its current scale: the missing items (shopping gap) when `lines` is left out. */
export const ShoppingAddBodySchema = v.strictObject({
  recipeId: RecipeIdSchema,
  scale: v.pipe(
    v.number('The scale must be a number.'),
    v.finite(),
    v.minValue(0.1, 'The scale must be between 0.1 and 20.'),
    v.maxValue(20, 'The scale must be between 0.1 and 20.'),
  ),
  /** Indexes into the recipe's ingredient list. */
  lines: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(59))),
      v.minLength(1, 'Pick at least one line.'),
      v.maxLength(60),
    ),
  ),
});
export type ShoppingAddBody = v.InferOutput<typeof ShoppingAddBodySchema>;

export const ShoppingKeySchema = v.pipe(singleLineText(), v.minLength(1), v.maxLength(120));
export const ShoppingCheckBodySchema = v.strictObject({ key: ShoppingKeySchema, checked: v.boolean() });
export type ShoppingCheckBody = v.InferOutput<typeof ShoppingCheckBodySchema>;

export const ShoppingAmountSchema = v.object({ amount: v.number(), unit: singleLineText() });

/** One food on the list: every recipe's need of it added up, less what the pantry holds. */
export const ShoppingLineSchema = v.object({
  key: ShoppingKeySchema,
  name: singleLineText(),
  aisle: singleLineText(),
  /** In grams ('g'), millilitres ('ml'), pieces ('') or a unit that does not convert ('can'). */
  amounts: v.array(ShoppingAmountSchema),
  /** Amounts that are not numbers ("a pinch"). */
  notes: v.array(singleLineText()),
  recipes: v.array(v.object({ id: RecipeIdSchema, title: singleLineText() })),
  checked: v.boolean(),
  /** The pantry holds some of it (the amounts are what is still needed). */
  inPantry: v.boolean(),
});
export type ShoppingLine = v.InferOutput<typeof ShoppingLineSchema>;

export const ShoppingListSchema = v.object({
  aisles: v.array(v.object({ aisle: singleLineText(), lines: v.array(ShoppingLineSchema) })),
  /** Lines the pantry already holds in full: nothing to buy. */
  covered: v.array(ShoppingLineSchema),
});
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;

/**
 * The staples every engine assumes a kitchen has (chef's STAPLE_IDS: water, salt, black pepper, olive
 * and vegetable oil), as recipe lines name them; the recipe page marks these lines as assumed.
 */
export const ASSUMED_STAPLE_NAMES: readonly string[] = [
  'water',
  'salt',
  'sea salt',
  'kosher salt',
  'table salt',
  'pepper',
  'black pepper',
  'salt and pepper',
  'salt and black pepper',
  'olive oil',
  'extra virgin olive oil',
  'vegetable oil',
  'oil',
  'cooking oil',
  'neutral oil',
];
const STAPLE_WORDS =
  /\b(freshly|ground|cracked|to taste|for frying|plus more|as needed|a pinch of|pinch of)\b/g;
const ASSUMED = new Set(ASSUMED_STAPLE_NAMES);

/** Whether a recipe line names an assumed staple ("Freshly ground black pepper" → true). */
export function isAssumedStaple(item: string): boolean {
  const words = item
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(STAPLE_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ASSUMED.has(words);
}

/** The pantry page's quick-add buttons: foods most kitchens keep (each a catalogue food; chef tests it). */
export const COMMON_STAPLES: readonly string[] = [
  'rice',
  'pasta',
  'eggs',
  'onions',
  'garlic',
  'potatoes',
  'canned tomatoes',
  'canned chickpeas',
  'butter',
  'milk',
  'flour',
  'lemons',
];

export const PANTRY_COPY = {
  nav: { pantry: 'Pantry', shoppingList: 'Shopping list' },
  pantry: {
    title: 'My pantry',
    intro: 'What you have at home. "Use my pantry" on the home page fills the ingredients box from it.',
    addLabel: 'Add to your pantry',
    addHint: 'One or more items, separated by commas: "2 cans chickpeas, half a bag of spinach".',
    add: 'Add',
    quickAdd: 'Quick add',
    remove: (text: string) => `Remove ${text}`,
    empty: 'Your pantry is empty. Add what you have, or pick from the staples above.',
    understoodAs: (food: string) => `Understood as ${food}`,
    notRecognised: 'Not a food we know: kept as written, never cooked with.',
  },
  assumed: 'assumed',
  assumedTitle: 'Assumed in every kitchen: water, salt, pepper and oil.',
  addToList: {
    open: 'Add to shopping list',
    title: 'Add to shopping list',
    description: 'Missing items are picked. Amounts follow the recipe at its current scale.',
    missing: 'missing',
    submit: 'Add picked lines',
    added: (count: number) => `Added ${count} ${count === 1 ? 'line' : 'lines'} to your shopping list.`,
    view: 'View list',
  },
  list: {
    title: 'Shopping list',
    empty: "Your shopping list is empty. Add a recipe's missing items from its page.",
    forRecipes: (titles: string[]) => `For ${titles.join(', ')}`,
    inPantry: 'some in your pantry',
    covered: 'Already in your pantry',
    clearChecked: 'Clear checked',
    moveChecked: 'Move checked to pantry',
    print: 'Print',
    share: 'Share as text',
    copied: 'The list was copied as plain text.',
    offlineChecks: (count: number) =>
      `${count} ${count === 1 ? 'check' : 'checks'} saved on this device; they are sent when you are back online.`,
    moved: (count: number) => `Moved ${count} ${count === 1 ? 'item' : 'items'} to your pantry.`,
  },
} as const;
