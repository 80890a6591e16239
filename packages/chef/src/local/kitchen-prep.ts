import {
  type Constraints,
  type Equipment,
  kitchenEquipment,
  SKILL_LEVELS,
  type SkillLevel,
} from '@sous/domain';
import { findIngredient, getIngredient, type Ingredient, type Role } from '../catalog/index.ts';
import { type CheckContext, checkContext, STAPLE_IDS, textProblemsFor } from '../check/check-recipe.ts';
import { SPROUTING_POTATO } from '../data/pantry-states.ts';
import type { ChefRequest } from '../engine.ts';
import { ingredientConflicts, type SafetyProfile, safetyProfile } from '../guard.ts';
import { toGrams } from '../nutrition.ts';
import { parsePantry } from '../parse.ts';
import { genericForCook } from '../read/generic-names.ts';
import { cooksInDish, inDishMinutes, legumeName, legumeStep, legumeTooSlow } from '../read/legumes.ts';
import type { PantryReading } from '../read/pantry.ts';
import { statedAgeDays } from '../read/states.ts';
import { frozenGrams, frozenTooSlow, isFrozenRaw, thawMinutes } from '../read/thaw.ts';
import { cookedVersion } from './kitchen.ts';
import { createRandom, hashString } from './random.ts';

const ROLES: Role[] = [
  'protein',
  'vegetable',
  'starch',
  'aromatic',
  'sauce',
  'garnish',
  'herb',
  'cheese',
  'fat',
  'acid',
  'liquid',
  'spice',
  'sweet',
  'fruit',
  'baking',
];
type Picks = Record<Role, Ingredient[]>;
const FAT_PREFERENCE = ['olive-oil', 'vegetable-oil'];
const LEFTOVER =
  /\b(leftovers?|cooked|roasted|boiled|baked|grilled|rotisserie|precooked|pre-cooked|yesterday'?s)\b/i;
const MAIN_ROLES = new Set<Role>(['protein', 'vegetable', 'starch', 'fruit', 'cheese', 'aromatic']);
const emptyPicks = (): Picks => Object.fromEntries(ROLES.map((role) => [role, []])) as unknown as Picks;

/** What the chef knows about a request before cooking. */
export interface Kitchen {
  /** The foods the chef may cook with, in the order the cook listed them (staples apart). */
  foods: Ingredient[];
  /**
   * The ids of the canned (plain) form of every legume the cook typed dried: a line of that food names
   * its can, and an Upgrade never buys it (the checker reads a bare "pinto beans" as the dried bag).
   */
  cannedOfDried: ReadonlySet<string>;
  /** A neutral oil for bakes and sweet dishes (the cook's own, else vegetable oil). */
  neutral: Ingredient | undefined;
  /** A liquid oil to drizzle on food served cold (never butter poured over a board or a salad). */
  pouring: Ingredient | undefined;
  /** Butter or ghee when the cook listed it (a dish that wants butter uses it, else the oil). */
  butter: Ingredient | undefined;
  request: ChefRequest;
  constraints: Constraints;
  profile: SafetyProfile;
  pantry: Picks;
  /** Everything safe that the cook listed, in order (staples included). */
  listed: Ingredient[];
  /** Pantry items refused for this cook, with why. */
  dropped: { name: string; reason: string }[];
  unknown: string[];
  /** Grams the cook said they have, by ingredient id, when they gave an amount ("half an onion"). */
  have: Map<string, number>;
  fat: Ingredient | undefined;
  salt: Ingredient | undefined;
  pepper: Ingredient | undefined;
  allowed: Set<Equipment>;
  random: () => number;
  /** The request's own seed: draws that must not shift when the cookbook grows are keyed on it. */
  seed: number;
  /** The checker's view of this request, to keep only tips and ideas that suit this cook. */
  check: CheckContext;
  /** suits() answers, by text: the same tips are asked about for every candidate dish. */
  suited: Map<string, boolean>;
  /** Raw meat or fish the cook said is frozen, with its minutes thawing in cold water (a first step). */
  frozen: Map<string, number>;
  /** Potatoes the cook said are sprouting: the sprouts and eyes are cut out (data/pantry-states.ts). */
  sprouting: Set<string>;
  /** Cooked leftovers the cook said are this many days old ("from 2 days ago"), by ingredient id. */
  aged: Map<string, number>;
  /** The same for appliance swaps, which name their own appliance. */
  swapSuited: Map<string, boolean>;
}

const unsafeCache = new WeakMap<Kitchen, Map<Ingredient, boolean>>();
/**
 * A food this cook must not have: by its catalogue tags, or by what the lexicons read in its name
 * (asked once per request and food: every Upgrade move names its items again for each dish).
 */
export const unsafeFor = (kitchen: Kitchen, ingredient: Ingredient): boolean => {
  let byFood = unsafeCache.get(kitchen);
  if (!byFood) {
    byFood = new Map();
    unsafeCache.set(kitchen, byFood);
  }
  let unsafe = byFood.get(ingredient);
  if (unsafe === undefined) {
    unsafe =
      ingredientConflicts(ingredient, kitchen.profile).length > 0 ||
      textProblemsFor(ingredient.name, kitchen.check).length > 0;
    byFood.set(ingredient, unsafe);
  }
  return unsafe;
};

/** A tip, idea or swap text only when it suits this cook (allergies, diets, equipment); else undefined. */
export function suits(kitchen: Kitchen, text: string): string | undefined {
  let fits = kitchen.suited.get(text);
  if (fits === undefined) {
    fits = textProblemsFor(text, kitchen.check, { ownText: true }).length === 0;
    kitchen.suited.set(text, fits);
  }
  return fits ? text : undefined;
}

export const skillRank = (skill: SkillLevel): number => SKILL_LEVELS.indexOf(skill);

export function prepareKitchen(request: ChefRequest, reading?: PantryReading): Kitchen {
  const { constraints } = request;
  const profile = safetyProfile(constraints);
  const pantry = emptyPicks();
  const listed: Ingredient[] = [];
  const dropped: Kitchen['dropped'] = [];
  const unknown: string[] = [];
  const have = new Map<string, number>();
  const seen = new Set<string>();
  const frozen = new Map<string, number>();
  const sprouting = new Set<string>();
  const aged = new Map<string, number>();
  const check = checkContext(request, reading);
  for (const item of parsePantry(request.ingredients)) {
    // "leftover potatoes", "cooked chicken": already cooked, so they are reheated or crisped, not cooked from raw.
    let ingredient =
      item.ingredient && LEFTOVER.test(item.raw) ? cookedVersion(item.ingredient) : item.ingredient;
    if (!ingredient) {
      if (!unknown.includes(item.name)) unknown.push(item.name);
      continue;
    }
    // A vegan's "noodles" are egg-free noodles (data/generic-names.ts).
    ingredient = genericForCook(ingredient, item.raw, profile);
    if (seen.has(ingredient.id)) continue;
    seen.add(ingredient.id);
    // The form the cook named: canned corn is ready to eat, and only corn on the cob leaves cobs.
    if (ingredient.readyWhen?.test(item.raw) && ingredient.needsCooking)
      ingredient = { ...ingredient, needsCooking: false };
    if (ingredient.wholeWhen?.test(item.raw)) ingredient = { ...ingredient, whole: true };
    if (ingredient.scrapWhen && !ingredient.scrapWhen.test(item.raw)) {
      const { scrap: _scrap, ...rest } = ingredient;
      ingredient = rest;
    }
    if (isFrozenRaw(ingredient, item.raw)) {
      // Frozen now ("frozen chicken", "still frozen"): thawed in cold water in a first step and cooked
      // at once, or left out, saying how to thaw it, when that does not fit the time (data/thawing.ts).
      const grams = frozenGrams(ingredient, item.quantity, item.unit, constraints.servings);
      const tooSlow = frozenTooSlow(ingredient, grams, constraints.time);
      if (tooSlow) {
        dropped.push({ name: ingredient.name, reason: tooSlow });
        continue;
      }
      frozen.set(ingredient.id, thawMinutes(ingredient, grams));
    }
    if (
      /\bpotato/.test(ingredient.name) &&
      !/\bsweet\b/.test(ingredient.name) &&
      SPROUTING_POTATO.test(item.raw)
    )
      sprouting.add(ingredient.id);
    // "leftover curry from 2 days ago": its fridge life is partly used, and the plan must not renew it.
    const age = LEFTOVER.test(item.raw) ? statedAgeDays(item.raw.toLowerCase()) : undefined;
    if (age) aged.set(ingredient.id, age.days);
    if (item.quantity !== null && item.quantity > 0) {
      const grams = toGrams(item.quantity, item.unit ?? '', ingredient);
      if (grams !== undefined && grams > 0) have.set(ingredient.id, grams);
    } else if (item.quantity === null && ingredient.oneWhen?.test(item.raw)) {
      // "egg" with no number: one egg (catalogue `oneWhen`).
      const grams = toGrams(1, '', ingredient);
      if (grams !== undefined && grams > 0) have.set(ingredient.id, grams);
    }
    const conflicts = [
      ...ingredientConflicts(ingredient, profile),
      ...textProblemsFor(ingredient.name, check),
    ];
    if (conflicts.length > 0) {
      dropped.push({ name: ingredient.name, reason: conflicts[0] ?? 'not safe for you' });
      continue;
    }
    let usable = ingredient;
    if (ingredient.legume) {
      // Dried beans and lentils are soaked and boiled first, or left out when there is no time for it.
      const cooked = precookLegume(ingredient, constraints);
      if (!cooked) {
        dropped.push({ name: ingredient.name, reason: legumeTooSlow(ingredient) });
        continue;
      }
      usable = cooked;
    }
    listed.push(usable);
    if (!STAPLE_IDS.has(usable.id)) pantry[usable.role].push(usable);
  }
  const safe = (id: string) => {
    const ingredient = getIngredient(id);
    return ingredientConflicts(ingredient, profile).length === 0 &&
      textProblemsFor(ingredient.name, check).length === 0
      ? ingredient
      : undefined;
  };
  // The cook's own oil first (olive, vegetable, coconut…), then olive or vegetable oil as staples.
  const listedOils = listed.filter((f) => f.category === 'oil' && f.role === 'fat');
  const pantryFat =
    listedOils[0] ?? pantry.fat.find((f) => f.id !== 'butter' || constraints.macroFocus.length === 0);
  const fat = pantryFat ?? FAT_PREFERENCE.map(safe).find((f) => f !== undefined);
  // Bakes and sweet dishes want a neutral oil, not olive oil.
  const neutral =
    listedOils.find((f) => f.id !== 'olive-oil') ??
    safe('vegetable-oil') ??
    (fat?.category === 'oil' ? fat : undefined);
  const pouring = listedOils[0] ?? safe('olive-oil') ?? neutral;
  const allowed = new Set<Equipment>(kitchenEquipment(constraints.appliances));
  const seed = hashString(
    JSON.stringify([
      request.ingredients.trim().toLowerCase(),
      constraints.time,
      constraints.servings,
      [...constraints.diet].sort(),
      [...constraints.allergies].map((a) => a.toLowerCase()).sort(),
      constraints.skillLevel,
      [...constraints.appliances].sort(),
      constraints.budget,
      [...constraints.macroFocus].sort(),
    ]),
  );
  return {
    neutral,
    pouring,
    foods: listed.filter((i) => !STAPLE_IDS.has(i.id)),
    butter: listed.find((i) => i.id === 'butter' || i.id === 'ghee'),
    request,
    constraints,
    profile,
    pantry,
    listed,
    dropped,
    unknown,
    have,
    fat,
    salt: safe('salt'),
    pepper: safe('black-pepper'),
    allowed,
    random: createRandom(seed),
    seed,
    check,
    suited: new Map(),
    cannedOfDried: new Set(
      check.reading.foods.flatMap((item) =>
        item.ingredient?.legume ? [findIngredient(legumeName(item.ingredient))?.id ?? ''] : [],
      ),
    ),
    frozen,
    sprouting,
    aged,
    swapSuited: new Map(),
  };
}

/**
 * The cooked stand-in for a dried legume, soaked and boiled in a first step (or, for lentils and split
 * peas, cooked raw in a dish's liquid), or undefined when neither fits the time.
 */
function precookLegume(dried: Ingredient, constraints: Constraints): Ingredient | undefined {
  const step = legumeStep(dried, constraints);
  // Lentils can also cook in a dal's or a soup's own liquid, and beans in an Instant Pot's, when the
  // cook has that heat.
  const tools = kitchenEquipment(constraints.appliances);
  const inDish = cooksInDish(dried) && tools.some((tool) => inDishMinutes(dried, tool) !== undefined);
  if (!step && !inDish) return undefined;
  const { safety: _safety, legume: _legume, ...rest } = dried;
  return {
    ...rest,
    id: `${dried.id}~cooked`,
    name: legumeName(dried),
    needsCooking: false,
    cookMinutes: 3,
    precooked: step ? { dried, step } : { dried },
    ...(inDish ? { cooksInDish: true } : {}),
  };
}

/** True when the cook listed something to build a dish on (not only seasonings and oils). */
export const hasMainIngredient = (kitchen: Kitchen): boolean =>
  [...MAIN_ROLES].some((role) => kitchen.pantry[role].length > 0);
