import type {
  Allergen,
  Category,
  Cuisine,
  DisplayUnit,
  Ingredient,
  LegumeCooking,
  Role,
  SafetyClass,
} from '../types.ts';

/** [calories kcal, protein g, carbs g, fat g, fiber g] per 100 g. */
export type Macros = readonly [number, number, number, number, number];

export interface Extra {
  /** Grams in one piece (one egg, one medium onion, one clove, one slice, one tortilla). */
  piece?: number;
  /** Grams in one US cup. */
  cup?: number;
  role?: Role;
  raw?: boolean;
  min?: number;
  unit?: DisplayUnit;
  scrap?: string;
  scrapWhen?: RegExp;
  readyWhen?: RegExp;
  wholeWhen?: RegExp;
  /** Overrides the safety class derived from the category (see deriveSafety). */
  safety?: SafetyClass;
  legume?: LegumeCooking;
  whole?: boolean;
  /** USDA FoodData Central description the macros stand for, word for word ("Broccoli, raw"). */
  usda?: string;
  cuisines?: Cuisine[];
  /** Grams per serving as the main item / as a side or one of several; the most one person eats. */
  portion?: { main?: number; side?: number; most?: number };
  oneWhen?: RegExp;
}

const categoryDefaults: Record<
  Category,
  { role: Role; raw: boolean; min: number; unit: DisplayUnit; cup: number }
> = {
  vegetable: { role: 'vegetable', raw: true, min: 6, unit: 'g', cup: 120 },
  fruit: { role: 'fruit', raw: true, min: 4, unit: 'piece', cup: 150 },
  herb: { role: 'herb', raw: true, min: 0, unit: 'g', cup: 25 },
  poultry: { role: 'protein', raw: false, min: 15, unit: 'g', cup: 140 },
  meat: { role: 'protein', raw: false, min: 12, unit: 'g', cup: 140 },
  seafood: { role: 'protein', raw: false, min: 8, unit: 'g', cup: 140 },
  egg: { role: 'protein', raw: false, min: 5, unit: 'piece', cup: 243 },
  dairy: { role: 'cheese', raw: true, min: 0, unit: 'g', cup: 113 },
  'plant-protein': { role: 'protein', raw: true, min: 10, unit: 'g', cup: 250 },
  legume: { role: 'protein', raw: true, min: 5, unit: 'g', cup: 170 },
  grain: { role: 'starch', raw: false, min: 18, unit: 'g', cup: 185 },
  pasta: { role: 'starch', raw: false, min: 10, unit: 'g', cup: 100 },
  bread: { role: 'starch', raw: true, min: 2, unit: 'piece', cup: 45 },
  nut: { role: 'garnish', raw: true, min: 3, unit: 'g', cup: 140 },
  oil: { role: 'fat', raw: true, min: 0, unit: 'tbsp', cup: 218 },
  condiment: { role: 'sauce', raw: true, min: 0, unit: 'tbsp', cup: 260 },
  liquid: { role: 'liquid', raw: true, min: 0, unit: 'ml', cup: 240 },
  spice: { role: 'spice', raw: true, min: 0, unit: 'tsp', cup: 100 },
  sweetener: { role: 'sweet', raw: true, min: 0, unit: 'tbsp', cup: 200 },
  baking: { role: 'baking', raw: false, min: 0, unit: 'tbsp', cup: 125 },
};

/**
 * One catalogue row. `diet` letters: V vegan, v vegetarian, G gluten-free, D dairy-free, K keto, P paleo.
 * Plurals are matched automatically; list only real synonyms.
 */
export function ing(
  id: string,
  name: string,
  synonyms: string[],
  category: Category,
  diet: string,
  allergens: Allergen[],
  macros: Macros,
  pricePerKgUsd: number,
  extra: Extra = {},
): Ingredient {
  const base = categoryDefaults[category];
  const [calories, protein, carbs, fat, fiber] = macros;
  const ingredient: Ingredient = {
    id,
    name,
    synonyms,
    category,
    diet: {
      vegan: diet.includes('V'),
      vegetarian: diet.includes('v') || diet.includes('V'),
      glutenFree: diet.includes('G'),
      dairyFree: diet.includes('D'),
      keto: diet.includes('K'),
      paleo: diet.includes('P'),
    },
    allergens,
    per100g: { calories, protein, carbs, fat, fiber },
    gramsPerCup: extra.cup ?? base.cup,
    pricePerKgUsd,
    role: extra.role ?? base.role,
    needsCooking: !(extra.raw ?? base.raw),
    cookMinutes: extra.min ?? base.min,
    unit: extra.unit ?? (extra.piece !== undefined && base.unit === 'g' ? 'g' : base.unit),
  };
  if (extra.piece !== undefined) ingredient.gramsPerPiece = extra.piece;
  if (extra.scrap !== undefined) ingredient.scrap = extra.scrap;
  if (extra.scrapWhen !== undefined) ingredient.scrapWhen = extra.scrapWhen;
  if (extra.readyWhen !== undefined) ingredient.readyWhen = extra.readyWhen;
  if (extra.wholeWhen !== undefined) ingredient.wholeWhen = extra.wholeWhen;
  const safety = extra.safety ?? deriveSafety(ingredient);
  if (safety !== undefined) ingredient.safety = safety;
  if (extra.legume !== undefined) ingredient.legume = extra.legume;
  if (extra.whole !== undefined) ingredient.whole = extra.whole;
  if (extra.usda !== undefined) ingredient.usda = extra.usda;
  if (extra.cuisines !== undefined) ingredient.cuisines = extra.cuisines;
  if (extra.portion !== undefined) ingredient.portion = extra.portion;
  if (extra.oneWhen !== undefined) ingredient.oneWhen = extra.oneWhen;
  return ingredient;
}

const MOLLUSCS =
  /\b(mussel|clam|oyster|scallop|squid|calamari|octopus|cuttlefish|snail|whelk|cockle|abalone)/;

/** The safety class a raw animal food has by its category and name; undefined for cooked or cured foods. */
export function deriveSafety(ingredient: Ingredient): SafetyClass | undefined {
  if (!ingredient.needsCooking) return undefined;
  const name = ingredient.name;
  switch (ingredient.category) {
    case 'poultry':
      return /\b(ground|mince)/.test(name) ? 'ground-poultry' : 'poultry';
    case 'meat':
      return /\b(ground|mince|sausage|burger|patty|meatball|hot dog)/.test(name)
        ? 'ground-meat'
        : 'whole-cut';
    case 'seafood':
      return MOLLUSCS.test(name)
        ? 'mollusc'
        : /\b(shrimp|prawn|crab|lobster|crawfish|crayfish|langoustine)/.test(name)
          ? 'shellfish'
          : 'fish';
    case 'egg':
      return 'egg';
    default:
      return undefined;
  }
}
