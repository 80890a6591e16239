import type { Equipment, IngredientLine, RecipeDraft, RecipeType } from '@sous/domain';
import { STEP_DURATION_MULTIPLIER } from '@sous/domain';
import { getIngredient, type Ingredient } from '../catalog/index.ts';
import { heats, STAPLE_IDS, textProblemsFor } from '../check/check-recipe.ts';
import { PARALLEL, statedMinutesIn, statedTemperatures } from '../check/reading.ts';
import { CAPACITY, ONE_POT_PASTA, STRONG_SEASONING, seasoningServings } from '../data/batch.ts';
import { DISHES } from '../data/dishes/index.ts';
import type { Dish, Minutes, Slot, SpecialStep, StepSpec } from '../data/dishes/types.ts';
import { isKind, type Kind } from '../data/kinds.ts';
import { LIFT_OUT_BEFORE_SERVING, liftOut } from '../data/lift-out.ts';
import { SPROUTING_POTATO_NOTE } from '../data/pantry-states.ts';
import { cutFits } from '../data/prep-words.ts';
import {
  DONENESS_BY_METHOD,
  formatTemperature,
  HOLD,
  RASHERS,
  REHEAT,
  SAFE_TEMPERATURES,
  SMALL_PIECES,
  STORAGE,
  WHOLE_CUT_IN_PIECES,
} from '../data/safety.ts';
import { isHandTool } from '../guard.ts';
import { memoize } from '../memo.ts';
import { computeCost, computeNutrition, toGrams } from '../nutrition.ts';
import { inDishMinutes } from '../read/legumes.ts';
import { thawText } from '../read/thaw.ts';
import { cutOf, displayName, pluralize, verbFor } from './kitchen.ts';
import type { Kitchen } from './kitchen-prep.ts';
import { suits, unsafeFor } from './kitchen-prep.ts';
import { SUBSTITUTES } from './substitutions.ts';
import { mergeShortSteps, settleStep, unitsFor } from './timing.ts';
import type { StepDraft } from './types.ts';
import type { UpgradeMove } from './upgrades.ts';

/** A dish with the cook's foods in its slots. */
export interface Cast {
  /** Portions scaled to a meal's energy (1 as the dish is written). */
  portion?: number;
  /** The most the meat browned on the stove may grow: no more than the batches its step states. */
  browned?: number;
  dish: Dish;
  variant: RecipeType;
  slots: Record<string, Ingredient[]>;
  /** Foods bought for the upgrade (ids). */
  bought: Set<string>;
  upgrade?: UpgradeMove;
  upgradeTool?: string;
}

const foodsOfSlots = new WeakMap<Cast['slots'], readonly Ingredient[]>();
/** Every food a cast uses, slot by slot (slots are replaced, never changed, so the list is kept). */
export const castFoods = (cast: Cast): readonly Ingredient[] => {
  let foods = foodsOfSlots.get(cast.slots);
  if (!foods) {
    foods = Object.values(cast.slots).flat();
    foodsOfSlots.set(cast.slots, foods);
  }
  return foods;
};

// ---------------------------------------------------------------------------------------------------
// Filling the slots

/** Cuisines that share a pantry: a food of one is at home in the others. */
export const NEIGHBOURS: Record<string, string[]> = {
  mexican: ['mexican', 'latin-american', 'american'],
  'latin-american': ['latin-american', 'mexican'],
  indian: ['indian', 'middle-eastern'],
  'east-asian': ['east-asian', 'southeast-asian'],
  'southeast-asian': ['southeast-asian', 'east-asian', 'indian'],
  'middle-eastern': ['middle-eastern', 'mediterranean', 'indian'],
  mediterranean: ['mediterranean', 'italian', 'middle-eastern', 'european'],
  italian: ['italian', 'mediterranean', 'european'],
  american: ['american', 'european', 'mexican'],
  european: ['european', 'italian', 'mediterranean', 'american'],
};

/** Spice blends that carry a cuisine with them (cumin, paprika or mint alone go anywhere). */
const BLENDS =
  /\b(masala|five[- ]spice|cajun|taco|za'?atar|furikake|everything|italian seasoning|curry|berbere|ras el hanout|baharat|jerk|chaat|togarashi|shichimi|sumac|adobo|sazon|sazón|herbes de provence|dukkah|panch phoron|gochugaru)\b/;

/**
 * Sauces, condiments, pickles and spice blends say which cuisine a dish is: gochujang does not go in
 * a carbonara. Everyday foods (mint, cumin, avocado, chickpeas, cheddar) are tagged with cuisines too,
 * but go anywhere.
 */
const regional = (food: Ingredient): boolean =>
  food.role === 'sauce' ||
  food.category === 'condiment' ||
  (food.category === 'spice' && BLENDS.test(food.name)) ||
  (food.role === 'garnish' && food.category === 'vegetable');

/** A regional food goes only into dishes of a neighbouring cuisine. */
export function fitsCuisine(food: Ingredient, dish: Dish): boolean {
  if (!food.cuisines || food.cuisines.length === 0 || dish.cuisine === 'any' || !regional(food)) return true;
  const near = NEIGHBOURS[dish.cuisine] ?? [dish.cuisine];
  return food.cuisines.some((c) => near.includes(c));
}

const slotSignatures = new WeakMap<Slot, string>();
/** What a slot takes, as a key: slots of many dishes take the same kinds ("onion", "garlic", "oil"). */
function slotSignature(slot: Slot): string {
  let signature = slotSignatures.get(slot);
  if (signature === undefined) {
    signature = `${slot.kinds.join(',')}|${(slot.ids ?? []).join(',')}`;
    slotSignatures.set(slot, signature);
  }
  return signature;
}

/** The cookbook's slot signatures, each with what it takes (read once, on first use). */
let cookbookSignatures: { signature: string; kinds: readonly Kind[]; ids: ReadonlySet<string> }[] | undefined;
let knownSignatures: ReadonlySet<string> = new Set();
const signaturesOfFood = new WeakMap<Ingredient, string[]>();
/**
 * The same, by what a fit reads (the id and what isKind reads): a cooked stand-in for dried beans, or a
 * food the cook named in another form, is a new object every request but fits the same slots.
 */
const signaturesOfForm = new Map<string, string[]>();
const formKey = (food: Ingredient): string =>
  `${food.id}|${food.name}|${food.category}|${food.role}|${food.needsCooking}|${food.whole === true}|${food.cookMinutes}|${food.gramsPerPiece ?? ''}`;
/** The cookbook's slot signatures a food fits (by kind or id), worked out once per food. */
function signaturesFitting(food: Ingredient): string[] {
  let signatures = signaturesOfFood.get(food);
  if (!signatures) {
    const key = formKey(food);
    signatures = signaturesOfForm.get(key);
    if (signatures) {
      signaturesOfFood.set(food, signatures);
      return signatures;
    }
    if (!cookbookSignatures) {
      const bySignature = new Map<string, Slot>();
      for (const dish of DISHES)
        for (const slot of Object.values(dish.slots)) {
          const signature = slotSignature(slot);
          if (!bySignature.has(signature)) bySignature.set(signature, slot);
        }
      cookbookSignatures = [...bySignature].map(([signature, slot]) => ({
        signature,
        kinds: slot.kinds,
        ids: new Set(slot.ids ?? []),
      }));
      knownSignatures = new Set(bySignature.keys());
    }
    signatures = cookbookSignatures
      .filter((entry) => entry.ids.has(food.id) || entry.kinds.some((kind) => isKind(food, kind)))
      .map((entry) => entry.signature);
    signaturesOfFood.set(food, signatures);
    if (signaturesOfForm.size >= 5_000) signaturesOfForm.clear();
    signaturesOfForm.set(key, signatures);
  }
  return signatures;
}

const NO_FOODS: Ingredient[] = [];
const ofKindsCache = new WeakMap<Kitchen, Map<string, Ingredient[]>>();
/**
 * The kitchen's foods by what the slots of the cookbook take, in the cook's order, built once per
 * request from each food's own list of the cookbook's slots it fits.
 */
function foodsBySignature(kitchen: Kitchen): Map<string, Ingredient[]> {
  let byKinds = ofKindsCache.get(kitchen);
  if (!byKinds) {
    byKinds = new Map();
    for (const food of kitchen.foods)
      for (const signature of signaturesFitting(food)) {
        const foods = byKinds.get(signature);
        if (foods) foods.push(food);
        else byKinds.set(signature, [food]);
      }
    ofKindsCache.set(kitchen, byKinds);
  }
  return byKinds;
}

/**
 * The kitchen's foods of one of the slot's kinds or ids, in the cook's order (before cuisine and
 * appliance rules): worked out once per request for every slot that takes the same (a slot from
 * outside the cookbook is read as it comes).
 */
function foodsOfSlotKinds(
  kitchen: Kitchen,
  byKinds: Map<string, Ingredient[]>,
  slot: Slot,
  signature: string,
): Ingredient[] {
  let foods = byKinds.get(signature);
  if (!foods) {
    if (knownSignatures.has(signature)) return NO_FOODS;
    const ids = new Set(slot.ids ?? []);
    foods = kitchen.foods.filter((food) => ids.has(food.id) || slot.kinds.some((kind) => isKind(food, kind)));
    byKinds.set(signature, foods);
  }
  return foods;
}

/** A dish's slots, needed ones first, each with its signature (read once per dish). */
const neededFirst = new WeakMap<Dish, [string, Slot, string][]>();
function slotsNeededFirst(dish: Dish): [string, Slot, string][] {
  let entries = neededFirst.get(dish);
  if (!entries) {
    entries = Object.entries(dish.slots)
      .sort(([, a], [, b]) => Number(b.need ?? false) - Number(a.need ?? false))
      .map(([name, slot]) => [name, slot, slotSignature(slot)]);
    neededFirst.set(dish, entries);
  }
  return entries;
}

const starchSlotCache = new WeakMap<Dish, Set<string>>();
/** The slots a dish cooks apart with `{ use: 'starch' }`. */
function starchSlots(dish: Dish): Set<string> {
  let slots = starchSlotCache.get(dish);
  if (!slots) {
    slots = new Set(
      dish.steps.flatMap((step) => ('use' in step && step.use === 'starch' ? [step.slot ?? 'starch'] : [])),
    );
    starchSlotCache.set(dish, slots);
  }
  return slots;
}

/** Kinds that go in from a jar or a spoon, with no knife work. */
const QUICK_TO_ADD = new Set<string>([
  'spice',
  'sweet-spice',
  'sauce',
  'asian-sauce',
  'mexican-sauce',
  'pasta-sauce',
  'tomato-base',
  'stock',
  'coconut',
  'curry-base',
  'sweetener',
  'jam',
  'vanilla',
  'baking-raise',
  'nut-butter',
  'seeds',
  'milk',
  'cream',
  'yogurt',
  'sour-cream',
  'butter',
  'grating-cheese',
]);

const fittingCache = new WeakMap<Kitchen, Map<Dish, Map<string, Ingredient[]> | null>>();

/**
 * For each slot of a dish, the cook's foods that fit it (kinds, cuisine, and what the kitchen can cook),
 * in the cook's order; null when a needed slot has none. Worked out once per request and dish.
 */
export function fittingFoods(kitchen: Kitchen, dish: Dish): Map<string, Ingredient[]> | null {
  let byDish = fittingCache.get(kitchen);
  if (!byDish) {
    byDish = new Map();
    fittingCache.set(kitchen, byDish);
  }
  const hit = byDish.get(dish);
  if (hit !== undefined) return hit;
  const result = new Map<string, Ingredient[]>();
  let possible = true;
  // A needed slot no food of the kitchen could ever fill: the dish is out before any food is weighed.
  const byKinds = foodsBySignature(kitchen);
  for (const [, slot, signature] of slotsNeededFirst(dish)) {
    if (!slot.need) break;
    if (foodsOfSlotKinds(kitchen, byKinds, slot, signature).length === 0) {
      byDish.set(dish, null);
      return null;
    }
  }
  // Needed slots first: most dishes fail one, and then the rest need not be read.
  for (const [name, slot, signature] of slotsNeededFirst(dish)) {
    // Rice or pasta the dish cooks apart needs an appliance to cook it on: without one it stays out,
    // never served raw.
    const cookedApart = starchSlots(dish).has(name);
    const foods = foodsOfSlotKinds(kitchen, byKinds, slot, signature).filter(
      (food) =>
        fitsCuisine(food, dish) &&
        // Eaten as it is: corn from the freezer or the cob is cooked first, so only canned corn goes on a board.
        !(slot.raw && food.needsCooking) &&
        // Leftovers already days old are reheated until steaming, never served cold (issue 12, S6).
        !((slot.raw || dish.equipment.length === 0) && kitchen.aged.has(food.id)) &&
        // Dried beans are boiled first: that needs heat, so never in a dish with none. Lentils too
        // slow to boil apart go only where they cook raw in the dish's liquid.
        !(food.precooked && dish.equipment.length === 0) &&
        !(food.precooked && !food.precooked.step && !(slot.dried && canCookRaw(dish, food))) &&
        !(slot.dried === 'only' && !canCookRaw(dish, food)) &&
        !(cookedApart && food.needsCooking && !starchTool(kitchen, dish, food)),
    );
    if (slot.need && foods.length === 0) {
      possible = false;
      break;
    }
    result.set(name, foods);
  }
  // The slots in the dish's own order, as the rest of the chef reads them.
  const answer = possible
    ? new Map(Object.keys(dish.slots).map((name) => [name, result.get(name) ?? []]))
    : null;
  byDish.set(dish, answer);
  return answer;
}

const entriesOfSlots = new WeakMap<Dish, [string, Slot][]>();
/** A dish's slots in the order they are written (read once per dish). */
function slotEntries(dish: Dish): [string, Slot][] {
  let entries = entriesOfSlots.get(dish);
  if (!entries) {
    entries = Object.entries(dish.slots);
    entriesOfSlots.set(dish, entries);
  }
  return entries;
}

/** Kinds put on at the end, uncooked: crumbled cheese, herbs, bread to eat alongside. */
const FINISH_KINDS = new Set<string>(['crumbly-cheese', 'grating-cheese', 'herb', 'bread', 'flatbread']);
const finishes = (slot: Slot): boolean =>
  slot.kinds.length > 0 && slot.kinds.every((kind) => FINISH_KINDS.has(kind)) && !slot.ids?.length;

const slotCostsTime = new WeakMap<Slot, boolean>();
/** Trimming for time drops what takes knife work; a spoon of spice or a splash of sauce costs none. */
function costsTime(slot: Slot): boolean {
  let costs = slotCostsTime.get(slot);
  if (costs === undefined) {
    costs = slot.cut !== false && (slot.kinds.some((k) => !QUICK_TO_ADD.has(k)) || slot.cut !== undefined);
    slotCostsTime.set(slot, costs);
  }
  return costs;
}

/**
 * Fills the dish's slots from the pantry, in the order they are written: the cook's first foods
 * first (what they list first is what they most want to use), the fastest first for the Quick Win.
 * `trim` drops optional foods to fit the time. Undefined when a needed slot stays empty.
 */
export function castDish(
  kitchen: Kitchen,
  dish: Dish,
  variant: RecipeType,
  trim: number,
  prefer?: ReadonlySet<string>,
): Cast | undefined {
  if (dish.minServings && kitchen.constraints.servings < dish.minServings) return undefined;
  const taken = new Set<string>();
  const slots: Record<string, Ingredient[]> = {};
  const fitting = fittingFoods(kitchen, dish);
  if (!fitting) return undefined;
  for (const [name, slot] of slotEntries(dish)) {
    let max = variant === 'quick' ? (slot.quick ?? slot.max) : slot.max;
    if (variant === 'upgrade') max = Math.min(max, Math.max(1, Math.ceil(slot.max / 2)));
    // Trims for time: 1, one food of each optional slot that takes knife work; 2, only the finishes
    // (a crumble of cheese, herbs, bread to serve with: a minute's work, no cooking); 3, neither.
    if (!slot.need && trim >= 1 && costsTime(slot))
      max = Math.min(max, trim === 1 || (trim === 2 && finishes(slot)) ? 1 : 0);
    if (slot.need && trim >= 2) max = 1;
    // Rice or pasta the dish cooks apart needs an appliance to cook it on: without one it stays out,
    // never served raw.
    // The foods that fit, in the cook's order (what they list first is what they most want to use).
    const candidates = (fitting.get(name) ?? []).filter((food) => !taken.has(food.id));
    if (prefer || (variant === 'quick' && name !== dish.centre))
      candidates.sort((a, b) => {
        const preferred = prefer ? Number(prefer.has(b.id)) - Number(prefer.has(a.id)) : 0;
        if (preferred !== 0) return preferred;
        if (variant === 'quick' && name !== dish.centre) return a.cookMinutes - b.cookMinutes;
        return 0;
      });
    const chosen = candidates.slice(0, max);
    if (slot.need && chosen.length === 0) return undefined;
    for (const food of chosen) taken.add(food.id);
    slots[name] = chosen;
  }
  if (
    dish.needsOne &&
    !dish.needsOne.some((name) => (slots[name]?.length ?? 0) > 0) &&
    !(dish.lightWithoutProtein && !hasProtein(kitchen))
  )
    return undefined;
  if (dish.needsAlso && !dish.needsAlso.some((name) => (slots[name]?.length ?? 0) > 0)) return undefined;
  return { dish, variant, slots, bought: new Set() };
}

// ---------------------------------------------------------------------------------------------------
// Writing the steps

/** Oil, butter and water the steps call for, summed for the ingredient list (ml or tbsp). */
interface Staples {
  oil: number;
  /** The oil the steps use (the cook's own, or neutral for sweet dishes). */
  oilFood?: Ingredient;
  butter: number;
  water: number;
  salt: boolean;
  pepper: boolean;
}

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** Pans and pots grow slower than the number of plates: 1 tbsp of oil for four is ½ for one, 2 for ten. */
const panFactor = (servings: number): number => Math.min(2.5, Math.max(0.5, (servings + 2) / 6));

const joinNames = (items: readonly Ingredient[]): string => {
  const names = items.map(displayName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const joinWords = (words: readonly string[]): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const capitalizeFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether a food is readied or cut at all by `{ready:slot …}`: frozen berries and raisins are not. */
const needsReadying = (food: Ingredient): boolean =>
  (food.prep?.ready ?? '') !== '' || (food.prep?.cut ?? true);

/**
 * `{ready:fruit cut into small pieces}`: each fruit readied by its own catalogue fact ("peel the
 * bananas", "quarter and core the apples", "rinse the blueberries"), then given the dish's cut only
 * when it is cut at all (berries and grapes stay whole). "*" in a fact is where the food's name goes.
 */
function readyText(items: readonly Ingredient[], cutPhrase: string): string {
  const [verb = '', ...rest] = cutPhrase.split(' ');
  const clauses: string[] = [];
  for (const food of items) {
    const ready = food.prep?.ready ?? '';
    const cut = verb !== '' && (food.prep?.cut ?? true);
    const name = `the ${displayName(food)}`;
    const pronoun = verbFor([food]) === 'are' ? 'them' : 'it';
    if (ready !== '') {
      const readied = ready.includes('*') ? ready.replace('*', name) : `${ready} ${name}`;
      clauses.push(cut ? `${readied}, then ${verb} ${pronoun} ${rest.join(' ')}` : readied);
    } else if (cut) clauses.push(`${verb} ${name} ${rest.join(' ')}`);
  }
  return clauses.length > 0 ? `${capitalizeFirst(clauses.join('; '))}.` : '';
}

interface Writer {
  kitchen: Kitchen;
  cast: Cast;
  staples: Staples;
  minutes: number;
  /** The appliance of the step being written. */
  tool?: string;
  /** Titles name foods in the singular: "Banana Porridge", not "Bananas Porridge". */
  title?: boolean;
  /**
   * A salad (pasta, grain or potato) dressed off the heat with oil while the cook's fat is butter,
   * which sets solid cold: its oil is the cook's pouring oil, olive oil when they listed none.
   */
  pour?: boolean;
}

type SlotTest = (cast: Cast) => boolean;
const slotTests = new Map<string, SlotTest>();

/** A template's condition ("sauce|!protein&dry-beans"), read once into a test of the cast's slots. */
function compileSlotTest(condition: string): SlotTest {
  if (condition.includes('|')) {
    const parts = condition.split('|').map(compileSlotTest);
    return (cast) => parts.some((part) => part(cast));
  }
  if (condition.includes('&')) {
    const parts = condition.split('&').map(compileSlotTest);
    return (cast) => parts.every((part) => part(cast));
  }
  if (condition.startsWith('!')) {
    const inner = compileSlotTest(condition.slice(1));
    return (cast) => !inner(cast);
  }
  if (condition.startsWith('dry-')) {
    const slot = condition.slice(4);
    return (cast) => (cast.slots[slot] ?? []).some((f) => rawInDish(cast, f));
  }
  // Only ground meat comes apart in clumps: chops, fillets and cooked meat are turned, not broken up.
  if (condition.startsWith('ground-')) {
    const slot = condition.slice(7);
    return (cast) => (cast.slots[slot] ?? []).some((f) => isKind(f, 'ground-meat'));
  }
  // Fruit to peel, core, stone or cut (not frozen berries or raisins, used as they are).
  if (condition.startsWith('ready-')) {
    const slot = condition.slice(6);
    return (cast) => (cast.slots[slot] ?? []).some(needsReadying);
  }
  // Cooked whole: corn on the cob rather than kernels.
  if (condition.startsWith('whole-')) {
    const slot = condition.slice(6);
    return (cast) => (cast.slots[slot] ?? []).some((f) => f.whole === true);
  }
  // Raw fish and shellfish overcook in minutes: they go back in at the end to warm, never to simmer.
  if (condition.startsWith('fish-')) {
    const slot = condition.slice(5);
    return (cast) => (cast.slots[slot] ?? []).some((f) => f.category === 'seafood' && f.needsCooking);
  }
  return (cast) => (cast.slots[condition]?.length ?? 0) > 0;
}

function slotTest(cast: Cast, condition: string): boolean {
  let test = slotTests.get(condition);
  if (!test) {
    test = compileSlotTest(condition);
    slotTests.set(condition, test);
  }
  return test(cast);
}

/** A dried legume that goes into this dish raw and cooks in its liquid (a `dried` slot, on heat that can). */
export function rawInDish(cast: Cast, food: Ingredient): boolean {
  if (!food.cooksInDish || !food.precooked || !canCookRaw(cast.dish, food)) return false;
  return Object.entries(cast.dish.slots).some(
    ([name, slot]) => slot.dried !== undefined && (cast.slots[name] ?? []).some((f) => f.id === food.id),
  );
}

const canCookRaw = (dish: Dish, food: Ingredient): boolean =>
  food.cooksInDish === true &&
  food.precooked !== undefined &&
  dish.equipment.some((tool) => inDishMinutes(food.precooked!.dried, tool) !== undefined);

/** The oil a dish cooks in: the cook's own, or a neutral one for a sweet dish. */
const oilFor = (kitchen: Kitchen, cast: Cast): Ingredient | undefined =>
  cast.dish.flavour.includes('sweet') && cast.dish.course !== 'main'
    ? (kitchen.neutral ?? kitchen.fat)
    : // Nothing cooks: a drizzle of butter over a board or a salad is no dressing.
      cast.dish.equipment.length === 0 && kitchen.fat?.category !== 'oil'
      ? (kitchen.pouring ?? kitchen.fat)
      : kitchen.fat;

function token(writer: Writer, raw: string): string {
  const { cast, kitchen, staples } = writer;
  const servings = kitchen.constraints.servings;
  const parts = raw.trim().split(/\s+/);
  const head = parts[0] ?? '';
  if (head === 'oil' || head === 'butter') {
    const amount = Number(parts[1] ?? '1');
    const perServing = (parts[2] ?? '').endsWith('/serving');
    // "Drizzle each parcel with 1 tbsp": the text says one portion's amount, the list holds them all.
    const perEach = (parts[2] ?? '').endsWith('/each');
    const rawUnit = (parts[2] ?? 'tbsp').replace(/\/(serving|each)$/, '');
    let scaled = Math.max(
      0.5,
      roundTo(amount * (perServing ? servings : perEach ? 1 : panFactor(servings)), 0.5),
    );
    let unit = rawUnit;
    // Nine teaspoons are three tablespoons: a cook measures the bigger spoon.
    if (unit === 'tsp' && scaled >= 3) {
      scaled = Math.max(1, roundTo(scaled / 3, 0.5));
      unit = 'tbsp';
    }
    const tbsp = (unit === 'tsp' ? scaled / 3 : scaled) * (perEach ? servings : 1);
    const useButter = head === 'butter' && kitchen.butter !== undefined;
    const oil = writer.pour ? (kitchen.pouring ?? oilFor(kitchen, cast)) : oilFor(kitchen, cast);
    const name = useButter ? kitchen.butter?.name : oil?.name;
    if (!name) return 'a splash of water';
    if (useButter) staples.butter += tbsp;
    else {
      staples.oil += tbsp;
      staples.oilFood = oil;
    }
    return `${formatNumber(scaled)} ${unit} ${name}`;
  }
  if (head === 'water') {
    const amount = Number(parts[1] ?? '250');
    const perServing = (parts[2] ?? '').endsWith('/serving');
    const ml = Math.max(50, roundTo(perServing ? amount * servings : amount * panFactor(servings), 50));
    staples.water += ml;
    const litres = roundTo(ml / 1000, 0.25);
    return ml >= 1000 ? `${formatNumber(litres)} litre${litres === 1 ? '' : 's'} water` : `${ml} ml water`;
  }
  if (head === 'salt') {
    staples.salt = true;
    return 'salt';
  }
  if (head === 'pepper') {
    staples.pepper = true;
    return kitchen.pepper ? 'black pepper' : '';
  }
  if (head === 'min') return String(writer.minutes);
  if (head.startsWith('ready:')) return readyText(cast.slots[head.slice(6)] ?? [], parts.slice(1).join(' '));
  const [kind, slotName] = head.includes(':') ? head.split(':') : [undefined, head];
  const items = cast.slots[slotName ?? ''];
  if (kind === 'it') return items && verbFor(items) === 'are' ? 'them' : 'it';
  if (kind === 'they') return items && verbFor(items) === 'are' ? 'they' : 'it';
  if (kind === 'is') return items && verbFor(items) === 'are' ? 'are' : 'is';
  if (kind === 'has') return items && verbFor(items) === 'are' ? 'have' : 'has';
  if (kind === 'time') return String(slotMinutes(cast, items ?? [], writer.tool ?? ''));
  const names = (list: readonly Ingredient[]) =>
    writer.title ? list.map((i) => i.name.replace(/^whole /, '')).join(' and ') : joinNames(list);
  if (!items) {
    const lower = head.charAt(0).toLowerCase() + head.slice(1);
    const again = cast.slots[lower];
    if (again) return capitalizeFirst(names(again));
    return `{${raw}}`;
  }
  return names(items);
}

const formatNumber = (n: number): string =>
  Number.isInteger(n) ? String(n) : n % 1 === 0.5 ? (n < 1 ? '½' : `${Math.floor(n)}½`) : String(n);

/** Renders a template with the foods of the cast; conditional parts first, then tokens. */
export function render(writer: Writer, template: string): string {
  const withParts = template.includes('[')
    ? template.replace(/\[(!?[a-zA-Z&|!-]+)\?([^\]]*)\]/g, (_, condition: string, body: string) =>
        slotTest(writer.cast, condition) ? body : '',
      )
    : template;
  let text = withParts.replace(/\{([^{}]+)\}/g, (_, raw: string) => token(writer, raw));
  // Butter melts; when the cook's fat is a liquid oil standing in for it, the oil is heated.
  if (text.includes('elt '))
    text = text.replace(
      /\b([Mm])elt (\S+ (?:tsp|tbsp) )(?!coconut)([a-z -]*\boil)\b/g,
      (_, m: string, amount: string, oil: string) => `${m === 'M' ? 'H' : 'h'}eat ${amount}${oil}`,
    );
  // And the other way: butter standing in for oil foams; heated until it smokes, it burns.
  if (text.includes('butter'))
    text = text.replace(
      /(\S+ (?:tsp|tbsp) butter\b[^.]*?) until (?:smoking|it (?:smokes|shimmers)|very hot|shimmering)\b/g,
      (_, start: string) => `${start} until it foams`,
    );
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/([.,;:])(?=[.,;:])/g, '')
    .replace(/([.!?]) ([a-z])/g, (_, stop: string, c: string) => `${stop} ${c.toUpperCase()}`)
    .trim();
}

/** The slowest cooking time of a slot's foods; lentils cooking raw in the dish take their own time on this appliance. */
function slotMinutes(cast: Cast, items: readonly Ingredient[], tool: string): number {
  const cookMinutes = (i: Ingredient) =>
    (i.precooked && rawInDish(cast, i) ? inDishMinutes(i.precooked.dried, tool) : undefined) ?? i.cookMinutes;
  return Math.max(0, ...items.map(cookMinutes));
}

function minutesFor(spec: Minutes, cast: Cast, kitchen: Kitchen, scale = 0, tool = ''): number {
  let minutes: number;
  if (typeof spec === 'number') minutes = spec;
  else {
    const items = cast.slots[spec.slot] ?? [];
    const slowest = slotMinutes(cast, items, tool);
    let raw = (spec.add ?? 0) + (spec.factor ?? 1) * slowest;
    if (spec.per500g) {
      // By what goes in the oven: the weight the cook said they have, else what the dish asks for.
      const grams = items.reduce((sum, i) => {
        const wanted = gramsOf(cast, kitchen, i);
        const have = kitchen.have.get(i.id);
        return sum + (have !== undefined ? Math.min(have, wanted) : wanted);
      }, 0);
      raw += (spec.per500g * grams) / 500;
    }
    minutes = Math.max(spec.floor ?? 0, Math.round(raw));
    if (spec.atLeast) minutes = Math.max(minutes, slotMinutes(cast, cast.slots[spec.atLeast] ?? [], tool));
  }
  const servings = kitchen.constraints.servings;
  if (scale > 0 && servings > 2) minutes = Math.round(minutes * (1 + scale * (servings - 2)));
  return minutes;
}

/** Raw meat, poultry, fish or shellfish: handled apart from food eaten raw, hands washed after. */
const isRawAnimal = (food: Ingredient): boolean =>
  food.needsCooking && ['poultry', 'meat', 'seafood'].includes(food.category);

const handWash = (raw: readonly Ingredient[]): string =>
  `Handle the raw ${joinNames(raw)} last, on a separate board if you have one; then wash the board, knife and your hands in hot soapy water.`;

export const PREP_LEAD = 'Get everything ready before the heat goes on.';

/** The label a knife-work sentence gives a food: "Chicken thighs: ". */
const knifeLabelOf = (food: Ingredient): string => `${capitalizeFirst(displayName(food))}: `;

/** The knife work read back: its lead and each sentence after it ("Onion: thinly slice."), trimmed. */
function knifeWork(prep: StepDraft): { lead: string; sentences: string[] } {
  const lead = prep.text.startsWith(PREP_LEAD) ? PREP_LEAD : 'Get everything ready.';
  const sentences = (
    prep.text
      .slice(lead.length)
      .trim()
      .match(/(?:[^.]|\.(?=\d))+\./g) ?? []
  ).map((sentence) => sentence.trim());
  return { lead, sentences };
}

/** The food a knife-work sentence readies, by its label, in lower case ("chicken thighs"). */
const knifeLabel = (sentence: string): string | undefined =>
  /^\s*([A-Z][A-Za-z' -]*):/.exec(sentence)?.[1]?.toLowerCase();

/** Whether a step's lower-case text names the food a label stands for ("onions" or "onion"). */
const namesLabel = (text: string, label: string): boolean =>
  text.includes(label) || text.includes(label.replace(/s$/, ''));

function prepStep(writer: Writer): StepDraft | undefined {
  const { cast, kitchen } = writer;
  const cuts: string[] = [];
  let minutes = 1;
  const entries = Object.entries(cast.dish.slots).flatMap(([name, slot]) =>
    (cast.slots[name] ?? []).map((food) => ({ food, slot })),
  );
  // Produce first, raw meat and fish last, so nothing eaten raw meets their board.
  entries.sort((a, b) => Number(isRawAnimal(a.food)) - Number(isRawAnimal(b.food)));
  const cutFoods: Ingredient[] = [];
  for (const { food, slot } of entries) {
    if (slot.cut === false) continue;
    // Dried legumes are rinsed where they are cooked: in their first boil, or in the dish's own pot.
    if (food.precooked) continue;
    // A dish's own cut only for food that is cut at all: never "dice the peas".
    const usual = cutOf(food);
    if (!usual) continue;
    // Drumsticks, crab legs and prawns keep their shape whatever the dish cuts its other foods into.
    const ownCut = cutAsDishSays(food, slot);
    const keepsShape =
      (food.whole === true && !ownCut) ||
      food.category === 'legume' ||
      isKind(food, 'shellfish') ||
      (food.category === 'seafood' && !food.needsCooking);
    // A slot's cut written for other foods ("peeling away any tough outer layers" beside a chilli):
    // this food's own usual cut instead.
    const cut =
      slot.cut && food.category !== 'herb' && !keepsShape && cutFits(slot.cut, food) ? slot.cut : usual;
    cuts.push(`${knifeLabelOf(food)}${cut}.`);
    cutFoods.push(food);
    // Knife work grows with the amount: a cucumber for two is a minute, for eight it is three.
    const scale = 0.5 + kitchen.constraints.servings / 8;
    minutes +=
      (food.category === 'herb' || food.role === 'acid' ? 0.5 : food.role === 'aromatic' ? 1 : 2) * scale;
  }
  // Only what goes on the board: meat that goes straight from its pack into the pan is not handled here.
  const raw = cutFoods.filter(isRawAnimal);
  if (raw.length > 0 && cuts.length > 0) cuts.push(handWash(raw));
  // Meat that goes from its pack straight into the pan: the cook washes up after that step (withHygiene).
  if (cuts.length === 0) return undefined;
  const lead = cast.dish.equipment.length > 0 ? PREP_LEAD : 'Get everything ready.';
  return { tool: 'Knife', text: `${lead} ${cuts.join(' ')}`, minutes: Math.round(minutes), prep: true };
}

const STARCH_TOOLS: Equipment[] = ['Stove', 'Microwave', 'Instant Pot'];

/** Grams of a food in this dish (before capping to the pantry). */
export function gramsOf(cast: Cast, kitchen: Kitchen, food: Ingredient): number {
  const amount = amountFor(cast, kitchen, food);
  if (typeof amount.amount !== 'number') return 0;
  return toGrams(amount.amount, amount.unit === 'piece' ? '' : amount.unit, food) ?? 0;
}

const isNoodle = (food: Ingredient): boolean =>
  isKind(food, 'pasta') || isKind(food, 'noodles') || isKind(food, 'filled-pasta');

/** The appliance that cooks a starch apart (the dish's own first), or undefined when the cook has none. */
function starchTool(kitchen: Kitchen, dish: Dish, starch: Ingredient): Equipment | undefined {
  const dishTools = dish.equipment.filter((e) => STARCH_TOOLS.includes(e));
  return [...dishTools, ...STARCH_TOOLS].find(
    (t) => kitchen.allowed.has(t) && (t !== 'Instant Pot' || !isNoodle(starch)),
  );
}

/** Cooks the starch on its own: rice, grains, pasta or noodles, on whichever appliance the cook has. */
function starchStep(writer: Writer, slotName: string): StepDraft | undefined {
  const { cast, kitchen } = writer;
  const starch = cast.slots[slotName]?.[0];
  if (!starch?.needsCooking) return undefined;
  const grams = Math.round(gramsOf(cast, kitchen, starch));
  const noodle = isNoodle(starch);
  const tool = starchTool(kitchen, cast.dish, starch);
  if (!tool) return undefined;
  const passive = (text: string, minutes: number): StepDraft => ({
    tool,
    text,
    minutes,
    passive: true,
    subject: displayName(starch),
  });
  const name = starch.name;
  if (noodle) {
    // Rice noodles and glass noodles soften in just-boiled water; fresh pasta and gnocchi are boiled.
    if (/\b(rice noodles?|vermicelli|glass noodles?|bean thread|rice sticks?)\b/.test(name))
      return passive(
        `Put the ${name} in a large bowl, cover with just-boiled water and leave to soften, ${Math.max(3, starch.cookMinutes)} minutes, then drain and rinse under cold water so they do not stick.`,
        Math.max(3, starch.cookMinutes),
      );
    // A pot of boiling water is ten times the pasta; a microwave bowl only needs to cover it by 3 cm.
    const water =
      tool === 'Microwave'
        ? Math.min(2000, Math.max(500, roundTo(grams * 3, 250)))
        : Math.max(1000, roundTo(grams * 10, 250));
    const measure =
      water >= 1000 ? `${formatNumber(water / 1000)} litre${water === 1000 ? '' : 's'}` : `${water} ml`;
    writer.staples.salt = true;
    // More pasta than one pot cooks (about 500 g in 5 litres): shared between pots, as a cook would.
    const pots = Math.ceil(grams / CAPACITY.pastaPotGrams);
    if (tool === 'Stove' && pots > 1) return pastaInPots(writer, starch, grams, pots);
    // A microwave bowl cooks a few portions at a time: more goes in batches, each its full time.
    const bowls = Math.ceil(grams / CAPACITY.microwavePastaGrams);
    if (tool === 'Microwave' && bowls > 1) {
      const each = Math.min(2000, Math.max(500, roundTo((grams / bowls) * 3, 250)));
      writer.staples.water += each * bowls;
      const minutes = starch.cookMinutes + 3;
      return passive(
        `A large microwave bowl cooks about ${CAPACITY.microwavePastaGrams} g of pasta at a time, so cook the ${name} in ${bowls} batches of about ${roundTo(grams / bowls, 25)} g: put a batch in the bowl, pour over ${each >= 1000 ? `${formatNumber(each / 1000)} litre${each === 1000 ? '' : 's'}` : `${each} ml`} boiling-hot water (it should cover by about 3 cm) and microwave on high until tender, ${minutes} minutes each batch, stirring halfway, ${minutes * bowls} minutes in all. Drain each batch, saving a splash of the water, and keep it covered while the next cooks.`,
        minutes * bowls,
      );
    }
    writer.staples.water += water;
    return tool === 'Microwave'
      ? passive(
          `Put the ${name} in a large microwave-safe bowl, pour over ${measure} boiling-hot water (it should cover by about 3 cm) and microwave on high until tender, ${starch.cookMinutes + 3} minutes, stirring halfway. Drain, saving a splash of the water.`,
          starch.cookMinutes + 3,
        )
      : passive(
          `Bring ${formatNumber(water / 1000)} litre${water === 1000 ? '' : 's'} of water to the boil in a large pot with 1 tbsp salt, about 8 minutes. Cook the ${name} until just tender, ${starch.cookMinutes} minutes (check the packet), then drain, saving a mugful of the cooking water.`,
          starch.cookMinutes + 8,
        );
  }
  if (/couscous/.test(name)) {
    const ml = roundTo(grams * 1.25, 10);
    writer.staples.water += ml;
    writer.staples.salt = true;
    return passive(
      `Pour ${ml} ml boiling water over the ${name} in a bowl with a pinch of salt, cover and leave 5 minutes, then fluff with a fork.`,
      5,
    );
  }
  const rice = isKind(starch, 'rice') || isKind(starch, 'risotto-rice');
  const water = Math.max(150, roundTo(grams * (rice ? 1.5 : 2), 10));
  writer.staples.water += water;
  writer.staples.salt = true;
  if (tool === 'Microwave') {
    const medium = Math.max(8, starch.cookMinutes - 3);
    return passive(
      `Rinse the ${name}, put it in a large microwave-safe bowl with ${water} ml water and a pinch of salt, cover loosely and microwave on high 5 minutes, then medium (50%) ${medium} minutes until the water is absorbed. Stand covered 5 minutes, then fluff.`,
      medium + 10,
    );
  }
  if (tool === 'Instant Pot') {
    return passive(
      `Rinse the ${name} and pressure cook with ${roundTo(water * 0.8, 10)} ml water and a pinch of salt on High: it takes about 8 minutes to come to pressure, then ${rice ? 4 : Math.max(2, Math.round(starch.cookMinutes / 3))} minutes. Let the pressure release naturally for 10 minutes, then fluff.`,
      rice ? 22 : 20 + Math.round(starch.cookMinutes / 3),
    );
  }
  return passive(
    `Rinse the ${name} until the water runs clear, bring to the boil with ${water} ml water and a pinch of salt, about 5 minutes, then cover, turn the heat to low and cook ${starch.cookMinutes} minutes until the water is absorbed. Rest off the heat, covered, 5 minutes, then fluff with a fork.`,
    starch.cookMinutes + 10,
  );
}

/**
 * Pasta for a crowd: one large pot cooks about 500 g (data/batch.ts), so the pasta is shared between
 * pots boiling side by side, or cooked in rounds when there are more pots than burners for them.
 */
function pastaInPots(writer: Writer, starch: Ingredient, grams: number, pots: number): StepDraft {
  const perPot = grams / pots;
  const litres = Math.min(CAPACITY.pastaPotLitres, Math.max(1, roundTo((perPot * 10) / 1000, 0.5)));
  const atOnce = Math.min(pots, CAPACITY.pastaPotsAtOnce);
  const rounds = Math.ceil(pots / atOnce);
  writer.staples.water += litres * 1000 * atOnce;
  const cook = starch.cookMinutes;
  const name = starch.name;
  const potWords = NUMBER_NAMES[atOnce] ?? String(atOnce);
  const share = `about ${roundTo(perPot, 25)} g in each`;
  const text =
    rounds === 1
      ? `A large pot cooks about ${CAPACITY.pastaPotGrams} g of pasta, so use ${potWords} pots: bring ${formatNumber(litres)} litres of water to the boil in each with 1 tbsp salt, about 8 minutes. Share the ${name} between the pots (${share}) and cook until just tender, ${cook} minutes (check the packet), then drain, saving a mugful of the cooking water.`
      : `A large pot cooks about ${CAPACITY.pastaPotGrams} g of pasta, so cook the ${name} in ${rounds} rounds in ${potWords} pots: bring ${formatNumber(litres)} litres of water to the boil in each with 1 tbsp salt, about 8 minutes. Cook ${share} until just tender, ${cook} minutes each round (check the packet), lifting it out with tongs or a spider and bringing the water back to the boil for the next round, ${rounds * (cook + 3)} minutes in all; save a mugful of the cooking water.`;
  return {
    tool: 'Stove',
    text,
    minutes: rounds === 1 ? cook + 8 : 8 + rounds * (cook + 3),
    passive: true,
    subject: displayName(starch),
  };
}

const NUMBER_NAMES: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four' };

const isSpecial = (step: StepSpec | SpecialStep): step is SpecialStep => 'use' in step;

/** Minutes a drafted step takes: what its text states, or its estimate when it states none. */
const effectiveMinutes = (step: StepDraft): number => Math.max(step.minutes, statedMinutesIn(step.text));

/**
 * Cold finishing work beside a long step starts near its end (avocado browns, herbs wilt):
 * "about 10 minutes before that is done, " when it would otherwise wait long (data/safety.ts HOLD).
 */
function coldLateStart(step: StepDraft, background: number): string {
  const mine = effectiveMinutes(step);
  if (
    heats(step.tool) ||
    step.prep ||
    step.text.startsWith(PREP_LEAD) ||
    background - mine <= HOLD.coldIdleMinutes
  )
    return '';
  return HOLD.lateStart(Math.max(HOLD.coldLeadMinutes, Math.ceil(mine / 5) * 5));
}

/**
 * Folds a step done alongside into the one before it, as a cookbook writes it: "… While it cooks, …"
 * (or "Meanwhile, …"); later steps join the same branch. The timer is the longer of the two branches.
 */
function alongside(previous: StepDraft, next: StepDraft): StepDraft {
  const tool = heats(previous.tool) || !heats(next.tool) ? previous.tool : next.tool;
  const open = previous.branch !== undefined;
  const lower = `${next.text.charAt(0).toLowerCase()}${next.text.slice(1)}`;
  const background = previous.background ?? effectiveMinutes(previous);
  const text = open
    ? `${previous.text} ${next.text.startsWith(PREP_LEAD) ? next.text.slice(PREP_LEAD.length + 1) : next.text}`
    : next.text.startsWith(PREP_LEAD)
      ? `${previous.text} While it cooks, get everything else ready.${next.text.slice(PREP_LEAD.length)}`
      : `${previous.text} Meanwhile, ${coldLateStart(next, background)}${lower}`;
  const branch = (previous.branch ?? 0) + effectiveMinutes(next);
  return {
    tool,
    text,
    minutes: Math.max(background, branch),
    background,
    branch,
    subject: previous.subject,
    auto: previous.passive || previous.auto,
  };
}

/**
 * Mise en place as cooks do it: only what the first cooking step needs is cut before the heat goes
 * on; the rest is cut while that step cooks (an onion softening for 10 minutes leaves time to chop
 * the tomatoes), when it is long enough.
 */
function prepAlongside(steps: StepDraft[]): StepDraft[] {
  const prepIndex = steps.findIndex((s) => s.prep);
  const prep = steps[prepIndex];
  const next = steps[prepIndex + 1];
  if (!prep || !next || !heats(next.tool) || next.passive || prepIndex !== 0) return steps;
  const long = effectiveMinutes(next);
  if (long < 8) return steps;
  const { lead, sentences } = knifeWork(prep);
  const first = next.text.toLowerCase();
  const now: string[] = [];
  const later: string[] = [];
  for (const sentence of sentences) {
    const label = knifeLabel(sentence);
    if (!label || namesLabel(first, label)) now.push(sentence);
    else later.push(sentence);
  }
  // Raw meat is handled last and apart: when it is cut now, everything is (the hygiene order holds).
  if (later.length === 0 || now.length === 0 || now.some((s) => s.startsWith('Handle the raw'))) return steps;
  const laterMinutes = Math.max(1, Math.round(prep.minutes * (later.length / sentences.length)));
  if (laterMinutes > long) return steps;
  const before: StepDraft = {
    ...prep,
    text: `${lead} ${now.join(' ')}`,
    minutes: Math.max(1, prep.minutes - laterMinutes),
  };
  // At the end, so the reader (and the timer) takes the cooking sentences as one sequence and the
  // knife work as done alongside it.
  const text = `${next.text} While it cooks, get the rest ready. ${later.join(' ')}`;
  const during: StepDraft = {
    ...next,
    text,
    minutes: Math.max(next.minutes, laterMinutes),
  };
  return [before, during, ...steps.slice(prepIndex + 2)];
}

/** Appliances that cook one thing at a time (a hob has burners, an oven has shelves). */
const ONE_AT_A_TIME = new Set<string>(['Microwave', 'Instant Pot', 'Air Fryer', 'Slow Cooker']);

/** Does the text use this food ("the rice"), not another named after it ("rice vinegar")? */
const usesSubject = (text: string, subject: string): boolean =>
  new RegExp(
    `\\b${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b(?! (vinegar|noodles|paper|wine|flour|cakes?|milk|syrup))`,
    'i',
  ).test(text);

/**
 * Schedules the steps as a cook works: while something cooks on its own (rice simmering, a bird
 * roasting, pasta water coming to the boil), the next steps are done alongside, as long as they fit
 * in its time. Total time is then the critical path, not the sum of every step.
 */
function schedule(steps: StepDraft[]): StepDraft[] {
  return lateStarts(scheduleSteps(steps));
}

/**
 * Work done "meanwhile" beside a long step (dried beans boiling for two hours) that cooks food starts
 * late enough that the food does not wait out of the fridge: "Meanwhile, about 15 minutes before
 * that is done, brown the mince …" (data/safety.ts HOLD).
 */
function lateStarts(steps: StepDraft[]): StepDraft[] {
  return steps.map((step, index) => {
    const previous = steps[index - 1];
    if (!step.meanwhile || !previous || !heats(step.tool) || !step.text.startsWith('Meanwhile, '))
      return step;
    const background = previous.background ?? effectiveMinutes(previous);
    const mine = effectiveMinutes(step);
    const idle = background - (previous.branch ?? 0) - mine;
    if (idle <= HOLD.engineIdleMinutes) return step;
    const lead = Math.ceil(mine / 5) * 5;
    return { ...step, text: `Meanwhile, ${HOLD.lateStart(lead)}${step.text.slice('Meanwhile, '.length)}` };
  });
}

/**
 * Knife work done beside a step already cooking (potatoes boiling while the rest is cut): the
 * sentences that ready that step's own foods ("Potatoes: scrub and cut into chunks.") come before it,
 * the rest stays beside it. Undefined rest when nothing is left to do alongside.
 */
function readyFirst(host: StepDraft, prep: StepDraft): [StepDraft, StepDraft | undefined] {
  const { lead, sentences } = knifeWork(prep);
  if (!prep.text.startsWith(lead)) return [host, prep];
  // Only a pot that already has food in it: an oven heating up takes nothing yet.
  if (
    !/\b(saucepan|pot|boil|simmer|steam)/i.test(host.text) ||
    /^(Pre)?heat the (oven|air fryer)/i.test(host.text)
  )
    return [host, prep];
  const cooking = host.text.toLowerCase();
  const raw = /Handle the raw (.+?) last,/.exec(prep.text)?.[1]?.toLowerCase() ?? '';
  const own: string[] = [];
  const rest: string[] = [];
  for (const sentence of sentences) {
    const label = knifeLabel(sentence);
    const inPot =
      label !== undefined &&
      !raw.includes(label) &&
      (cooking.includes(`the ${label}`) || cooking.includes(`the ${label.replace(/s$/, '')}`));
    if (inPot) own.push(sentence);
    else rest.push(sentence);
  }
  if (own.length === 0) return [host, prep];
  const ownMinutes = Math.max(1, Math.round(prep.minutes * (own.length / Math.max(1, sentences.length))));
  // Its minutes as before: scrubbing and cutting the potatoes is counted in the knife work's time,
  // which runs beside the pot's.
  const readied: StepDraft = { ...host, text: `${own.join(' ')} ${host.text}` };
  if (rest.length === 0) return [readied, undefined];
  return [
    readied,
    { ...prep, text: `${lead} ${rest.join(' ')}`, minutes: Math.max(1, prep.minutes - ownMinutes) },
  ];
}

/**
 * The knife work, then a step that cooks some of its foods: the foods that step takes are readied
 * first (raw meat on its own board, then the wash-up), the step starts, and the rest is cut while it
 * cooks. Written as one step, so its timer is the readying plus the cooking, not each rounded up.
 */
function startWithItsFoods(prep: StepDraft, step: StepDraft): StepDraft[] {
  const { sentences } = knifeWork(prep);
  const first = step.text.toLowerCase();
  const now: string[] = [];
  const later: string[] = [];
  let hygiene: string | undefined;
  for (const sentence of sentences) {
    const label = knifeLabel(sentence);
    if (!label && sentence.startsWith('Handle the raw')) hygiene = sentence;
    else if (!label || namesLabel(first, label)) now.push(sentence);
    else later.push(sentence);
  }
  const sequential = { ...step, alongside: undefined };
  const rawNames = (hygiene && /^Handle the raw (.+?) last,/.exec(hygiene)?.[1]?.toLowerCase()) || '';
  const rawLater = later.some((sentence) => rawNames.includes(knifeLabel(sentence) ?? '\u0000'));
  if (hygiene && (rawLater || now.length === 0)) later.push(hygiene);
  else if (hygiene)
    now.push(later.length > 0 ? hygiene.replace(' last, on a separate', ' on a separate') : hygiene);
  const laterMinutes = Math.max(1, Math.round(prep.minutes * (later.length / Math.max(1, sentences.length))));
  const nowMinutes = now.length > 0 ? Math.max(1, prep.minutes - laterMinutes) : 0;
  const rest =
    later.length > 0
      ? ` While it cooks, get ${now.length > 0 ? 'the rest' : 'everything'} ready. ${later.join(' ')}`
      : '';
  return [
    {
      ...sequential,
      text: `${now.length > 0 ? `${now.join(' ')} ` : ''}${step.text}${rest}`,
      minutes: nowMinutes + Math.max(step.minutes, laterMinutes),
    },
  ];
}

function scheduleSteps(steps: StepDraft[]): StepDraft[] {
  const result: StepDraft[] = [];
  for (const [index, step] of steps.entries()) {
    // Work already running alongside a background step is its "Meanwhile, …" companion: the next
    // step joins that companion while the background still has room.
    const top = result.at(-1);
    const companion = top?.meanwhile ? top : undefined;
    const last = companion ? result.at(-2) : top;
    const branch = (last?.branch ?? 0) + (companion ? effectiveMinutes(companion) : 0);
    // A step that uses what is cooking waits for it — unless it is the short last step of a branch
    // already running, which then ends the step as the rice or pasta finishes ("… serve over the rice").
    const closing =
      index === steps.length - 1 &&
      last?.branch !== undefined &&
      effectiveMinutes(step) <= 3 &&
      heats(step.tool);
    const waits = last?.subject !== undefined && usesSubject(step.text, last.subject) && !closing;
    // Without being told, steps join only what truly cooks on its own (rice, pasta, soaked beans);
    // a dish's own steps join only when they say they run alongside.
    // One microwave, one pot, one basket: what is busy cooking cannot take the next thing too.
    const busy = last !== undefined && step.tool === last.tool && ONE_AT_A_TIME.has(step.tool);
    const fitsAlongside =
      last !== undefined &&
      !busy &&
      (last.passive || last.auto || step.alongside || (last.holds === true && step.passive === true)) &&
      // Rice cooked apart may start while a pressure cooker or a long simmer works on its own.
      (!step.passive || last.holds === true) &&
      !waits &&
      branch + effectiveMinutes(step) <= (last.background ?? effectiveMinutes(last)) * (closing ? 1 : 1.15);
    const forced = last !== undefined && step.alongside === true && !busy && !step.passive;
    // Knife work does not cook on its own: a step written to run beside a boil, when it comes straight
    // after the knife work, starts with the foods it takes, and the rest is cut while it cooks.
    if (last?.prep && !companion && step.alongside && !step.prep && !step.passive) {
      // Hand work (a sauce stirred in a bowl) comes after the knife work, as a step of its own.
      if (!heats(step.tool)) result.push({ ...step, alongside: undefined });
      else result.splice(result.length - 1, 1, ...startWithItsFoods(last, step));
      continue;
    }
    if (!last || !(fitsAlongside || forced)) {
      result.push(step);
      continue;
    }
    if (companion) {
      // Another step of the work done meanwhile: one after the other within the companion.
      result[result.length - 1] = {
        ...companion,
        // The step is on the heat when any of its work is: a sauce mixed, then the meat seared.
        tool: heats(companion.tool) || !heats(step.tool) ? companion.tool : step.tool,
        text: `${companion.text} ${step.text}`,
        minutes: effectiveMinutes(companion) + effectiveMinutes(step),
      };
      continue;
    }
    // Knife work and short jobs are written into the step they run beside; a whole dish cooked while
    // the rice simmers is its own step, so a cook can follow it (and time it) on its own.
    // Cooking that would then wait long for the background is its own step, started late (lateStarts).
    const waitsLong =
      heats(step.tool) &&
      (last.background ?? effectiveMinutes(last)) - branch - effectiveMinutes(step) > HOLD.engineIdleMinutes;
    if (step.prep || closing || (last.text.length + step.text.length <= 650 && !waitsLong)) {
      // The knife work beside a pot already on: what that pot takes is readied before it goes in.
      const [host, rest] = step.prep ? readyFirst(last, step) : [last, step];
      result[result.length - 1] = rest ? alongside(host, rest) : host;
      continue;
    }
    const lower = `${step.text.charAt(0).toLowerCase()}${step.text.slice(1)}`;
    result.push({
      ...step,
      text: /^(Meanwhile|While)\b/.test(step.text) ? step.text : `Meanwhile, ${lower}`,
      minutes: effectiveMinutes(step),
      meanwhile: true,
      alongside: undefined,
    });
  }
  return result;
}

/**
 * A step's text as it cooks or serves its foods, in lower case: without the knife-work labels
 * ("Chicken: pat dry.") and the hand-washing sentences (read once per text, not once per food).
 */
const cookingText = memoize((text: string): string =>
  text
    .replace(/(?<=^|[.!] )[A-Z][A-Za-z' -]*: [^.]*\./g, '')
    .replace(/Handle the raw [^;]*; then wash [^.]*\./g, '')
    .replace(/Wash your hands in hot soapy water (each time|after) [^.]*\./g, '')
    .toLowerCase(),
);

/** The steps of a cast dish, as the cook will read them, with their timers settled. */
export function writeSteps(
  kitchen: Kitchen,
  cast: Cast,
): { steps: StepDraft[]; staples: Staples; slots: Cast['slots'] } {
  const written = { ...writeStepsOnce(kitchen, cast), slots: cast.slots };
  // A food the dish's text never cooks or serves (only cuts, or not at all) comes off the list rather
  // than sit there unused or, worse, raw: the cast is trimmed to what the steps use, and written again.
  const used = written.steps.map((s) => cookingText(s.text)).join(' ');
  const mentioned = (food: Ingredient) =>
    used.includes(displayName(food).toLowerCase()) || used.includes(food.name.toLowerCase());
  if (castFoods(cast).every(mentioned)) return written;
  const slots = Object.fromEntries(
    Object.entries(cast.slots).map(([name, foods]) => [name, foods.filter(mentioned)]),
  );
  cast.slots = slots;
  return { ...writeStepsOnce(kitchen, cast), slots };
}

/** The dish's own steps, scheduled, per slots object: an Upgrade writes the same dish again with its move. */
const dishSteps = new WeakMap<
  Cast['slots'],
  { kitchen: Kitchen; dish: Dish; steps: readonly StepDraft[]; staples: Readonly<Staples> }
>();

/**
 * The steps the dish's own templates give for these foods, scheduled: they read the kitchen, the dish
 * and the foods in its slots only (never the Upgrade, the variant or the portion), so a cast that
 * keeps its slots (the Upgrade's, for every move tried) is written from the same ones. The steps are
 * never changed after this (every later pass copies them); the staples are copied for each use.
 */
function ownSteps(kitchen: Kitchen, cast: Cast): { steps: StepDraft[]; staples: Staples } {
  const kept = dishSteps.get(cast.slots);
  if (kept && kept.kitchen === kitchen && kept.dish === cast.dish)
    return { steps: [...kept.steps], staples: { ...kept.staples } };
  const written = writeOwnSteps(kitchen, cast);
  dishSteps.set(cast.slots, {
    kitchen,
    dish: cast.dish,
    steps: [...written.steps],
    staples: { ...written.staples },
  });
  return written;
}

function writeOwnSteps(kitchen: Kitchen, cast: Cast): { steps: StepDraft[]; staples: Staples } {
  const staples: Staples = { oil: 0, butter: 0, water: 0, salt: false, pepper: false };
  const writer: Writer = { kitchen, cast, staples, minutes: 0 };
  writer.pour =
    kitchen.fat?.category !== 'oil' &&
    cast.dish.family === 'salad' &&
    cast.dish.equipment.length > 0 &&
    cast.dish.steps.some((spec) => !isSpecial(spec) && !heats(spec.tool) && spec.text.includes('{oil '));
  const steps: StepDraft[] = [];
  // Dried legumes the chef soaks and boils first (lentils cooked raw in the dish's liquid are not).
  for (const food of castFoods(cast)) {
    if (food.precooked?.step && !rawInDish(cast, food)) {
      steps.push({ ...food.precooked.step, passive: true, subject: food.name });
      if (/\bsalt\b/.test(food.precooked.step.text)) staples.salt = true;
    }
  }
  for (const spec of cast.dish.steps) {
    if (spec.when && !slotTest(cast, spec.when)) continue;
    let step: StepDraft | undefined;
    if (isSpecial(spec)) {
      step = spec.use === 'prep' ? prepStep(writer) : starchStep(writer, spec.slot ?? 'starch');
    } else {
      writer.minutes = minutesFor(spec.minutes, cast, kitchen, spec.scale, spec.tool);
      writer.tool = spec.tool;
      const text = render(writer, spec.text);
      if (text.length > 0) step = { tool: spec.tool, text, minutes: writer.minutes };
      if (step && spec.passive) step.holds = true;
    }
    if (!step) continue;
    if (!isSpecial(spec) || spec.use === 'prep') step.alongside = spec.alongside;
    steps.push(step);
  }
  const meats = kitchen.constraints.servings >= CAPACITY.crowdFrom ? castFoods(cast).filter(browns) : [];
  const crowd =
    kitchen.constraints.servings < CAPACITY.crowdFrom
      ? steps
      : onTrays(
          meats.length > 0 ? steps.map((step) => inBatches(step, cast, kitchen, meats)) : steps,
          cast,
          kitchen,
        );
  return { steps: schedule(prepAlongside(crowd)), staples };
}

const TRAY = /\b(tray|roasting tin)\b/;
const CROWD_NOTE = / ?\((?:two trays for a crowd|use two trays rather than crowd them|two for a crowd)\)/;

/**
 * Vegetables for a crowd do not fit one tray (data/batch.ts: about 1 kg in a single layer); heaped,
 * they stew. The first oven step that names the tray says how many trays, and to swap shelves.
 */
function traysFor(steps: readonly StepDraft[], cast: Cast, kitchen: Kitchen): number {
  if (kitchen.constraints.servings < CAPACITY.crowdFrom) return 0;
  if (!steps.some((s) => s.tool === 'Oven' && /\broast/i.test(s.text) && TRAY.test(s.text))) return 0;
  const roasted = castFoods(cast).filter((food) => food.category === 'vegetable' && !isKind(food, 'greens'));
  const grams = roasted.reduce((sum, food) => sum + gramsOf(cast, kitchen, food), 0);
  return Math.ceil(grams / CAPACITY.trayGrams);
}

function onTrays(steps: StepDraft[], cast: Cast, kitchen: Kitchen): StepDraft[] {
  const trays = traysFor(steps, cast, kitchen);
  const at = steps.findIndex((step) => step.tool === 'Oven' && TRAY.test(step.text));
  const step = steps[at];
  if (!step || trays <= 1) return steps;
  if (
    steps.some((s) =>
      /\b(?:two|three|four) (?:baking |roasting )?trays\b(?! for a crowd| rather)/.test(s.text),
    )
  )
    return steps;
  const sentences = step.text.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [step.text];
  const first = sentences.findIndex((sentence) => TRAY.test(sentence));
  const count = NUMBER_NAMES[trays] ?? String(trays);
  const note = ` Use ${count} trays for this many and share everything between them as it goes in (one large tray roasts about ${formatNumber(CAPACITY.trayGrams / 1000)} kg of vegetables in a single layer; heaped, they stew), swapping them between the shelves halfway.`;
  const text = sentences
    .map((sentence, index) =>
      index === first ? `${sentence.replace(CROWD_NOTE, '').trimEnd()}${note} ` : sentence,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const result = [...steps];
  result[at] = { ...step, text };
  return result;
}

/** Meat and poultry a pan browns in pieces or crumbs (not a whole bird or joint, not fish). */
const browns = (food: Ingredient): boolean => isRawAnimal(food) && food.category !== 'seafood' && !food.whole;

// "brown sugar", "brown rice" and the pan's "browned bits" brown no meat.
const BROWNING = /\b(brown(?!\s+(?:sugar|rice|bread|lentils?|butter))(?!ed bits)|sear|golden|colour)/i;
const STATED = /(\d+)(?:–(\d+))? minutes\b(?! (?:a side|each|on each|per ))/g;
const VESSEL = /\b(pot|pan|skillet|wok|casserole)\b/i;

/**
 * More meat than one pan browns at a time (data/batch.ts: about 500 g in a 28–30 cm pan) is browned
 * in batches: the step says how many and how big, its time grows with them ("5 minutes each batch,
 * 15 minutes in all"), and each batch is lifted out and everything returned together.
 */
function inBatches(step: StepDraft, cast: Cast, kitchen: Kitchen, meats: readonly Ingredient[]): StepDraft {
  if (step.prep || step.tool !== 'Stove' || !BROWNING.test(step.text)) return step;
  const sentences = step.text.match(/[^.!?]+(?:[.!?]+|$)\s*/g) ?? [step.text];
  const at = sentences.findIndex((sentence) => {
    const lower = sentence.toLowerCase();
    return (
      BROWNING.test(sentence) &&
      meats.some((food) => lower.includes(displayName(food).toLowerCase())) &&
      [...sentence.matchAll(STATED)].length > 0
    );
  });
  if (at < 0) return step;
  const sentence = sentences[at] ?? '';
  const lower = sentence.toLowerCase();
  const named = meats.filter((food) => lower.includes(displayName(food).toLowerCase()));
  const grams = named.reduce((sum, food) => {
    const wanted = gramsOf(cast, kitchen, food);
    const have = kitchen.have.get(food.id);
    return sum + (have !== undefined ? Math.min(have, wanted) : wanted);
  }, 0);
  const batches = Math.ceil(grams / CAPACITY.brownGrams);
  if (batches <= 1) return step;
  // Every time the sentence states is one batch's; the last carries the total for them all.
  const times = [...sentence.matchAll(STATED)];
  const last = times.at(-1);
  if (!last || last.index === undefined) return step;
  const perBatch = times.reduce((sum, time) => sum + Number(time[2] ?? time[1]), 0);
  const total = batches * perBatch;
  let timed = '';
  let from = 0;
  for (const time of times) {
    const end = (time.index ?? 0) + time[0].length;
    const tail = time === last ? ` per batch, about ${total} minutes in all` : ' per batch';
    timed += `${sentence.slice(from, end)}${tail}`;
    from = end;
    // "4 minutes more" and "17 minutes in all" were one batch's: the total is said once.
    if (sentence.startsWith(' more', from)) from += 5;
    else if (sentence.startsWith(' in all', from)) from += 7;
  }
  timed += sentence.slice(from);
  const rewritten = timed
    .replace(/ ?\(in batches[^)]*\)/, '')
    .replace(/,? in batches/, '')
    .replace(/,? so (?:it fries|they fry) rather than steams?/, '');
  const names = joinNames(named);
  const they = verbFor(named) === 'are' ? 'they fry rather than steam' : 'it fries rather than steams';
  const lead = `Brown the ${names} in ${batches} batches of about ${roundTo(grams / batches, 50)} g, so ${they} (a ${CAPACITY.panWords} takes about ${CAPACITY.brownGrams} g at a time).`;
  const rest = sentences.slice(at + 1).join('');
  const lifted = /\b(lift|remove|transfer)\b|onto a plate/i.test(sentence + rest);
  const vessel = (VESSEL.exec(step.text)?.[1] ?? 'pan').toLowerCase();
  // Patties, steaks and chops are served as they are: each batch is kept warm, not stirred back in.
  const whole = /\b(patt(?:y|ies)|burgers?|steaks?|chops?|fillets?|breasts?|cutlets?)\b/i.test(sentence);
  const back = lifted
    ? ''
    : whole
      ? ' Keep each batch warm on a plate while the next cooks.'
      : ` Lift each batch onto a plate as it is done, then return it all to the ${vessel}.`;
  const before = sentences.slice(0, at).join('');
  const text = `${before}${lead} ${rewritten.trimEnd()}${back}${rest ? ` ${rest.trimStart()}` : ''}`
    .replace(/\s+/g, ' ')
    .trim();
  return { ...step, text, minutes: step.minutes + (batches - 1) * perBatch };
}

function writeStepsOnce(kitchen: Kitchen, cast: Cast): { steps: StepDraft[]; staples: Staples } {
  const own = ownSteps(kitchen, cast);
  const staples = own.staples;
  let steps = own.steps;
  // Frozen raw meat or fish, frozen now: thawed in cold water first and cooked at once (data/thawing.ts).
  const frozen = castFoods(cast).filter((i) => kitchen.frozen.has(i.id));
  if (frozen.length > 0) {
    steps = [
      ...frozen.map((food) => {
        const minutes = kitchen.frozen.get(food.id) ?? 60;
        return { tool: 'none', text: thawText(food, minutes), minutes };
      }),
      ...steps,
    ];
  }
  if (cast.upgrade && cast.upgrade.text([], 'none').length > 0) {
    // An aromatic or herb the dish already uses: the move takes the share kept back for it.
    const kept: string[] = [];
    const names = cast.upgrade.items.map((item) => {
      const food = getIngredient(item.id);
      const share = keptBackShare(cast, kitchen, food);
      if (!share) return food.name;
      kept.push(keptBackWords(food, share));
      return `${food.name} you kept back`;
    });
    if (kept.length > 0) {
      // "for the finish": the move's own name may name a food ("cilantro-lime salsa") the cook does not have.
      const note = `Keep back ${joinWords(kept)} for the finish.`;
      // Right after the food is readied ("Garlic: peel and mince finely."), else before anything.
      const label = cast.upgrade.items
        .map((item) => getIngredient(item.id))
        .filter((food) => keptBackShare(cast, kitchen, food))
        .map(knifeLabelOf);
      const at = steps.findIndex((step) => label.some((l) => step.text.includes(l)));
      const step = steps[at];
      if (step) {
        const start = Math.max(...label.map((l) => step.text.indexOf(l)));
        const end = step.text.indexOf('. ', start);
        const text =
          end < 0
            ? `${step.text} ${note}`
            : `${step.text.slice(0, end + 1)} ${note}${step.text.slice(end + 1)}`;
        steps[at] = { ...step, text };
      } else if (steps[0]) steps[0] = { ...steps[0], text: `${note} ${steps[0].text}` };
    }
    const tool = cast.upgradeTool ?? 'none';
    // The move's own oil and salt go on the list with the rest.
    // The dish's own food the technique is about: "the chicken thighs", "the tomatoes".
    const needs = cast.upgrade.needs;
    const about = needs ? castFoods(cast).filter((f) => needs.some((kind) => isKind(f, kind))) : [];
    const subject = about.length > 0 ? `the ${joinNames(about)}` : undefined;
    let text = cast.upgrade.text(names, tool, subject).replace(/(\d+) tbsp oil\b/g, (whole, n: string) => {
      const oil = staples.oilFood ?? oilFor(kitchen, cast);
      if (!oil) return whole;
      staples.oil += Number(n);
      staples.oilFood = oil;
      return `${n} tbsp ${oil.name}`;
    });
    if (/\bsalt\b/.test(text)) staples.salt = true;
    if (/\b(twist of|black) pepper\b/.test(text)) staples.pepper = true;
    if (!kitchen.fat) text = text.replace(/(\d+) tbsp oil\b/g, 'a splash of water');
    const extra: StepDraft = { tool, text: capitalizeFirst(text), minutes: cast.upgrade.minutes };
    // Cold sauces are made after the prep, while the rest cooks; hot finishes go in just before serving.
    const last = steps.at(-1);
    // A hot finish (a tadka, toasted nuts) is made on a free burner while the dish simmers or roasts
    // on its own, as a cook would, not after it.
    let cooking = -1;
    steps.forEach((step, index) => {
      if (heats(step.tool)) cooking = index;
    });
    const host = steps[cooking];
    const onItsOwn =
      host !== undefined &&
      host.branch === undefined &&
      /\b(simmer|bake|roast|air-fry|braise|pressure|slow cook)/i.test(host.text) &&
      effectiveMinutes(host) >= cast.upgrade.minutes + 3 &&
      (tool !== host.tool || tool === 'Stove');
    if (cast.upgrade.heat.length > 0 && !cast.upgrade.atTable && onItsOwn)
      steps[cooking] = alongside(host, extra);
    else if (cast.upgrade.atTable && cast.upgrade.minutes <= 1 && last)
      steps[steps.length - 1] = { ...last, text: `${last.text} ${text}` };
    else if (cast.upgrade.heat.length === 0 && !cast.upgrade.atTable && !cast.upgrade.finish) {
      // A cold sauce, a pickle or a gremolata is made with free hands while the dish cooks on its
      // own (a simmer, a roast, a pot of pasta), not as a step of its own before the heat goes on;
      // beside the last such step, so it is made close to serving (not beside beans cooked first).
      const minutes = cast.upgrade.minutes;
      const free =
        cast.upgrade.items.length > 0
          ? steps.findLastIndex(
              (step) =>
                !step.prep &&
                heats(step.tool) &&
                /\b(simmer|bake|roast|air-fry|braise|pressure|slow cook|boil)/i.test(step.text) &&
                (step.background ?? effectiveMinutes(step)) - (step.branch ?? 0) >= minutes + 2,
            )
          : -1;
      // Never before the step that readies what it takes ("Parsley: chop." beside the potatoes).
      const readied = steps.findLastIndex((step) =>
        cast.upgrade?.items.some((item) => step.text.includes(knifeLabelOf(getIngredient(item.id)))),
      );
      if (free >= 0 && free >= readied) steps[free] = alongside(steps[free] as StepDraft, extra);
      else steps.splice(Math.max(steps[0]?.prep ? 1 : 0, readied + 1), 0, extra);
    } else if (last?.tool === 'none' && steps.length > 1) steps.splice(steps.length - 1, 0, extra);
    else steps.push(extra);
  }
  steps = withSafeDoneness(steps, cast);
  steps = withHygiene(steps, cast);
  steps = withLeavesLiftedOut(steps, cast);
  return { steps: mergeShortSteps(steps).map(settleStep), staples };
}

const LIFTED = new Set(LIFT_OUT_BEFORE_SERVING);
/**
 * Whole leaves that flavoured the pot (bay, pandan) come out before it is served: said once, at the
 * end of the last step on the heat, unless a step already lifts them out. A herb slot's "Lift out the
 * bay leaves stalks" reads "Lift out the bay leaves".
 */
function withLeavesLiftedOut(steps: StepDraft[], cast: Cast): StepDraft[] {
  const leaves = castFoods(cast).filter((food) => LIFTED.has(food.id));
  if (leaves.length === 0) return steps;
  const fixed = steps.map((step) =>
    / leaves stalks\b/.test(step.text)
      ? { ...step, text: step.text.replace(/ leaves stalks\b/g, ' leaves') }
      : step,
  );
  const all = fixed.map((step) => step.text).join(' ');
  const missing = leaves.filter(
    (food) =>
      !new RegExp(`\\b(lift|take|fish|pick|remove)s? out (any |the )?[^.]*\\b${food.name}\\b`, 'i').test(all),
  );
  const last = fixed.findLastIndex((step) => heats(step.tool));
  if (missing.length === 0 || last < 0) return fixed;
  const step = fixed[last] as StepDraft;
  fixed[last] = { ...step, text: `${step.text} ${liftOut(joinNames(missing))}` };
  return fixed;
}

/**
 * Adds a hand-washing sentence right after the sentence that first handles each raw meat or fish no
 * step has told the cook to wash up after yet (meat that goes from its pack straight into the pan).
 */
function withHygiene(steps: StepDraft[], cast: Cast): StepDraft[] {
  const washes = (sentence: string) => /\bwash\b[^.]*\bhands\b/i.test(sentence);
  const sentencesOfStep = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9(])/);
  const namesOf = (food: Ingredient) => [displayName(food).toLowerCase(), food.name.toLowerCase()];
  // A wash sentence covers the foods it names, and one naming none ("wash the board, scissors and
  // your hands") covers every food its step handles.
  const washed = steps
    .flatMap((step) => {
      const washing = sentencesOfStep(step.text).filter(washes);
      return washing.some((s) => !/\braw\b/i.test(s)) ? [step.text] : washing;
    })
    .join(' ')
    .toLowerCase();
  const raw = castFoods(cast)
    .filter(isRawAnimal)
    .filter((food) => !namesOf(food).some((name) => washed.includes(name)));
  if (raw.length === 0) return steps;
  // Where each food is first handled: [step, sentence].
  const at = new Map<string, Ingredient[]>();
  for (const food of raw) {
    for (const [i, step] of steps.entries()) {
      const j = sentencesOfStep(step.text).findIndex(
        (s) => !washes(s) && namesOf(food).some((name) => s.toLowerCase().includes(name)),
      );
      if (j < 0) continue;
      const key = `${i}:${j}`;
      at.set(key, [...(at.get(key) ?? []), food]);
      break;
    }
  }
  if (at.size === 0) return steps;
  return steps.map((step, i) => {
    const sentences = sentencesOfStep(step.text);
    const out: string[] = [];
    sentences.forEach((sentence, j) => {
      out.push(sentence);
      const foods = at.get(`${i}:${j}`);
      if (foods) out.push(`Wash your hands in hot soapy water after handling the raw ${joinNames(foods)}.`);
    });
    return out.length === sentences.length ? step : { ...step, text: out.join(' ') };
  });
}

/**
 * Every raw animal protein is cooked in a heated step that states its safe temperature, and every
 * leftover meat or rice served hot is reheated to 74°C/165°F: where the dish's text does not say so,
 * the last heated step that cooks it does (data/safety.ts). The checker verifies this on its own.
 */
/**
 * A slot written for this one whole food (a crown taken off the bone, a joint cut into steaks) cuts
 * it as the dish says. (A bird bought spatchcocked is already cut: it keeps its usual "pat dry".)
 */
function cutAsDishSays(food: Ingredient, slot: Slot): boolean {
  return (
    food.whole === true &&
    (food.gramsPerPiece ?? 0) >= 900 &&
    slot.kinds.length === 0 &&
    (slot.ids?.includes(food.id) ?? false) &&
    !/\b(spatchcock|butterflied|flattened)/.test(food.name)
  );
}

/** Cut into strips, cubes or bite-size pieces before it cooks (the prep step's cut, or the food's own name). */
function cookedInPieces(cast: Cast, food: Ingredient): boolean {
  const slot = slotOf(cast, food)?.[1];
  if (food.whole && !(slot && cutAsDishSays(food, slot))) return false;
  const cut =
    slot?.cut === false
      ? ''
      : typeof slot?.cut === 'string' && cutFits(slot.cut, food)
        ? slot.cut
        : (cutOf(food) ?? '');
  return SMALL_PIECES.test(cut) || SMALL_PIECES.test(food.name) || RASHERS.test(food.name);
}

function withSafeDoneness(steps: StepDraft[], cast: Cast): StepDraft[] {
  const result = steps.map((step) => ({ ...step }));
  for (const food of castFoods(cast)) {
    let rule = food.needsCooking && food.safety ? SAFE_TEMPERATURES[food.safety] : undefined;
    // Strips and pieces are served at once: no rest, so the temperature that needs none.
    if (rule && rule.restMinutes > 0 && cookedInPieces(cast, food)) rule = WHOLE_CUT_IN_PIECES;
    const leftover =
      !food.needsCooking &&
      food.name.startsWith('cooked ') &&
      (['poultry', 'meat', 'seafood'].includes(food.category) || isKind(food, 'cooked-rice'));
    if (!rule && !leftover) continue;
    const target = rule ?? { ...REHEAT, cue: 'steaming hot all through' };
    const names = [displayName(food), food.name, food.id === 'egg' ? 'egg' : ''].filter((n) => n.length > 0);
    const mentions = (step: StepDraft) =>
      names.some((n) => step.text.toLowerCase().includes(n.toLowerCase()));
    // Cutting it ("Chicken: pat dry.") or washing up after it is not cooking it.
    const cooks = (step: StepDraft) => {
      const text = cookingText(step.text);
      return names.some((n) => text.includes(n.toLowerCase()));
    };
    const cooking = result.filter((step) => heats(step.tool) && cooks(step));
    if (leftover && isKind(food, 'cooked-rice') && cooking.length === 0) {
      const at = result.find(mentions);
      if (at && !statedTemperatures(at.text).some((t) => t.celsius >= REHEAT.celsius - 0.6)) {
        at.text = `Reheat the ${food.name}, covered with a splash of water, until steaming hot all through (${formatTemperature(REHEAT)}). ${at.text}`;
      }
      continue;
    }
    // Leftover meat stirred in off the heat ("Stir in the cooked pork") is heated by the next heated step.
    if (leftover && cooking.length === 0) {
      let lastMention = -1;
      result.forEach((step, index) => {
        if (mentions(step)) lastMention = index;
      });
      const next =
        lastMention >= 0 ? result.slice(lastMention + 1).find((step) => heats(step.tool)) : undefined;
      if (next && !statedTemperatures(next.text).some((t) => t.celsius >= REHEAT.celsius - 0.6))
        next.text = `${next.text} The ${displayName(food)} ${verbFor([food]) === 'are' ? 'are' : 'is'} ready when steaming hot all through, ${formatTemperature(REHEAT)}.`;
      continue;
    }
    // A braise is done at the end of its long cook, which may call it "the meat": the longest heated step.
    const first = cooking[0] ? result.indexOf(cooking[0]) : -1;
    const longCook =
      methodOf(food) === 'braise' && first >= 0
        ? result
            .slice(first)
            .filter((step) => heats(step.tool))
            .reduce<StepDraft | undefined>(
              (longest, step) =>
                !longest || effectiveMinutes(step) > effectiveMinutes(longest) ? step : longest,
              undefined,
            )
        : undefined;
    // Only a long cook makes it a braise: pork belly stir-fried in thin slices is done at its temperature.
    const braised = longCook !== undefined && effectiveMinutes(longCook) >= BRAISE_MINUTES;
    const braiseEnd = braised ? longCook : undefined;
    const last = braiseEnd ?? cooking.at(-1);
    if (!last) continue;
    const microwaved = cooking.find((step) => step.tool === 'Microwave');
    if (rule && microwaved && !/short bursts/.test(microwaved.text)) {
      microwaved.text = `${microwaved.text} Microwaves vary: check the thickest piece, and if it is not there yet, carry on in short bursts.`;
    }
    // An internal temperature, not an oven's: 190°C/375°F in the same step says nothing about the food.
    const reaches = (step: StepDraft) =>
      statedTemperatures(step.text).some((t) => t.celsius >= target.celsius - 0.6 && t.celsius <= 100);
    // Eggs beaten into a batter are cooked by the bake that follows, whose centre's temperature is
    // stated ("The centre reads 95°C/203°F"): no "set firm" sentence beside the mixing.
    const bakedIn =
      food.id === 'egg' &&
      result
        .slice(first)
        .some((step) => heats(step.tool) && /\b(centre|center|middle)\b/.test(step.text) && reaches(step));
    const stated = bakedIn || cooking.some(reaches);
    if (stated) continue;
    const name = displayName(food);
    const verb = verbFor([food]) === 'are' || name.endsWith('s') ? 'are' : 'is';
    last.text = leftover
      ? `${last.text} Heat until the ${name} ${verb} steaming hot all through, ${formatTemperature(target)}.`
      : beforeMeanwhile(last.text, `The ${name} ${verb} ${donenessFor(food, target, braised)}.`, names);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Amounts

/** Grams per serving of a food as the main item of a dish or as a side, when the catalogue has none. */
function defaultPortion(food: Ingredient, mode: 'main' | 'side'): number {
  const main = mode === 'main';
  if (food.precooked) return main ? 150 : 90; // cooked weight
  if (isKind(food, 'bacon')) return main ? 90 : 50;
  if (food.role === 'aromatic') {
    // A clove of garlic or a thumb of ginger goes a long way; an onion is a vegetable.
    if ((food.gramsPerPiece ?? 100) <= 15) return main ? 6 : 4;
    return main ? 60 : 35;
  }
  if (isKind(food, 'rice') || isKind(food, 'risotto-rice')) return main ? 85 : 60;
  if (isKind(food, 'pasta') || isKind(food, 'noodles')) return main ? 100 : 60;
  if (isKind(food, 'filled-pasta')) return main ? 180 : 110;
  if (isKind(food, 'cooked-rice')) return main ? 220 : 150;
  if (isKind(food, 'oats')) return main ? 50 : 35;
  if (isKind(food, 'grain')) return main ? 75 : 55;
  switch (food.category) {
    case 'poultry':
    case 'meat':
    case 'seafood':
      return food.needsCooking ? (main ? 170 : 110) : main ? 120 : 80;
    case 'plant-protein':
      return main ? 150 : 90;
    case 'legume':
      return main ? 150 : 90;
    case 'vegetable':
      return food.role === 'starch' ? (main ? 250 : 150) : main ? 220 : 90;
    case 'fruit':
      return main ? 150 : 80;
    case 'dairy':
      return main ? 80 : 30;
    case 'grain':
    case 'pasta':
      return main ? 80 : 50;
    default:
      return main ? 60 : 20;
  }
}

const portionOf = (food: Ingredient, mode: 'main' | 'side'): number =>
  // An onion or a stalk of lemongrass flavours a dish; it is never a portion of vegetables.
  food.role === 'aromatic'
    ? defaultPortion(food, mode)
    : (food.portion?.[mode] ??
      (mode === 'side' && food.portion?.main ? food.portion.main * 0.6 : defaultPortion(food, mode)));

function slotOf(cast: Cast, food: Ingredient): [string, Slot] | undefined {
  for (const [name, items] of Object.entries(cast.slots))
    if (items.some((i) => i.id === food.id)) return [name, cast.dish.slots[name]!];
  return undefined;
}

const STRONG_IDS = new Set(STRONG_SEASONING.ids);
const isStrongSeasoning = (food: Ingredient): boolean =>
  STRONG_IDS.has(food.id) ||
  (STRONG_SEASONING.roles as readonly string[]).includes(food.role) ||
  STRONG_SEASONING.kinds.some((kind) => isKind(food, kind));

/**
 * An aromatic or herb the dish uses and its finishing move uses raw as well (the garlic and parsley of
 * a braise and of its gremolata): the move's share, kept back when the food is readied, in display units.
 */
function keptBackShare(
  cast: Cast,
  kitchen: Kitchen,
  food: Ingredient,
): { amount: number; unit: string } | undefined {
  const item = cast.upgrade?.items.find(
    (i) => i.id === food.id && (i.role === 'aromatic' || i.role === 'herb'),
  );
  if (!item || cast.bought.has(food.id) || !castFoods(cast).some((f) => f.id === food.id)) return undefined;
  return displayAmount(food, Math.max(item.min, item.perServing * kitchen.constraints.servings), true);
}

/** The dish's amount with the finishing move's kept-back share on top, when both are counted alike. */
function withKeptBack(
  cast: Cast,
  kitchen: Kitchen,
  food: Ingredient,
  amount: { amount: number | string; unit: string },
): { amount: number | string; unit: string } {
  const share = keptBackShare(cast, kitchen, food);
  if (!share || typeof amount.amount !== 'number' || share.unit !== amount.unit) return amount;
  return { ...amount, amount: amount.amount + share.amount };
}

/** "1 clove of garlic", "2 chili peppers", "1 tsp of ginger": a kept-back share as a cook says it. */
function keptBackWords(food: Ingredient, share: { amount: number; unit: string }): string {
  const n = formatNumber(share.amount);
  if (share.unit === 'clove') return `${n} ${share.amount > 1 ? 'cloves' : 'clove'} of ${food.name}`;
  if (share.unit === 'piece' || share.unit === '')
    return `${n} ${share.amount > 1 ? displayName(food) : food.name}`;
  return `${n} ${share.unit} of ${food.name}`;
}

/** The amount of one food in the dish, before it is capped to what the cook has. */
export function amountFor(
  cast: Cast,
  kitchen: Kitchen,
  food: Ingredient,
): { amount: number | string; unit: string } {
  const servings = kitchen.constraints.servings;
  const focus = kitchen.constraints.macroFocus;
  const bought = cast.upgrade?.items.find((item) => item.id === food.id);
  if (bought && cast.bought.has(food.id))
    return displayAmount(food, Math.max(bought.min, bought.perServing * servings), true);
  const found = slotOf(cast, food);
  if (!found) {
    if (bought) return displayAmount(food, Math.max(bought.min, bought.perServing * servings), true);
    return { amount: 1, unit: food.unit === 'g' ? 'piece' : food.unit };
  }
  const [name, slot] = found;
  const items = cast.slots[name] ?? [];
  const n = Math.max(1, items.length);
  const proteinish = ['poultry', 'meat', 'seafood', 'plant-protein', 'legume', 'egg'].includes(food.category);
  const starchy = food.role === 'starch' || food.category === 'grain' || food.category === 'pasta';
  const filling = !['spice', 'herb', 'sauce', 'acid', 'fat', 'baking', 'liquid'].includes(food.role);
  // Counted foods (eggs, tortillas, slices) grow by at most a quarter: four eggs each is not a portion.
  const grown =
    cast.browned !== undefined && browns(food) ? Math.min(cast.portion ?? 1, cast.browned) : cast.portion;
  const portion = filling ? Math.min(grown ?? 1, slot.count !== undefined ? 1.25 : 3) : 1;
  const boost =
    portion *
    (proteinish && focus.includes('High Protein') ? 1.3 : 1) *
    (starchy && focus.includes('Low Carb') ? 0.6 : 1) *
    (food.category === 'vegetable' && focus.includes('High Fiber') ? 1.25 : 1);
  if (slot.count !== undefined) {
    // Never more each than one person eats (catalogue `portion.most`: three eggs).
    const most = food.portion?.most ?? Number.POSITIVE_INFINITY;
    const count = Math.max(1, Math.min(most * servings, Math.round(((slot.count * servings) / n) * boost)));
    // A loaf or a baguette is counted in slices, not loaves.
    if (food.unit === 'slice' || (food.category === 'bread' && (food.gramsPerPiece ?? 0) > 150))
      return { amount: count, unit: 'slice' };
    if (food.unit === 'clove') return { amount: count, unit: 'clove' };
    return { amount: count, unit: 'piece' };
  }
  // Strong seasonings grow slower than the plates past six (data/batch.ts): 12 season like 9.
  const plates =
    servings > STRONG_SEASONING.fullUpTo && isStrongSeasoning(food) ? seasoningServings(servings) : servings;
  let grams: number;
  if (slot.grams === 'main' || slot.grams === 'side') {
    const share = n === 1 ? 1 : 1.25 / n;
    grams = portionOf(food, slot.grams) * plates * share;
  } else {
    grams = ((slot.grams ?? portionOf(food, 'side')) * plates) / n;
  }
  grams *= boost;
  // Sized up to a meal, a steak or a fillet still stays a portion a person eats (bone-in weighs more).
  if (proteinish && food.category !== 'legume' && food.category !== 'egg')
    grams = Math.min(grams, (food.whole ? 450 : 300) * servings);
  // Leaves fill a bowl long before they fill a person: sized up to a meal, still a plateful each
  // (raw in a salad or slaw, a little more when they wilt in the pan).
  if (isKind(food, 'salad-leaf') || (isKind(food, 'greens') && cast.dish.family === 'salad'))
    grams = Math.min(grams, 140 * servings);
  else if (isKind(food, 'greens')) grams = Math.min(grams, 300 * servings);
  // Sized up to a meal, still what one person eats (catalogue `portion.most`, dry weight for dried legumes).
  const dry = food.precooked?.dried;
  if (dry?.portion?.most) grams = Math.min(grams, dry.portion.most * 2.5 * servings);
  else if (!dry && food.portion?.most)
    grams = Math.min(
      grams,
      food.portion.most * (food.unit === 'piece' ? (food.gramsPerPiece ?? 1) : 1) * servings,
    );
  if (food.precooked) {
    // The line shows what the cook weighs out: dried legumes about double and a half as they cook.
    return { amount: Math.max(25, roundTo(grams / 2.5, 5)), unit: 'g' };
  }
  return displayAmount(food, grams, false);
}

export function displayAmount(
  ingredient: Ingredient,
  gramsOrUnits: number,
  alreadyUnits: boolean,
): { amount: number; unit: string } {
  const unit = ingredient.unit;
  if (alreadyUnits && unit !== 'g' && unit !== 'ml') {
    const step = unit === 'tsp' ? 0.25 : 0.5;
    return { amount: Math.max(step, roundTo(gramsOrUnits, step)), unit: unit === 'clove' ? 'clove' : unit };
  }
  const grams = gramsOrUnits;
  if ((unit === 'piece' || unit === 'clove' || unit === 'slice') && ingredient.gramsPerPiece) {
    const step = ingredient.gramsPerPiece >= 60 ? 0.5 : 1;
    return { amount: Math.max(step, roundTo(grams / ingredient.gramsPerPiece, step)), unit };
  }
  if (unit === 'ml') return { amount: Math.max(10, roundTo(grams, grams < 100 ? 5 : 25)), unit: 'ml' };
  if (unit === 'tbsp' || unit === 'tsp') {
    const perUnit = (ingredient.gramsPerCup ?? 240) / (unit === 'tbsp' ? 16 : 48);
    const amount = grams / perUnit;
    // Past half a cup, cooks weigh it.
    if (amount > (unit === 'tbsp' ? 8 : 24))
      return { amount: roundTo(grams, grams < 250 ? 5 : 25), unit: 'g' };
    if (unit === 'tbsp' && amount < 0.75)
      return { amount: Math.max(0.5, roundTo(amount * 3, 0.5)), unit: 'tsp' };
    return { amount: Math.max(0.5, roundTo(amount, 0.5)), unit };
  }
  if (unit === 'pinch') return { amount: 1, unit: 'pinch' };
  return { amount: Math.max(5, roundTo(grams, grams < 250 ? 5 : 25)), unit: 'g' };
}

/** Writes an amount the way cookbooks do: "8 eggs", "1 onion", "2 cloves garlic". */
export function presentLine(line: { amount: number | string; unit: string; item: string }): IngredientLine {
  const many = typeof line.amount === 'number' && line.amount > 1;
  // "1 bay leaf", not "1 bay leaves".
  if (!many && typeof line.amount === 'number' && /leaves$/.test(line.item))
    return {
      ...line,
      unit: line.unit === 'piece' ? '' : line.unit,
      item: line.item.replace(/leaves$/, 'leaf'),
    };
  if (line.unit === 'piece')
    return { amount: line.amount, unit: '', item: many ? pluralize(line.item) : line.item };
  if (many && (line.unit === 'clove' || line.unit === 'slice')) return { ...line, unit: `${line.unit}s` };
  return line;
}

const COUNT_UNITS = new Set(['piece', 'clove', 'slice']);

/** Never more than the cook said they have: "half an onion" stays half an onion. */
function capToPantry(
  line: { amount: number | string; unit: string },
  ingredient: Ingredient,
  have: number | undefined,
): { amount: number | string; unit: string } {
  if (have === undefined || typeof line.amount !== 'number') return line;
  const grams = toGrams(line.amount, line.unit === 'piece' ? '' : line.unit, ingredient);
  if (grams === undefined || grams <= have * 1.001) return line;
  const wanted = line.amount * (have / grams);
  const step = COUNT_UNITS.has(line.unit)
    ? ingredient.id === 'egg' || line.unit === 'clove'
      ? 1
      : 0.5
    : line.unit === 'g' || line.unit === 'ml'
      ? 5
      : 0.25;
  return { ...line, amount: Math.max(step, Math.floor(wanted / step + 1e-9) * step) };
}

/**
 * How much of a full portion the dish's centre (its title food) reaches with what the cook has: 1 when
 * nothing is short. One egg for an egg skillet for four is 1/8 of the dish, not a meal for four.
 */
const PROTEIN_CENTRES = new Set(['poultry', 'meat', 'seafood', 'egg', 'legume', 'plant-protein']);

function centreShare(kitchen: Kitchen, cast: Cast): number {
  let share = 1;
  // The protein the dish is built on: its centre, a slot it needs, or one served as a portion (not a garnish).
  const built = Object.entries(cast.slots).flatMap(([name, foods]) => {
    const slot = cast.dish.slots[name];
    const portion =
      slot?.grams === 'main' ||
      slot?.grams === 'side' ||
      (typeof slot?.grams === 'number' && slot.grams >= 60);
    return name === cast.dish.centre || slot?.need || portion ? foods : [];
  });
  for (const food of built) {
    // The plate's protein: eggs, meat, fish, beans (a handful of berries on pancakes is a garnish's worth).
    if (cast.bought.has(food.id) || !PROTEIN_CENTRES.has(food.category)) continue;
    // Against the full portion the line's note names ("all you have; 8 would make full portions").
    const full = amountFor(cast, kitchen, food);
    const dried = food.precooked?.dried;
    const capped = capToPantry(full, dried ?? food, kitchen.have.get((dried ?? food).id));
    if (typeof full.amount !== 'number' || typeof capped.amount !== 'number' || full.amount <= 0) continue;
    share = Math.min(share, capped.amount / full.amount);
  }
  return share;
}

/** Below this share of its centre's full portions, a dish is not offered for that many (issue #12). */
export const CENTRE_SHARE_MIN = 0.3;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function ingredientLines(kitchen: Kitchen, cast: Cast, staples: Staples): IngredientLine[] {
  const lines: IngredientLine[] = [];
  const seen = new Set<string>();
  const add = (food: Ingredient) => {
    if (seen.has(food.id)) return;
    seen.add(food.id);
    let amount = withKeptBack(cast, kitchen, food, amountFor(cast, kitchen, food));
    const dried = food.precooked?.dried;
    const wanted = amount;
    if (!cast.bought.has(food.id))
      amount = capToPantry(amount, dried ?? food, kitchen.have.get((dried ?? food).id));
    // Less than the dish wants: the cook is told, with what a full amount would be.
    const short =
      typeof amount.amount === 'number' &&
      typeof wanted.amount === 'number' &&
      amount.amount < wanted.amount * 0.8;
    const line: IngredientLine = presentLine({
      ...amount,
      item: dried
        ? dried.name
        : // The cook has this legume dried too: the line says which bag (the can, ready to eat).
          `${kitchen.cannedOfDried.has(food.id) ? 'canned ' : ''}${COUNT_UNITS.has(amount.unit) ? food.name : displayName(food)}`,
    });
    const notes: string[] = [];
    if (dried && rawInDish(cast, food)) notes.push('rinsed; cooks from dry in the pot');
    else if (dried)
      notes.push(
        /leave to soak/.test(food.precooked?.step?.text ?? '')
          ? 'soaked and cooked first (step 1)'
          : 'cooked first (step 1)',
      );
    if (short)
      notes.push(
        `all you have; ${formatNumber(Number(wanted.amount))}${wanted.unit === 'piece' ? '' : ` ${wanted.unit}`} would make full portions`,
      );
    if (kitchen.frozen.has(food.id)) notes.push('frozen: thawed in cold water first');
    if (kitchen.sprouting.has(food.id)) notes.push(SPROUTING_POTATO_NOTE);
    if (cast.bought.has(food.id)) notes.push('to buy');
    else if (cast.variant === 'zero-waste' && food.scrap && suits(kitchen, food.scrap))
      notes.push(`use it all: ${food.scrap}`);
    if (notes.length > 0) line.notes = clip(notes.join('; '), 300);
    lines.push(line);
  };
  for (const food of castFoods(cast)) add(food);
  if (cast.upgrade) for (const item of cast.upgrade.items) add(getIngredient(item.id));
  const servings = kitchen.constraints.servings;
  void servings;
  const oil = staples.oilFood ?? kitchen.fat;
  // Up to the next half spoon: the list never holds less than the steps use (½ tsp twice is not ½ tbsp short).
  const upTo = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;
  if (staples.oil > 0 && oil && !seen.has(oil.id)) {
    seen.add(oil.id);
    lines.push({ amount: Math.max(0.5, upTo(staples.oil, 0.5)), unit: 'tbsp', item: oil.name });
  } else if (staples.oil > 0 && oil) {
    const line = lines.find((l) => l.item === oil.name);
    if (line && typeof line.amount === 'number' && line.unit === 'tbsp')
      line.amount = upTo(line.amount + staples.oil, 0.5);
  }
  if (staples.butter > 0 && kitchen.butter) {
    const line = lines.find((l) => l.item === kitchen.butter?.name);
    if (line && typeof line.amount === 'number' && line.unit === 'tbsp')
      line.amount = upTo(line.amount + staples.butter, 0.5);
    else if (!line) {
      seen.add(kitchen.butter.id);
      lines.push({
        amount: Math.max(0.5, upTo(staples.butter, 0.5)),
        unit: 'tbsp',
        item: kitchen.butter.name,
      });
    }
  }
  if (staples.water > 0) lines.push({ amount: upTo(staples.water, 50) || 50, unit: 'ml', item: 'water' });
  if (staples.salt && kitchen.salt && !seen.has('salt'))
    lines.push({ amount: 'to taste', unit: '', item: 'salt' });
  if (staples.pepper && kitchen.pepper && !seen.has('black-pepper'))
    lines.push({ amount: 'to taste', unit: '', item: 'black pepper' });
  return lines.slice(0, 60);
}

// ---------------------------------------------------------------------------------------------------
// The draft

const SMALL_WORDS = new Set([
  'and',
  'with',
  'or',
  'of',
  'in',
  'on',
  'a',
  'the',
  'for',
  'con',
  'de',
  'al',
  'e',
  'y',
  'con',
]);
const capitalizeWords = (text: string) =>
  text.replace(/(^|[\s-])([a-z][a-z']*)/g, (whole, lead: string, word: string, index: number) =>
    index > 0 && SMALL_WORDS.has(word) ? whole : lead + word.charAt(0).toUpperCase() + word.slice(1),
  );

/** A dish's name per slots object (it reads the kitchen, the dish and its foods only). */
const titles = new WeakMap<Cast['slots'], { kitchen: Kitchen; dish: Dish; title: string }>();

export function dishTitle(kitchen: Kitchen, cast: Cast): string {
  const kept = titles.get(cast.slots);
  if (kept && kept.kitchen === kitchen && kept.dish === cast.dish) return kept.title;
  const title = writeTitle(kitchen, cast);
  titles.set(cast.slots, { kitchen, dish: cast.dish, title });
  return title;
}

function writeTitle(kitchen: Kitchen, cast: Cast): string {
  const writer: Writer = {
    kitchen,
    cast,
    staples: { oil: 0, butter: 0, water: 0, salt: false, pepper: false },
    minutes: 0,
    title: true,
  };
  // A food named before the dish it makes is singular: "Red Lentil Soup", "Black Bean Chili".
  return capitalizeWords(render(writer, cast.dish.title)).replace(
    /\b(Lentil|Pea|Bean|Chickpea)s(?= (?:Soup|Stew|Curry|Salad|Dal|Chili|Burgers?|Pot|Bowl|Pilaf)\b)/g,
    '$1',
  );
}

function titleFor(kitchen: Kitchen, cast: Cast, minutes: number): string {
  const base = dishTitle(kitchen, cast);
  if (cast.variant === 'quick')
    return clip(`${minutes > 60 ? 'Hands-Off' : `${minutes}-Minute`} ${base}`, 120);
  if (cast.variant === 'zero-waste') return clip(`Use-It-All ${base}`, 120);
  const real = cast.upgrade && cast.upgrade.items.length > 0;
  if (!real || !cast.upgrade) return clip(`Chef's ${base}`, 120);
  return clip(`${base}${/ with /.test(base) ? ' and' : ' with'} ${cast.upgrade.name}`, 120);
}

function descriptionFor(kitchen: Kitchen, cast: Cast, minutes: number, lines: IngredientLine[]): string {
  const foods = castFoods(cast).filter((i) => !cast.bought.has(i.id));
  const dish = dishTitle(kitchen, cast);
  const parts: string[] = [];
  if (cast.variant === 'quick') {
    const tools = cast.dish.equipment.map((e) => e.toLowerCase());
    parts.push(
      `The fastest good option: ${dish} on the table in ${minutes} minutes${tools.length > 0 ? ` with just the ${tools.join(' and ')}` : ', no cooking at all'}.`,
    );
  } else if (cast.variant === 'zero-waste') {
    const used = new Set([...foods.map((i) => i.id)]);
    const usedNames = new Set(lines.map((l) => l.item));
    const unused = kitchen.foods.filter((i) => !used.has(i.id) && !usedNames.has(i.name));
    parts.push(
      `${dish} that uses ${foods.length} of the things you listed${foods.some((i) => i.scrap) ? ', trimmings included' : ''}, so nothing sits forgotten in the fridge.`,
    );
    if (unused.length > 0)
      parts.push(
        `Not used here: ${unused
          // The cook's dried beans beside their canned ones: named by the form left over.
          .map((i) => (i.precooked && !/^dried\b/.test(i.name) ? `dried ${i.name}` : i.name))
          .slice(0, 6)
          .join(', ')}.`,
      );
  } else {
    const buy = [...cast.bought].map((id) => getIngredient(id).name);
    parts.push(
      cast.upgrade && cast.upgrade.items.length > 0
        ? `${dish}, lifted with ${cast.upgrade.name.toLowerCase()}${buy.length > 0 ? ` (buy: ${buy.join(', ')})` : ''}.`
        : cast.upgrade
          ? `${dish}, made better by technique alone.`
          : `${dish}, as it is: no finishing touch fits in the time you have.`,
    );
  }
  return clip(parts.join(' '), 600);
}

/** A raw-protein swap says its own safe temperature: ground turkey is done at 74°C, not the beef's 71°C. */
function withSafeTemperature(option: { ingredient: Ingredient; reason: string }): string {
  const rule =
    option.ingredient.needsCooking && option.ingredient.safety
      ? SAFE_TEMPERATURES[option.ingredient.safety]
      : undefined;
  if (!rule) return option.reason;
  const reason = option.reason.replace(/[;,]?\s*(cook )?until (it is )?no longer pink/gi, '');
  return `${reason}; cook it to ${formatTemperature(rule)} ${rule.cue}`;
}

function substitutionsFor(kitchen: Kitchen, cast: Cast): RecipeDraft['substitutions'] {
  const result: RecipeDraft['substitutions'] = {};
  const foods = castFoods(cast);
  const usedIds = new Set(foods.map((i) => i.id));
  for (const food of foods) {
    const options = (SUBSTITUTES[food.id] ?? [])
      .filter((option) => !usedIds.has(option.id))
      .map((option) => ({ ingredient: getIngredient(option.id), reason: option.reason }))
      .filter(
        (option) => !unsafeFor(kitchen, option.ingredient) && suits(kitchen, option.reason) !== undefined,
      )
      .slice(0, 3)
      .map((option) => ({ alternative: option.ingredient.name, reason: withSafeTemperature(option) }));
    if (options.length > 0) result[food.name] = options;
    if (Object.keys(result).length >= 5) break;
  }
  return result;
}

function leftoverPlanFor(kitchen: Kitchen, cast: Cast): string {
  const everything = castFoods(cast);
  const seafood = everything.some((i) => i.category === 'seafood');
  const rice = everything.some((i) => isKind(i, 'rice') || isKind(i, 'risotto-rice'));
  // Leftovers the cook said were already days old keep only what is left of their fridge life.
  const used = Math.max(0, ...everything.map((i) => kitchen.aged.get(i.id) ?? 0));
  const days = (seafood ? STORAGE.seafoodDays : STORAGE.leftoversDays) - used;
  if (used > 0 && days <= 0) {
    const old = everything.filter((i) => kitchen.aged.has(i.id));
    const riceToo = rice
      ? ` Rice cooked today is not kept either: bin it within ${STORAGE.riceCoolHours} hour rather than leaving it warm.`
      : '';
    return `Eat it all today: the ${joinNames(old)} ${old.length > 1 || /s$/.test(old[0]?.name ?? '') ? 'were' : 'was'} already ${used} days old, so throw away anything left over rather than keeping it.${riceToo}`;
  }
  const parts = [
    rice
      ? `Spread leftover rice out to cool and refrigerate it within ${STORAGE.riceCoolHours} hour (rice left warm can make you ill); keep the rest covered in the fridge for up to ${days} ${days === 1 ? 'day' : 'days'} and reheat until steaming hot, 74°C/165°F.`
      : `Cool leftovers within ${STORAGE.coolHours} hours and refrigerate in a covered container for up to ${days} ${days === 1 ? 'day' : 'days'}${cast.dish.freezes ? ', or freeze portions for up to 3 months' : ''}${cast.dish.equipment.some((e) => e !== 'Microwave' || true) && everything.some((i) => i.needsCooking) ? '; reheat until steaming hot all through, 74°C/165°F' : ''}.`,
  ];
  const keep = suits(kitchen, cast.dish.keep);
  if (keep) parts.push(keep);
  const remix = suits(kitchen, `Tomorrow: ${cast.dish.remix}.`);
  if (remix) parts.push(remix);
  if (cast.variant === 'zero-waste') {
    const scraps = everything
      .filter((i) => i.scrap && suits(kitchen, i.scrap))
      .map((i) => `${i.name}: ${i.scrap}`);
    if (scraps.length > 0) parts.push(`Trimmings: ${scraps.slice(0, 6).join('; ')}.`);
    const stockBag = suits(
      kitchen,
      'Keep a bag in the freezer for vegetable trimmings (onion skins, carrot peels, herb stems); when it is full, cover with water, simmer 45 minutes and strain for free stock.',
    );
    if (stockBag && everything.some((i) => i.category === 'vegetable')) parts.push(stockBag);
  }
  return clip(parts.join(' '), 4000);
}

/** A braising cut is tender long after it is safe; bacon is crisp; other foods have their own cue. */
/** The shortest cook that makes a braising cut's doneness "fork-tender" rather than its temperature. */
const BRAISE_MINUTES = 45;

const methodOf = (food: Ingredient): keyof typeof DONENESS_BY_METHOD | undefined =>
  isKind(food, 'bacon') ? 'crisp' : isKind(food, 'braising-cut') ? 'braise' : undefined;

const PARALLEL_ALL = new RegExp(PARALLEL.source, 'g');

/**
 * A sentence about a food's doneness, placed at the end of the part of the step that cooks it: before
 * the "Meanwhile, …" work done beside the step's own work, or after the work done meanwhile when that
 * is where the food cooks (bacon crisped while the pasta boils).
 */
function beforeMeanwhile(text: string, sentence: string, names: readonly string[]): string {
  const cuts = [...text.matchAll(PARALLEL_ALL)].map((m) => m.index ?? 0);
  if (cuts.length === 0) return `${text} ${sentence}`;
  const bounds = [0, ...cuts, text.length];
  // Its own work by default ("Return the meat … pressure cook"), which may not name it.
  let end = cuts[0] as number;
  for (let i = 0; i < bounds.length - 1; i++) {
    const part = cookingText(text.slice(bounds[i], bounds[i + 1]));
    if (names.some((n) => part.includes(n.toLowerCase()))) end = bounds[i + 1] as number;
  }
  return `${text.slice(0, end)} ${sentence}${text.slice(end)}`;
}

const doneState = (
  method: keyof typeof DONENESS_BY_METHOD,
  target: { celsius: number; fahrenheit: number },
): string => DONENESS_BY_METHOD[method].replace('{t}', formatTemperature(target));

/** "done at 74°C/165°F in the thickest part", or for a braise "done when fork-tender … well past 63°C/145°F …". */
function donenessFor(
  food: Ingredient,
  target: { celsius: number; fahrenheit: number; cue: string },
  braised: boolean,
): string {
  const method = methodOf(food);
  if (method === 'crisp' || (method === 'braise' && braised)) return `done when ${doneState(method, target)}`;
  return `done at ${formatTemperature(target)} ${target.cue}`;
}

function withDonenessForSwap(instructions: string, cast: Cast): string {
  const foods = castFoods(cast);
  const parts = [instructions];
  if (foods.some((food) => food.precooked?.step && !rawInDish(cast, food)))
    parts.unshift('Only after step 1 (the dried legumes boiled until tender):');
  for (const food of foods) {
    const rule = food.needsCooking && food.safety ? SAFE_TEMPERATURES[food.safety] : undefined;
    if (rule) {
      const method = methodOf(food);
      parts.push(
        method
          ? `Cook until the ${displayName(food)} ${/s$/.test(displayName(food)) ? 'are' : 'is'} ${doneState(method, rule)}.`
          : `Cook until the ${displayName(food)} reach${/s$/.test(displayName(food)) ? '' : 'es'} ${formatTemperature(rule)} ${rule.cue}.`,
      );
    }
  }
  if (foods.some((food) => food.needsCooking && food.safety) && /slow cooker/i.test(instructions))
    parts.push('Never put frozen meat in a slow cooker: thaw it in the fridge first.');
  return parts.join(' ');
}

function swapsFor(kitchen: Kitchen, cast: Cast): RecipeDraft['applianceSwaps'] {
  const swaps: RecipeDraft['applianceSwaps'] = {};
  const chosen = kitchen.constraints.appliances.length > 0;
  // A swap's times are written for cooked legumes: raw lentils in the pot would come out hard.
  if (castFoods(cast).some((food) => rawInDish(cast, food))) return swaps;
  for (const swap of cast.dish.swaps ?? []) {
    if (cast.dish.equipment.includes(swap.appliance)) continue;
    if (chosen && !kitchen.allowed.has(swap.appliance)) continue;
    let fitsCook = kitchen.swapSuited.get(swap.instructions);
    if (fitsCook === undefined) {
      fitsCook =
        textProblemsFor(swap.instructions, {
          ...kitchen.check,
          request: { ...kitchen.request, constraints: { ...kitchen.constraints, appliances: [] } },
        }).length === 0;
      kitchen.swapSuited.set(swap.instructions, fitsCook);
    }
    if (!fitsCook) continue;
    swaps[swap.appliance] = {
      instructions: withDonenessForSwap(swap.instructions, cast),
      timeAdjustment: swap.timeAdjustment,
    };
  }
  return swaps;
}

/**
 * The recipe's time in timer units: the steps one after the other, except that "Meanwhile, …" work
 * runs beside the step before it, so the pair takes the longer of the two (with that step's own
 * knife work counted on the meanwhile side).
 */
export function totalUnits(steps: readonly StepDraft[]): number {
  let total = 0;
  let host = 0;
  let spare = 0;
  for (const step of steps) {
    const units = step.units ?? unitsFor(step.minutes);
    if (step.meanwhile) {
      total += Math.max(0, units - spare);
      spare = Math.max(0, spare - units);
      continue;
    }
    total += units;
    host = units;
    spare = Math.max(0, host - unitsFor(step.branch ?? 0));
  }
  return total;
}

const previews = new WeakMap<Cast, { steps: StepDraft[]; slots: Cast['slots']; preview: RecipeDraft }>();

/**
 * Title and steps only: enough for sameDish to compare dishes before one is written in full. The
 * same cast and steps give the same preview (kept, so its words are read once).
 */
export function previewFor(kitchen: Kitchen, cast: Cast, steps: StepDraft[]): RecipeDraft {
  const kept = previews.get(cast);
  if (kept?.steps === steps && kept.slots === cast.slots) return kept.preview;
  const preview = writePreview(kitchen, cast, steps);
  previews.set(cast, { steps, slots: cast.slots, preview });
  return preview;
}

function writePreview(kitchen: Kitchen, cast: Cast, steps: StepDraft[]): RecipeDraft {
  const totalTime = totalUnits(steps) * STEP_DURATION_MULTIPLIER;
  return {
    title: titleFor(kitchen, cast, totalTime),
    totalTime,
    steps: steps.map((s, index) => ({
      step: index + 1,
      instruction: s.text,
      appliance: s.tool,
      duration: 0,
    })),
  } as unknown as RecipeDraft;
}

const PROTEIN_CATEGORIES: string[] = [
  'poultry',
  'meat',
  'seafood',
  'egg',
  'legume',
  'plant-protein',
  'dairy',
];

const proteinOf = new WeakMap<Kitchen, boolean>();
/** Whether the cook listed any food that carries protein (cheese and milk alone do not make a meal). */
function hasProtein(kitchen: Kitchen): boolean {
  let listed = proteinOf.get(kitchen);
  if (listed === undefined) {
    listed = kitchen.foods.some((f) => f.category !== 'dairy' && PROTEIN_CATEGORIES.includes(f.category));
    proteinOf.set(kitchen, listed);
  }
  return listed;
}

/** What would make a protein-less plate a meal, from foods this cook can eat. */
function lightOnProtein(kitchen: Kitchen): string {
  const listed = new Set(kitchen.foods.map((food) => food.category));
  const ideas = ['egg', 'chickpeas', 'tofu', 'cheddar', 'black-beans', 'lentils']
    .map((id) => getIngredient(id))
    // Cheese they listed already is not the answer to a plate short of protein.
    .filter((food) => !unsafeFor(kitchen, food) && !(food.category === 'dairy' && listed.has('dairy')))
    .slice(0, 3)
    .map((food) => (food.id === 'egg' ? 'eggs' : food.id === 'cheddar' ? 'cheese' : food.name));
  const list =
    ideas.length > 1
      ? `${ideas.slice(0, -1).join(', ')} or ${ideas.at(-1)}`
      : (ideas[0] ?? 'a protein you can eat');
  return ` Light on protein: add ${list} to make it a full meal.`;
}

type Meal = 'main' | 'soup' | 'salad' | 'breakfast' | 'sweet';
const mealOf = (dish: Dish): Meal =>
  dish.course === 'sweet' || (dish.course === 'breakfast' && dish.flavour.includes('sweet'))
    ? 'sweet'
    : dish.course === 'breakfast'
      ? 'breakfast'
      : dish.family === 'soup'
        ? 'soup'
        : dish.family === 'salad'
          ? 'salad'
          : 'main';
/** Energy per serving a plate of each kind should land in (kcal), and what to aim for when short. */
const ENERGY: Record<Meal, { min: number; aim: number; max: number }> = {
  main: { min: 380, aim: 480, max: 1150 },
  soup: { min: 230, aim: 320, max: 850 },
  salad: { min: 280, aim: 380, max: 950 },
  breakfast: { min: 280, aim: 380, max: 950 },
  sweet: { min: 180, aim: 300, max: 750 },
};

/** Does a written recipe make a meal of its kind (energy per serving in range)? */
export function mealSized(
  dish: Dish,
  draft: Pick<RecipeDraft, 'ingredientsList' | 'nutrition'> & { centreShare?: number; overflows?: boolean },
  pantryHasProtein = false,
  plantBased = false,
): boolean {
  // More pasta than one pot turns in its own sauce (data/batch.ts): not a one-pot dish for that many.
  if (draft.overflows) return false;
  const meal = mealOf(dish);
  const target = ENERGY[meal];
  // The dish's centre far short of its portions (one egg for an egg skillet for four): no meal for that many.
  if (draft.centreShare !== undefined && draft.centreShare < CENTRE_SHARE_MIN) return false;
  // Light because the cook has only so much, and told so on the line: still an honest option.
  const short = draft.ingredientsList.some((line) => /\ball you have\b/.test(line.notes ?? ''));
  // With protein in the pantry, a meal carries a meal's protein (a cook's rule of thumb per plate).
  const minProtein = meal === 'main' && plantBased ? 12 : PROTEIN_MIN[meal];
  if (pantryHasProtein && !short && draft.nutrition.protein < minProtein) return false;
  // Two or three meats stacked on one plate: more than anyone eats at a sitting.
  if (draft.nutrition.protein > 90) return false;
  return (
    (draft.nutrition.calories >= target.min * 0.92 || short) && draft.nutrition.calories <= target.max * 1.04
  );
}

/** Grams of protein per serving a plate of each kind should carry when the cook has protein to give it. */
const PROTEIN_MIN: Record<Meal, number> = { main: 15, soup: 8, salad: 10, breakfast: 10, sweet: 0 };

/** A dish's portions and what one serving carries: all a trio needs to judge it a meal. */
export interface SizedDish {
  cast: Cast;
  ingredientsList: RecipeDraft['ingredientsList'];
  nutrition: ReturnType<typeof computeNutrition>;
  /** How much of a full portion the centre reaches with what the cook has (1: nothing short). */
  centreShare: number;
  /** More than the dish's one pot holds (a one-pot pasta for twelve). */
  overflows: boolean;
}

/**
 * A one-pot dish asked to cook more pasta than one pot turns in its own sauce, or a tray roast with
 * more trays than an oven has shelves.
 */
function overflows(kitchen: Kitchen, cast: Cast, steps: readonly StepDraft[]): boolean {
  if (traysFor(steps, cast, kitchen) > CAPACITY.ovenShelves) return true;
  if (overfillsInstantPot(kitchen, cast, steps)) return true;
  const pot = ONE_POT_PASTA[cast.dish.id];
  if (!pot) return false;
  return (cast.slots[pot.slot] ?? []).some((food) => gramsOf(cast, kitchen, food) > pot.grams);
}

const LITRES_OF_WATER = /(\d+(?:\.\d+)?)(½)?\s*(litres?|ml)\s+water\b/g;
const FOAMING = new Set(['grain', 'legume', 'pasta']);

/**
 * What goes under pressure — the food and the water its Instant Pot steps pour in — is more than
 * the pot may hold: half for rice, grains and beans, which foam and swell, two-thirds for the rest.
 */
function overfillsInstantPot(kitchen: Kitchen, cast: Cast, steps: readonly StepDraft[]): boolean {
  // Each load of the pot: the Instant Pot steps since the last time it cooked under pressure (beans
  // cooked and drained first are one load, the rice and beans that follow another).
  let load: StepDraft[] = [];
  for (const step of steps) {
    if (step.tool !== 'Instant Pot') continue;
    load.push(step);
    if (!/\bpressure cook/i.test(step.text)) continue;
    if (overfills(kitchen, cast, load)) return true;
    load = [];
  }
  return false;
}

/** One load: the water its steps pour in and the foods they name, against the pot's fill line. */
function overfills(kitchen: Kitchen, cast: Cast, load: readonly StepDraft[]): boolean {
  // What goes in the pot, not the work done beside it ("Meanwhile, shred the cabbage …").
  const own = load.map((step) => step.text.split(PARALLEL)[0] ?? '');
  const text = own.join(' ').toLowerCase();
  let ml = 0;
  for (const stepText of own)
    for (const match of stepText.matchAll(LITRES_OF_WATER)) {
      const amount = Number(match[1]) + (match[2] ? 0.5 : 0);
      ml += match[3]?.startsWith('l') ? amount * 1000 : amount;
    }
  const foods = castFoods(cast).filter(
    (food) => text.includes(displayName(food).toLowerCase()) || text.includes(food.name.toLowerCase()),
  );
  // What the cook has, when less than the dish would take; solid food is denser than water (meat,
  // potatoes and carrots take about 0.9 ml a gram), liquids a millilitre a gram.
  for (const food of foods) {
    const grams = Math.min(
      gramsOf(cast, kitchen, food),
      kitchen.have.get(food.id) ?? Number.POSITIVE_INFINITY,
    );
    ml += grams * (food.role === 'liquid' || food.category === 'liquid' ? 1 : 0.9);
  }
  const foams = foods.some((food) => FOAMING.has(food.category) && food.needsCooking);
  const limit =
    CAPACITY.instantPotLitres * 1000 * (foams ? CAPACITY.instantPotFoamingFill : CAPACITY.instantPotFill);
  return ml > limit;
}

/**
 * How far the meat browned on the stove may grow before it outgrows the batches its step states (a
 * pan's worth each, data/batch.ts): the list never holds more than the steps brown; the rest of the
 * plate grows as it would.
 */
function brownedRoom(kitchen: Kitchen, cast: Cast, steps: readonly StepDraft[]): number {
  if (kitchen.constraints.servings < CAPACITY.crowdFrom) return Number.POSITIVE_INFINITY;
  let room = Number.POSITIVE_INFINITY;
  for (const food of castFoods(cast)) {
    if (!browns(food)) continue;
    const name = displayName(food).toLowerCase();
    const browned = steps.some(
      (step) => step.tool === 'Stove' && BROWNING.test(step.text) && step.text.toLowerCase().includes(name),
    );
    if (!browned) continue;
    const grams = gramsOf(cast, kitchen, food);
    if (grams <= 0 || kitchen.have.has(food.id)) continue;
    const batches = Math.max(1, Math.ceil(grams / CAPACITY.brownGrams));
    room = Math.min(room, (batches * CAPACITY.brownGrams) / grams);
  }
  return room;
}

/** The ingredient lines sized to a meal, and their nutrition, before the rest of the recipe is written. */
export function sizeDish(kitchen: Kitchen, written: Cast, steps: StepDraft[], staples: Staples): SizedDish {
  const { constraints } = kitchen;
  let cast = written;
  let lines = ingredientLines(kitchen, cast, staples);
  // Portions sized to a meal: a plate well under a meal's energy gets more of its foods (within
  // reason and never more than the cook has), one far over it less.
  const target = ENERGY[mealOf(cast.dish)];
  const energy = computeNutrition(lines, constraints.servings).calories;
  if (energy > 0 && (energy < target.min || energy > target.max)) {
    const portion = Math.min(
      1.6,
      Math.max(0.6, (energy < target.min ? target.aim : target.max * 0.85) / energy),
    );
    const room = portion > 1 ? brownedRoom(kitchen, cast, steps) : Number.POSITIVE_INFINITY;
    cast = { ...cast, portion, ...(room < portion ? { browned: room } : {}) };
    lines = ingredientLines(kitchen, cast, staples);
  }
  if (
    staples.water === 0 &&
    steps.some((step) =>
      /\bwater\b/i.test(
        step.text.replace(/\b(soapy|running) water\b|\bwater (spinach|chestnuts?)\b|\bwatercress\b/gi, ''),
      ),
    ) &&
    !lines.some((line) => line.item === 'water')
  )
    lines.push({ amount: 'as needed', unit: '', item: 'water' });
  return {
    cast,
    ingredientsList: lines,
    nutrition: computeNutrition(lines, constraints.servings),
    centreShare: centreShare(kitchen, cast),
    overflows: overflows(kitchen, cast, steps),
  };
}

/** The recipe as the cook will read it. */
export function draftFor(
  kitchen: Kitchen,
  written: Cast,
  steps: StepDraft[],
  staples: Staples,
  sized: SizedDish = sizeDish(kitchen, written, steps, staples),
): RecipeDraft {
  const { constraints } = kitchen;
  const { cast, ingredientsList: lines, nutrition } = sized;
  const durations = steps.map((s) => s.units ?? unitsFor(s.minutes));
  const total = totalUnits(steps);
  // Knife work done meanwhile is inside the cooking time, not before it.
  const prepUnits = steps.reduce(
    (sum, s, i) => sum + (isHandTool(s.tool) && !s.meanwhile ? (durations[i] ?? 0) : 0),
    0,
  );
  const totalTime = total * STEP_DURATION_MULTIPLIER;
  const servings = constraints.servings;
  // Nothing the cook listed carries protein: said plainly, with what would make it a meal.
  // The same test as the trio's meal sizing: cheese and milk alone do not make a plate a meal.
  const pantryProtein = hasProtein(kitchen);
  const meal = mealOf(cast.dish);
  const light =
    meal !== 'sweet' && !pantryProtein && nutrition.protein < PROTEIN_MIN[meal]
      ? lightOnProtein(kitchen)
      : '';
  return {
    title: titleFor(kitchen, cast, totalTime),
    description: clip(`${descriptionFor(kitchen, cast, totalTime, lines)}${light}`, 600),
    recipeType: cast.variant,
    difficulty: cast.dish.skill,
    totalTime,
    prepTime: prepUnits * STEP_DURATION_MULTIPLIER,
    cookTime: (total - prepUnits) * STEP_DURATION_MULTIPLIER,
    servings,
    ingredientsList: lines,
    shoppingGap: [...cast.bought].map((id) => getIngredient(id).name).slice(0, 20),
    steps: steps.slice(0, 40).map((s, index) => ({
      step: index + 1,
      instruction: clip(s.text, 2000),
      appliance: s.tool,
      duration: durations[index] ?? 0,
    })),
    substitutions: substitutionsFor(kitchen, cast),
    nutrition: { ...nutrition, estimated: nutrition.estimated ?? false },
    costEstimate: computeCost(lines, servings),
    leftoverPlan: leftoverPlanFor(kitchen, cast),
    applianceSwaps: swapsFor(kitchen, cast),
  };
}

export { STAPLE_IDS };
