import { COOKING_TIME, type RecipeDraft, type RecipeType, STEP_DURATION_MULTIPLIER } from '@sous/domain';
import { getIngredient, type Ingredient } from '../catalog/index.ts';
import type { Cuisine } from '../catalog/types.ts';
import { STAPLE_IDS, sameDish } from '../check/check-recipe.ts';
import { DISH_BY_ID, DISHES } from '../data/dishes/index.ts';
import type { Dish } from '../data/dishes/types.ts';
import { isKind } from '../data/kinds.ts';
import type { ChefRequest, RecipeTrio } from '../engine.ts';
import { ChefError } from '../engine.ts';
import { isHandTool } from '../guard.ts';
import { parsePantry } from '../parse.ts';
import type { PantryReading } from '../read/pantry.ts';
import {
  type Cast,
  castDish,
  castFoods,
  dishTitle,
  draftFor,
  fitsCuisine,
  fittingFoods,
  gramsOf,
  mealSized,
  NEIGHBOURS,
  previewFor,
  type SizedDish,
  sizeDish,
  totalUnits,
  writeSteps,
} from './cook.ts';
import {
  hasMainIngredient,
  type Kitchen,
  prepareKitchen,
  skillRank,
  suits,
  unsafeFor,
} from './kitchen-prep.ts';
import { createRandom, hashString } from './random.ts';
import type { StepDraft } from './types.ts';
import {
  COLD_PLATES,
  FINISH_AT_THE_LAST_MOMENT,
  UPGRADE_MOVES,
  type UpgradeMove,
  WARM_PLATES,
} from './upgrades.ts';

/** A dish cooked for this kitchen, before it is written out in full. */
interface Built {
  cast: Cast;
  steps: StepDraft[];
  staples: ReturnType<typeof writeSteps>['staples'];
  units: number;
  /** How many of the cook's foods it uses. */
  used: number;
  ids: Set<string>;
}

/** Foods of a breakfast or a sweet dish: when the cook listed nothing else, no dinner is offered. */
const SWEETISH_KINDS = [
  'fruit',
  'berries',
  'banana',
  'baking-fruit',
  'dried-fruit',
  'sweetener',
  'jam',
  'chocolate',
  'oats',
  'yogurt',
  'milk',
  'cream',
  'nut-butter',
  'nuts',
  'seeds',
  'flour',
  'baking-raise',
  'vanilla',
  'sweet-spice',
  'butter',
  'egg',
] as const;

const isSweetish = (food: Ingredient): boolean =>
  SWEETISH_KINDS.some((kind) => isKind(food, kind)) ||
  ['sweetener', 'baking'].includes(food.category) ||
  /\b(granola|muesli|cereal|cornflakes|pancake|waffle|crumpet|croissant|brioche|muffin|bagel)s?\b/.test(
    food.name,
  );

/** The food the cook's meal is built around: their first protein, else their first starch, else the first food. */
function mainFood(kitchen: Kitchen): Ingredient | undefined {
  const foods = kitchen.foods;
  const protein = foods.find(
    (f) =>
      ['poultry', 'meat', 'seafood', 'plant-protein', 'legume'].includes(f.category) &&
      !isKind(f, 'cured-meat') &&
      f.role === 'protein',
  );
  if (protein) return protein;
  const starch = foods.find(
    (f) =>
      f.role === 'starch' &&
      !isKind(f, 'bread') &&
      !/\b(granola|muesli|cereal|flakes|crackers?)\b/.test(f.name),
  );
  if (starch) return starch;
  // Eggs are the protein of a pantry with no meat, fish, pulses or starch: the omelette is the meal.
  const egg = foods.find((f) => f.category === 'egg');
  if (egg) return egg;
  return foods.find((f) => f.role !== 'aromatic') ?? foods[0];
}

const castKey = (cast: Cast): string =>
  `${cast.dish.id}|${Object.entries(cast.slots)
    .map(([name, foods]) => `${name}:${foods.map((f) => f.id).join('+')}`)
    .join('|')}`;

/** Whether this cook may read the dish's name ("pancakes" with an egg allergy may not), per cast. */
const titleFits = new WeakMap<Kitchen, Map<string, boolean>>();
function titleSuits(kitchen: Kitchen, cast: Cast, key: string): boolean {
  let cache = titleFits.get(kitchen);
  if (!cache) {
    cache = new Map();
    titleFits.set(kitchen, cache);
  }
  let fits = cache.get(key);
  if (fits === undefined) {
    fits = suits(kitchen, dishTitle(kitchen, cast)) !== undefined;
    cache.set(key, fits);
  }
  return fits;
}

/** Steps written per cast (the same foods in the same dish read the same for every variant). */
const written = new WeakMap<Kitchen, Map<string, ReturnType<typeof writeSteps>>>();

function stepsOf(kitchen: Kitchen, cast: Cast, key: string): ReturnType<typeof writeSteps> {
  let cache = written.get(kitchen);
  if (!cache) {
    cache = new Map();
    written.set(kitchen, cache);
  }
  let steps = cache.get(key);
  if (!steps) {
    steps = writeSteps(kitchen, cast);
    cache.set(key, steps);
  }
  // The variant changes the notes on the lines, never the steps: a copy of the staples for each draft,
  // and the foods the steps actually use.
  cast.slots = steps.slots;
  return { steps: steps.steps, staples: { ...steps.staples }, slots: steps.slots };
}

/**
 * The dish cooked for this kitchen within its time: as full as the variant allows, else trimmed of
 * optional foods. With `all`, every trim that fits (a simpler Quick Win leaves more for the others).
 */
function builds(
  kitchen: Kitchen,
  dish: Dish,
  variant: RecipeType,
  prefer?: ReadonlySet<string>,
  all = false,
  /** Quick Win casts already made for this kitchen (trim 0, the main food preferred), by dish. */
  firstCasts?: ReadonlyMap<Dish, Cast | undefined>,
): Built[] {
  const limit = kitchen.constraints.time / STEP_DURATION_MULTIPLIER;
  const found: Built[] = [];
  const seen = new Set<string>();
  for (let trim = 0; trim <= 3; trim++) {
    // A cast made already is copied: the steps settle its slots on the copy.
    const made = trim === 0 && variant === 'quick' && firstCasts?.has(dish);
    const first = made ? firstCasts?.get(dish) : undefined;
    const cast = made ? first && { ...first } : castDish(kitchen, dish, variant, trim, prefer);
    if (!cast) break;
    // A dish whose very name this cook must avoid ("pancakes" with an egg allergy) is not offered.
    // Keyed once, on the foods as cast (before the steps settle which of them they use).
    const key = castKey(cast);
    if (!titleSuits(kitchen, cast, key)) break;
    const { steps, staples } = stepsOf(kitchen, cast, key);
    if (steps.some((s) => !isHandTool(s.tool) && !kitchen.allowed.has(s.tool as never))) break;
    const units = totalUnits(steps);
    if (units > limit) continue;
    const foods = castFoods(cast);
    const foodIds = foods.map((f) => f.id).join('+');
    if (seen.has(foodIds)) continue;
    seen.add(foodIds);
    found.push({ cast, steps, staples, units, used: foods.length, ids: new Set(foods.map((f) => f.id)) });
    if (!all) break;
  }
  return found;
}

/** The words of a name that say what it is ("compote", "yogurt"), not how ("warm", "crispy"). */
const readMoveWords = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter(
      (word) =>
        word.length >= 5 && !['warm', 'crispy', 'smashed', 'toasted', 'whipped', 'quick'].includes(word),
    );
const moveWordsOf = new Map<string, string[]>();
/** The same, read once per name (every move's name is read again for every dish lifted). */
function moveWords(name: string): string[] {
  let words = moveWordsOf.get(name);
  if (!words) {
    if (moveWordsOf.size >= 5_000) moveWordsOf.clear();
    words = readMoveWords(name);
    moveWordsOf.set(name, words);
  }
  return words;
}

/** The cuisine a dish's foods point to (sauces and spices count double), or the plain default. */
function foodsCuisine(foods: readonly Ingredient[]): { cuisines: Cuisine[]; signals: Cuisine[] } {
  const weight = new Map<Cuisine, number>();
  for (const food of foods)
    for (const cuisine of food.cuisines ?? [])
      weight.set(
        cuisine,
        (weight.get(cuisine) ?? 0) +
          (food.role === 'sauce' || food.category === 'spice' ? 2 : 1) / (food.cuisines?.length ?? 1),
      );
  const ranked = [...weight.entries()].sort((a, b) => b[1] - a[1]);
  // Every cuisine a food clearly belongs to: a finish must sit near all of them.
  const signals = ranked.filter(([, w]) => w >= 1).map(([c]) => c);
  const top = ranked[0];
  if (top && top[1] >= 1) return { cuisines: [top[0]], signals };
  return { cuisines: ['european'], signals };
}

/**
 * A move made with what the cook has: an item they would buy is swapped for a food of the same kind
 * already in their pantry (their frozen berries for the blueberries, their pecans for the walnuts).
 */
function withOwnFoods(
  kitchen: Kitchen,
  move: UpgradeMove,
  inDish: ReadonlySet<string>,
): UpgradeMove | undefined {
  if (!move.items.some((item) => item.kind)) return move;
  let swapped = false;
  let owned = false;
  const items = move.items.map((item) => {
    if (!item.kind || kitchen.listed.some((food) => food.id === item.id)) return item;
    const kind = item.kind;
    const ofKind = kitchen.listed.filter((food) => isKind(food, kind) && !unsafeFor(kitchen, food));
    const own = ofKind.find((food) => !inDish.has(food.id));
    // All the cook's berries are in the dish already: buying more of them is no upgrade.
    if (!own) {
      if (ofKind.length > 0) owned = true;
      return item;
    }
    swapped = true;
    return { ...item, id: own.id };
  });
  if (owned) return undefined;
  return swapped ? { ...move, items } : move;
}

/** The finishing move for the Upgrade: one that fits the dish's cuisine, family and course, within budget and time. */
function upgraded(kitchen: Kitchen, built: Built): Built {
  const { constraints } = kitchen;
  const dish = built.cast.dish;
  const cap = constraints.budget === 'low' ? 3 : constraints.budget === 'medium' ? 8 : 25;
  const pantryIds = new Set(kitchen.listed.map((i) => i.id));
  // The canned form of a legume the cook has dried (left out when there is no time to soak it).
  const limit = constraints.time / STEP_DURATION_MULTIPLIER;
  const options: { move: (typeof UPGRADE_MOVES)[number]; tool: string; score: number }[] = [];
  // A dish at home everywhere (a skillet, a soup) takes its cuisine from its own foods: soy sauce and
  // ginger say East Asian, cumin and coriander Indian; with no such sign, a plain European finish
  // (gremolata, garlic crumbs, herb butter) suits it.
  // The pantry's own sauces and spices count too: soy sauce on the shelf makes a salmon parcel a
  // Japanese supper, whatever the parcel itself holds (no pine nuts and parmesan on it).
  const fromFoods = foodsCuisine([
    ...castFoods(built.cast),
    ...kitchen.foods.filter((f) => f.role === 'sauce' || f.category === 'spice'),
  ]);
  const cuisines = dish.cuisine !== 'any' ? [dish.cuisine] : fromFoods.cuisines;
  // Foods that say a cuisine (prosciutto in a stir-fry, harissa in a soup) rule out a finish from far
  // away: it must sit near every cuisine the dish's own foods belong to.
  const nearAll = fromFoods.signals.map((c) => NEIGHBOURS[c] ?? [c]);
  const title = dishTitle(kitchen, built.cast);
  const dishWords = new Set(moveWords(title));
  for (const listedMove of UPGRADE_MOVES) {
    const move = withOwnFoods(kitchen, listedMove, built.ids);
    if (!move) continue;
    if (move.families.length > 0 && !move.families.includes(dish.family)) continue;
    if (!move.cuisines.includes('any') && !cuisines.some((c) => move.cuisines.includes(c))) continue;
    if (
      !move.cuisines.includes('any') &&
      !nearAll.every((near) => move.cuisines.some((c) => near.includes(c)))
    )
      continue;
    if (!(move.courses ?? ['main', 'breakfast']).includes(dish.course)) continue;
    if (move.sweet && !dish.flavour.includes('sweet')) continue;
    if (move.unless && built.steps.some((step) => move.unless?.test(step.text))) continue;
    if (move.needs && !castFoods(built.cast).some((f) => move.needs?.some((kind) => isKind(f, kind))))
      continue;
    if (move.titled && !move.titled.test(title)) continue;
    if (move.notTitled?.test(title)) continue;
    if (move.notWith && castFoods(built.cast).some((f) => move.notWith?.some((kind) => isKind(f, kind))))
      continue;
    // Not the dish again on top of itself: no compote on a compote, no yogurt on a yogurt parfait.
    if (moveWords(move.name).some((word) => dishWords.has(word))) continue;
    // Extra protein is for a plate short of it, not one with meat or fish already at its centre.
    if (
      move.protein &&
      castFoods(built.cast).some((f) => ['poultry', 'meat', 'seafood', 'plant-protein'].includes(f.category))
    )
      continue;
    const items = move.items.map((item) => getIngredient(item.id));
    if (items.some((i) => unsafeFor(kitchen, i) || !fitsCuisine(i, dish))) continue;
    if (items.length > 0 && items.every((i) => built.ids.has(i.id))) continue;
    // A cold plate stays cold: no pan of boiling eggs beside leftovers served as they are.
    if (dish.equipment.length === 0 && move.heat.length > 0) continue;
    const tool = move.heat.length === 0 ? move.tool : move.heat.find((e) => kitchen.allowed.has(e));
    if (!tool) continue;
    if (
      !suits(
        kitchen,
        `${move.name}. ${move.text(
          items.map((i) => i.name),
          tool,
        )}`,
      )
    )
      continue;
    const toBuy = move.items.filter((item) => !pantryIds.has(item.id));
    if (toBuy.length > 3) continue;
    // "Buy chickpeas" to a cook whose chickpeas are dried (cooked tonight or left out for want of a
    // soak): the checker reads that line as their unsoaked ones, so the move is not offered.
    if (toBuy.some((item) => kitchen.cannedOfDried.has(item.id))) continue;
    const cost = toBuy.reduce((sum, item) => {
      const food = getIngredient(item.id);
      const grams =
        food.unit === 'g' ? item.min : (food.gramsPerPiece ?? (food.gramsPerCup ?? 200) / 16) * item.min;
      return sum + Math.max(0.5, (grams / 1000) * food.pricePerKgUsd);
    }, 0);
    if (cost > cap) continue;
    // Keyed on the dish and the move, so trying dishes in another order never changes the pick.
    let score = createRandom(hashString(`${kitchen.seed}|${dish.id}|${move.id}`))() * 3;
    if (move.tier === constraints.budget) score += 3;
    if (toBuy.length < move.items.length) score += 2; // the cook has some of it already
    if (!move.cuisines.includes('any')) score += 3; // made for this cuisine
    if (constraints.macroFocus.includes('High Protein') && move.protein) score += 6;
    if (constraints.macroFocus.includes('Low Fat') && move.rich) score -= 6;
    options.push({ move, tool, score });
  }
  options.sort((a, b) => b.score - a.score);
  // A cold dish (a salad, a board) goes on chilled plates, not hot ones.
  const fallback =
    dish.course !== 'main'
      ? FINISH_AT_THE_LAST_MOMENT
      : dish.equipment.length > 0
        ? WARM_PLATES
        : COLD_PLATES;
  for (const option of [...options, { move: fallback, tool: 'none', score: 0 }]) {
    const bought = new Set(
      option.move.items.filter((item) => !pantryIds.has(item.id)).map((item) => item.id),
    );
    const cast: Cast = { ...built.cast, upgrade: option.move, upgradeTool: option.tool, bought };
    const { steps, staples } = writeSteps(kitchen, cast);
    const units = totalUnits(steps);
    if (units <= limit) return { ...built, cast, steps, staples, units };
  }
  return built;
}

/** How many Quick Wins that make a trio are weighed for the Zero-Waste they leave. */
const QUICK_TRIES = 3;

/** How many of the best-suited dishes are written out before the rest are tried. */
const SHORTLIST = 16;

/** Sorted best first by a score read once per item; stable, so equals keep their order. */
function byScore<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item) => ({ item, value: score(item) }))
    .sort((a, b) => b.value - a.value)
    .map(({ item }) => item);
}

/** The dishes that can be cast, best first by the score given (undefined: cannot be cast). */
function rankDishes(dishes: readonly Dish[], score: (dish: Dish) => number | undefined): Dish[] {
  return dishes
    .flatMap((dish) => {
      const value = score(dish);
      return value === undefined ? [] : [{ dish, value }];
    })
    .sort((a, b) => b.value - a.value)
    .map(({ dish }) => dish);
}

const exampleCache = new WeakMap<Dish, ReadonlySet<string>[]>();
/** The catalogue foods of each of a dish's example pantries, read once. */
function exampleFoods(dish: Dish): ReadonlySet<string>[] {
  let sets = exampleCache.get(dish);
  if (!sets) {
    sets = dish.examples.map(
      (text) =>
        new Set(
          parsePantry(text)
            .flatMap((item) => (item.ingredient ? [item.ingredient.id] : []))
            .filter((id) => !STAPLE_IDS.has(id)),
        ),
    );
    exampleCache.set(dish, sets);
  }
  return sets;
}

/**
 * What a reader calls the dish: the title before any "with …", without the type's prefix. Two of the
 * three may not share it ("Steak with Chimichurri" and "Steak with Pan Sauce" are both steak).
 */
const stem = (title: string): string =>
  (title.split(/\s+with\s+/i)[0] ?? title)
    .replace(/^(\d+-Minute|Hands-Off|Use-It-All|Chef's)\s+/i, '')
    .toLowerCase()
    .trim();

/** The dish a title names, by its last word ("shakshuka", "stir-fry", "soup"). */
const noun = (title: string): string => stem(title).split(/\s+/).at(-1) ?? '';

function tooFew(kitchen: Kitchen): ChefError {
  const { appliances, time } = kitchen.constraints;
  return new ChefError(
    'too_few_dishes',
    `With these ingredients${appliances.length > 0 ? `, only ${appliances.join(', ').toLowerCase()}` : ''} and ${time} minutes we can only make one or two different dishes, not three${
      kitchen.dropped.length > 0
        ? ` (left out for you: ${kitchen.dropped
            .slice(0, 4)
            .map((d) => d.name)
            .join(', ')})`
        : ''
    }. Add another ingredient${appliances.length > 0 ? ' or appliance' : ''}${time < COOKING_TIME.max ? ', or allow more time' : ''}.`,
  );
}

/**
 * The three recipes for a request, [Quick Win, Zero-Waste, Upgrade]:
 * - Quick Win: the fastest good dish, built on the cook's main food when one can be; always the quickest.
 * - Zero-Waste: uses the most of what the cook listed (never fewer than the Quick Win), picking up
 *   what the Quick Win left out, with a plan for the trimmings.
 * - Upgrade: a third dish lifted by one technique or at most three bought items that fit its cuisine.
 * Three different dishes, the main food at the centre of at least two of them. Throws ChefError when
 * the pantry cannot make three.
 */
export function composeTrio(request: ChefRequest, reading?: PantryReading): RecipeTrio {
  const kitchen = prepareKitchen(request, reading);
  if (!hasMainIngredient(kitchen)) {
    const reason =
      kitchen.dropped.length > 0
        ? ` Everything we recognised clashes with your allergies or diet (${kitchen.dropped
            .map((d) => d.name)
            .slice(0, 5)
            .join(', ')}).`
        : '';
    throw new ChefError(
      'no_ingredients',
      `We could not find an ingredient to cook with. Please list a few foods you have, like vegetables, a protein or a grain.${reason}`,
    );
  }
  const { constraints } = kitchen;
  // A pantry of oats, fruit, yogurt, eggs and bread is a breakfast or a sweet dish; anything savoury
  // (a protein, a vegetable, a cheese, a tomato) makes it a meal.
  const savoury = kitchen.foods.some(
    (food) =>
      !isSweetish(food) &&
      !['bread', 'spice', 'oil', 'herb'].includes(food.category) &&
      !isKind(food, 'coconut') &&
      !/\b(ginger|glutinous|sticky rice|coconut)\b/.test(food.name),
  );

  const cookSkill = skillRank(constraints.skillLevel);
  const offered = (dish: Dish) =>
    skillRank(dish.skill) <= cookSkill && dish.equipment.every((e) => kitchen.allowed.has(e));
  const dishes = DISHES.filter(
    (dish) =>
      offered(dish) &&
      // A stand-in (the oven card of an air-fryer dish) only where the dish itself cannot be made.
      !(dish.standsIn && offered(DISH_BY_ID.get(dish.standsIn) ?? dish)) &&
      (savoury ? dish.course !== 'sweet' : dish.course !== 'main'),
  );
  const main = mainFood(kitchen);
  // The main food is at the centre of a dish when it fills the dish's centre slot, or — for a
  // protein — any slot (the beef in tacos, whose centre is the tortilla).
  const centred = (b: Built) =>
    !main ||
    (b.cast.slots[b.cast.dish.centre] ?? []).some((f) => f.id === main.id) ||
    (main.role === 'protein' && b.ids.has(main.id));
  // The pantry's cuisine: its sauces, spice blends and regional foods (garam masala says curry).
  const cuisineWeight = new Map<string, number>();
  for (const food of kitchen.foods)
    for (const cuisine of food.cuisines ?? [])
      cuisineWeight.set(
        cuisine,
        (cuisineWeight.get(cuisine) ?? 0) +
          (food.role === 'sauce' || food.category === 'spice' ? 2 : 1) / (food.cuisines?.length ?? 1),
      );
  const affinity = (b: Built) => Math.min(6, (cuisineWeight.get(b.cast.dish.cuisine) ?? 0) * 2);
  // The pantry reads like one the dish was written for (chicken, carrots, celery, noodles and stock
  // say chicken noodle soup): the closest of its example pantries, by shared foods.
  const pantryIds = new Set(kitchen.foods.map((f) => f.precooked?.dried.id ?? f.id));
  const fitCache = new Map<Dish, number>();
  const exampleFit = (b: Built) => {
    const dish = b.cast.dish;
    let fit = fitCache.get(dish);
    if (fit === undefined) {
      fit = 0;
      for (const example of exampleFoods(dish)) {
        let shared = 0;
        for (const id of example) if (pantryIds.has(id)) shared++;
        fit = Math.max(fit, shared / (example.size + pantryIds.size - shared));
      }
      fitCache.set(dish, fit);
    }
    return fit * 8;
  };
  // A dish built on far less of its centre than it wants (two hot dogs for four) is a last resort.
  const shortCache = new Map<Built, number>();
  const shortfall = (b: Built) => {
    let penalty = shortCache.get(b);
    if (penalty === undefined) {
      penalty = 0;
      for (const food of b.cast.slots[b.cast.dish.centre] ?? []) {
        const have = kitchen.have.get(food.precooked?.dried.id ?? food.id);
        if (have !== undefined && have < gramsOf(b.cast, kitchen, food) * 0.5) penalty = 10;
      }
      shortCache.set(b, penalty);
    }
    return penalty;
  };
  // The cook's main food far short of the dish's portions: 3 bananas split for 8 feeds three, not eight.
  const mainShort = (b: Built) => {
    if (!main || !b.ids.has(main.id)) return false;
    const have = kitchen.have.get(main.precooked?.dried.id ?? main.id);
    return have !== undefined && have < gramsOf(b.cast, kitchen, main) * 0.5;
  };
  // One draw per dish keyed on its id: a dish added to the cookbook does not reshuffle other pantries' trios.
  const jitter = new Map(dishes.map((d) => [d.id, createRandom(hashString(`${kitchen.seed}|${d.id}`))()]));
  const hasProtein = kitchen.foods.some((f) => f.role === 'protein');
  const complete = (b: Built) => {
    const foods = castFoods(b.cast);
    return (
      (hasProtein && foods.some((f) => f.role === 'protein') ? 2 : 0) +
      (foods.some((f) => f.role === 'vegetable') ? 1 : 0) +
      (foods.some((f) => f.role === 'starch') ? 1 : 0)
    );
  };
  const focus = (b: Built) => {
    const foods = castFoods(b.cast);
    let score = 0;
    if (constraints.macroFocus.includes('Low Carb'))
      score -= foods.filter((f) => f.role === 'starch').length * 4;
    if (constraints.macroFocus.includes('High Protein'))
      score += foods.filter((f) => f.role === 'protein').length * 2;
    if (constraints.macroFocus.includes('High Fiber'))
      score += foods.filter((f) => f.category === 'vegetable' || f.category === 'legume').length;
    if (constraints.macroFocus.includes('Low Fat') && b.cast.dish.flavour.includes('rich')) score -= 4;
    return score;
  };
  // A cooked dish beats a cold plate when there is heat; the cook's skill picks the repertoire.
  const heated = (b: Built) => (b.cast.dish.equipment.length > 0 ? 3 : 0);
  const skillFit = (b: Built) => -Math.abs(skillRank(b.cast.dish.skill) - cookSkill) * 1.5;

  // The cook's main food goes in first wherever it fits, so a quick taco still has their beef in it.
  const preferMain = main ? new Set([main.id]) : undefined;
  // Casting a dish is cheap, writing its steps is not: the dishes this pantry suits best are written
  // out first, and only when they cannot make a trio is every dish tried.
  const castable = dishes.filter((dish) => fittingFoods(kitchen, dish) !== null);
  // The shortlist's Quick Win casts, made once for ranking and building alike (always with preferMain).
  const firstCasts = new Map<Dish, Cast | undefined>();
  const shortlist =
    castable.length <= SHORTLIST
      ? castable
      : rankDishes(castable, (dish) => {
          const cast = castDish(kitchen, dish, 'quick', 0, preferMain);
          firstCasts.set(dish, cast);
          if (!cast) return undefined;
          const foods = castFoods(cast);
          const b: Built = {
            cast,
            steps: [],
            staples: { oil: 0, butter: 0, water: 0, salt: false, pepper: false },
            units: 0,
            used: foods.length,
            ids: new Set(foods.map((f) => f.id)),
          };
          return (
            (centred(b) ? 20 : 0) +
            exampleFit(b) +
            affinity(b) +
            complete(b) * 3 +
            heated(b) +
            focus(b) +
            foods.length * 2 -
            shortfall(b) +
            (jitter.get(dish.id) ?? 0) * 2
          );
        });
  const pools = shortlist.length > SHORTLIST ? [shortlist.slice(0, SHORTLIST), shortlist] : [shortlist];
  for (const [index, pool] of pools.entries()) {
    const trio = attempt(pool, index === pools.length - 1);
    if (process.env.SOUS_POOL) console.error('pool', index, pool.length, Boolean(trio));
    if (trio) return trio;
  }
  throw tooFew(kitchen);

  function attempt(pool: readonly Dish[], last: boolean): RecipeTrio | undefined {
    // Every simpler trim of the best-suited dishes (a simpler Quick Win leaves more for the others);
    // the rest as full as their time allows.
    const built = pool.flatMap((dish, index) =>
      builds(kitchen, dish, 'quick', preferMain, index < 6, firstCasts),
    );
    // A Quick Win built on the cook's main food comes before any that is not, however quick: beef chuck
    // bought for six makes a braise or a roast, not a 10-minute carrot stir-fry (issue 12, F5).
    // And one that feeds the servings asked before one that admits it cannot (3 bananas split for 8).
    const quickScore = (b: Built) =>
      (centred(b) ? 1000 : 0) +
      affinity(b) +
      exampleFit(b) +
      complete(b) * 3 -
      shortfall(b) -
      (mainShort(b) ? 1500 : 0) -
      b.units * 2 +
      heated(b) +
      focus(b) +
      (jitter.get(b.cast.dish.id) ?? 0) * 2;
    const quicks = byScore(built, quickScore);
    if (quicks.length === 0 && !last) return undefined;
    if (quicks.length === 0 && kitchen.foods.some((f) => !f.needsCooking)) throw tooFew(kitchen);
    if (quicks.length === 0) {
      const { appliances, time } = constraints;
      throw new ChefError(
        'too_few_dishes',
        `Nothing you listed can be cooked safely${appliances.length > 0 ? ` with only ${appliances.join(', ').toLowerCase()}` : ''} in ${time} minutes, and nothing can be eaten as it is. Allow more time${appliances.length > 0 ? ', choose another appliance' : ''} or add foods that need no cooking.`,
      );
    }
    const wastes = pool.flatMap((dish) => builds(kitchen, dish, 'zero-waste', preferMain));
    // The Upgrade starts from a dish as simple as the Quick Win's casting; the finishing move lifts it.
    const upCasts = quicks.map((b) => ({ ...b, cast: { ...b.cast, variant: 'upgrade' as const } }));
    const upScore = (b: Built) =>
      (centred(b) ? 12 : 0) -
      shortfall(b) +
      exampleFit(b) +
      affinity(b) * 1.5 +
      complete(b) * 3 +
      skillFit(b) +
      skillRank(b.cast.dish.skill) +
      heated(b) +
      focus(b) +
      b.used * 0.5 +
      (jitter.get(b.cast.dish.id) ?? 0) * 3;
    const ups = byScore(upCasts, upScore);

    /** The best trio with this Quick Win, or undefined when no two other dishes keep its promises. */
    // A dish is a real option only when it makes a meal of what the cook has: its portions land in a
    // meal's energy once sized (a tray of one small tin of fish for four is not dinner).
    const meals = new Map<Built, SizedDish | null>();
    const plantBased = constraints.diet.some((d) => d === 'Vegan' || d === 'Vegetarian');
    const pantryHasProtein = kitchen.foods.some((f) =>
      ['poultry', 'meat', 'seafood', 'egg', 'legume', 'plant-protein'].includes(f.category),
    );
    // Sized first: a dish that is no meal is dropped before its title, tips and plans are written —
    // and those are written only for the three that make the trio.
    const meal = (b: Built): SizedDish | undefined => {
      let sized = meals.get(b);
      if (sized === undefined) {
        const size = sizeDish(kitchen, b.cast, b.steps, b.staples);
        sized = mealSized(b.cast.dish, size, pantryHasProtein, plantBased) ? size : null;
        meals.set(b, sized);
      }
      return sized ?? undefined;
    };
    const full = (b: Built, sized: SizedDish): RecipeDraft =>
      draftFor(kitchen, b.cast, b.steps, b.staples, sized);
    // Each Upgrade candidate is lifted once, whichever Quick Win it is tried beside.
    const liftedOf = new Map<Built, Built>();
    const lift = (b: Built): Built => {
      let lifted = liftedOf.get(b);
      if (!lifted) {
        lifted = upgraded(kitchen, b);
        liftedOf.set(b, lifted);
      }
      return lifted;
    };
    /** The three picked, with their meal sizes; written out in full only for the trio served. */
    interface Picked {
      quick: Built;
      quickMeal: SizedDish;
      waste: Built;
      wasteMeal: SizedDish;
      lifted: Built;
      upgradeMeal: SizedDish;
      /** The Upgrade names the same dish as another of the three ("Sausage" and "Mushroom Shakshuka"). */
      twin: boolean;
      /** The Upgrade falls back to warmed or chilled plates: no technique or bought finish fits it. */
      plain: boolean;
    }
    const around = (quick: Built, strict: boolean): Picked | undefined => {
      const quickMeal = meal(quick);
      if (!quickMeal) return undefined;
      const quickDraft = previewFor(kitchen, quick.cast, quick.steps);
      // Zero-Waste: the most of the pantry, what the Quick Win left out first, never quicker than it.
      const leftOut = new Set(kitchen.foods.filter((f) => !quick.ids.has(f.id)).map((f) => f.id));
      const pickedUp = (b: Built) => [...b.ids].filter((id) => leftOut.has(id)).length;
      const wasteScore = (b: Built) =>
        b.used * 6 +
        exampleFit(b) +
        pickedUp(b) * 4 -
        shortfall(b) +
        affinity(b) +
        (centred(b) ? 12 : 0) +
        complete(b) * 2 +
        heated(b) +
        focus(b) -
        b.units * 0.3 -
        // Three options, not three of a kind: another family than the Quick Win's where one fits.
        (b.cast.dish.family === quick.cast.dish.family ? 4 : 0) +
        (jitter.get(b.cast.dish.id) ?? 0) * 2;
      // The main food at the centre of two of the three: when the Quick Win misses it, both others have it.
      const wasteOptions = byScore(
        wastes.filter(
          (b) =>
            b.cast.dish.id !== quick.cast.dish.id &&
            b.units >= quick.units &&
            b.used >= quick.used &&
            // It picks up something the Quick Win left out, when it left anything.
            (!strict || leftOut.size === 0 || pickedUp(b) > 0) &&
            (!strict || centred(quick) || centred(b)),
        ),
        wasteScore,
      );
      let waste: Built | undefined;
      let wastePreview: RecipeDraft | undefined;
      for (const candidate of wasteOptions.slice(0, 8)) {
        const draft = previewFor(kitchen, candidate.cast, candidate.steps);
        if (sameDish(draft, quickDraft) || stem(draft.title) === stem(quickDraft.title) || !meal(candidate))
          continue;
        waste = candidate;
        wastePreview = draft;
        break;
      }
      if (!waste || !wastePreview) return undefined;
      // Upgrade: a third dish, the cook's main at its centre when the first two missed it, lifted.
      const needsCentre = strict && (!centred(quick) || !centred(waste));
      const taken = new Set([quick.cast.dish.id, waste.cast.dish.id]);
      const families = new Set([quick.cast.dish.family, waste.cast.dish.family]);
      const options = ups
        .filter((b) => !taken.has(b.cast.dish.id) && b.units >= quick.units && (!needsCentre || centred(b)))
        // Stable: among equals the order of upScore stands; a third soup only when nothing else fits.
        .map((b, index) => ({ b, index: index + (families.has(b.cast.dish.family) ? 3 : 0) }))
        .sort((x, y) => x.index - y.index)
        .map(({ b }) => b);
      const nouns = new Set([noun(quickDraft.title), noun(wastePreview.title)]);
      let second: Picked | undefined;
      for (const candidate of options.slice(0, 12)) {
        const lifted = lift(candidate);
        if (lifted.units < quick.units) continue;
        const draft = previewFor(kitchen, lifted.cast, lifted.steps);
        if (sameDish(draft, quickDraft) || sameDish(draft, wastePreview)) continue;
        if (stem(draft.title) === stem(quickDraft.title) || stem(draft.title) === stem(wastePreview.title))
          continue;
        const upgradeMeal = meal(lifted);
        const wasteMeal = meal(waste);
        if (!upgradeMeal || !wasteMeal) continue;
        const twin = nouns.has(noun(draft.title));
        const move = lifted.cast.upgrade;
        const plain = !move || [WARM_PLATES, COLD_PLATES, FINISH_AT_THE_LAST_MOMENT].includes(move);
        const picked = { quick, quickMeal, waste, wasteMeal, lifted, upgradeMeal, twin, plain };
        // "Sausage Shakshuka" beside "Mushroom Shakshuka" is one dish twice to a cook: another dish
        // first, that one only when nothing else fits.
        if (twin) {
          second ??= picked;
          continue;
        }
        return picked;
      }
      return second;
    };
    if (process.env.SOUS_DEBUG)
      console.error(
        'quicks',
        quicks.map((b) => `${b.cast.dish.id}:${b.units}:${b.used}`).join(' '),
        '\nwastes',
        wastes.map((b) => `${b.cast.dish.id}:${b.units}:${b.used}`).join(' '),
        '\nups',
        ups.map((b) => `${b.cast.dish.id}:${b.units}:${b.used}`).join(' '),
      );
    // The best Quick Win first; when it leaves no two dishes that keep the trio's promises (slower, and
    // using at least as much), the next, then the same without the main-at-the-centre wish.
    // The Quick Win does not take the dish the Zero-Waste needs: a trimmed banh mi as the Quick Win
    // leaves a stir-fry that drops the baguette as the Zero-Waste. Of the first few Quick Wins that make
    // a trio (as centred on the main as the best), the one whose Zero-Waste uses the most is served.
    // A Quick Win on the cook's main food (a steak seared in 20 minutes) beats the Zero-Waste's wish to
    // pick up what it left out: a centred Quick Win is tried without that wish before an omelette is
    // tried with it.
    const pick = (strict: boolean, from: readonly Built[]): Picked | undefined => {
      let best: Picked | undefined;
      let tried = 0;
      for (const quick of from) {
        if (best && centred(quick) !== centred(best.quick)) break;
        const picked = around(quick, strict);
        if (!picked) continue;
        // Never at the price of three real dishes or a real Upgrade.
        const rank = (p: Picked) => (p.twin ? 0 : 2000) + (p.plain ? 0 : 1000) + p.waste.used;
        if (!best || rank(picked) > rank(best)) best = picked;
        // Another Quick Win is tried only when this one costs something: a twin or plain Upgrade, or a
        // Quick Win holding the dish that, in full, would be a Zero-Waste using more.
        const costly =
          best.twin ||
          best.plain ||
          wastes.some((w) => w.cast.dish === best?.quick.cast.dish && w.used > (best?.waste.used ?? 0));
        if (++tried >= QUICK_TRIES || !costly) break;
      }
      return best;
    };
    let best = pick(true, quicks);
    // (With no trio at all, the pass below starts from the best Quick Win, centred when any is.)
    if (main?.role === 'protein' && best && !centred(best.quick)) {
      // The best centred Quick Win only: the rest would be no quicker to cook, only slower to pick.
      const centredQuick = quicks.find(centred);
      if (centredQuick) best = pick(false, [centredQuick]) ?? best;
    }
    best ??= pick(false, quicks);
    if (best)
      return [
        full(best.quick, best.quickMeal),
        full(best.waste, best.wasteMeal),
        full(best.lifted, best.upgradeMeal),
      ];
    return undefined;
  }
}

export { hasMainIngredient, prepareKitchen };
