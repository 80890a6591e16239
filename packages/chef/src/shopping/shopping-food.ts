import { findIngredient, getIngredient, type Ingredient, normalizeName } from '../catalog/index.ts';
import { AISLES, OTHER_AISLE } from '../data/aisles.ts';
import { parsePantry } from '../parse.ts';
import { hazardMessage } from '../read/hazards.ts';
import { readPantry } from '../read/pantry.ts';

/** What the catalogue knows of a food's weight (the shape @sous/units' FoodFacts reads). */
export interface FoodFacts {
  gramsPerCup?: number;
  gramsPerPiece?: number;
}

/** A food on the shopping list or in the pantry, as the catalogue knows it. */
export interface ShoppingFood {
  /** The catalogue id, or the words as written (lower case) for a food the catalogue does not know. */
  key: string;
  name: string;
  ingredientId: string | null;
  aisle: string;
  facts: FoodFacts;
}

/** The aisle a catalogue food is shelved in (data/aisles.ts). */
export function aisleOf(ingredient: Ingredient | undefined): string {
  if (!ingredient) return OTHER_AISLE;
  const first = normalizeName(ingredient.name).split(' ')[0] ?? '';
  const byPrefix = AISLES.find((aisle) => aisle.prefixes?.includes(first));
  if (byPrefix) return byPrefix.name;
  return AISLES.find((aisle) => aisle.categories.includes(ingredient.category))?.name ?? OTHER_AISLE;
}

/** The food an ingredient line or gap item names, read the way the engine reads the cook's list. */
export function shoppingFood(item: string): ShoppingFood {
  const ingredient = findIngredient(item) ?? parsePantry(item)[0]?.ingredient;
  if (!ingredient) {
    const name = item.trim().replace(/\s+/g, ' ').slice(0, 120);
    return {
      key: normalizeName(name) || name.toLowerCase(),
      name,
      ingredientId: null,
      aisle: OTHER_AISLE,
      facts: {},
    };
  }
  return foodOf(ingredient);
}

export function foodOf(ingredient: Ingredient): ShoppingFood {
  const facts: FoodFacts = {};
  if (ingredient.gramsPerCup) facts.gramsPerCup = ingredient.gramsPerCup;
  if (ingredient.gramsPerPiece) facts.gramsPerPiece = ingredient.gramsPerPiece;
  return {
    key: ingredient.id,
    name: ingredient.name,
    ingredientId: ingredient.id,
    aisle: aisleOf(ingredient),
    facts,
  };
}

/** Lines grouped by aisle, aisles in store order (Other last), lines by name within an aisle. */
export function groupByAisle<Line extends { aisle: string; name: string }>(
  lines: readonly Line[],
): { aisle: string; lines: Line[] }[] {
  const order = [...AISLES.map((aisle) => aisle.name), OTHER_AISLE];
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const aisle = order.includes(line.aisle) ? line.aisle : OTHER_AISLE;
    groups.set(aisle, [...(groups.get(aisle) ?? []), line]);
  }
  return order
    .filter((aisle) => groups.has(aisle))
    .map((aisle) => ({
      aisle,
      lines: (groups.get(aisle) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

/** A food by the key it was stored under: the catalogue's when the key is a catalogue id. */
export function shoppingFoodByKey(key: string, item: string): ShoppingFood {
  try {
    return foodOf(getIngredient(key));
  } catch {
    return { ...shoppingFood(item), key };
  }
}

/** One pantry item, read the way the engine reads the cook's ingredients. */
export interface PantryEntry {
  text: string;
  key: string;
  ingredientId: string | null;
  quantity: number | null;
  /** parse-ingredient's unit ('cup', 'pound', 'can'…), or null. */
  unit: string | null;
}

/**
 * The cook's pantry text as items ("2 cans chickpeas, half a bag of spinach"), each matched to a
 * catalogue food when one is recognised; `refusal` says why when the text names non-food (bleach).
 */
export function readPantryEntries(text: string): { entries: PantryEntry[]; refusal: string | null } {
  const { refused } = readPantry(text);
  if (refused.length > 0) return { entries: [], refusal: hazardMessage(refused) };
  const entries = parsePantry(text).map((item) => {
    const food = item.ingredient ? foodOf(item.ingredient) : shoppingFood(item.name);
    return {
      text: item.raw.slice(0, 200),
      key: food.key,
      ingredientId: food.ingredientId,
      quantity: item.quantity,
      unit: item.unit,
    };
  });
  return { entries, refusal: null };
}
