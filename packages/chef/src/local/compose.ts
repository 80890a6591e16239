import {
  type Constraints,
  EQUIPMENT_OPTIONS,
  type Equipment,
  type IngredientLine,
  type RecipeDraft,
  type RecipeType,
  SKILL_LEVELS,
  type SkillLevel,
  STEP_DURATION_MULTIPLIER,
} from '@sous/domain';
import { getIngredient, type Ingredient, type Role } from '../catalog/index.ts';
import {
  type CheckContext,
  checkContext,
  heats,
  STAPLE_IDS,
  sameDish,
  textProblemsFor,
} from '../check/check-recipe.ts';
import { statedTemperatures } from '../check/reading.ts';
import { formatTemperature, REHEAT, SAFE_TEMPERATURES, STORAGE } from '../data/safety.ts';
import type { ChefRequest, RecipeTrio } from '../engine.ts';
import { ChefError } from '../engine.ts';
import { ingredientConflicts, isHandTool, type SafetyProfile, safetyProfile } from '../guard.ts';
import { computeCost, computeNutrition, toGrams } from '../nutrition.ts';
import { parsePantry } from '../parse.ts';
import { legumeName, legumeStep, legumeTooSlow } from '../read/legumes.ts';
import type { PantryReading } from '../read/pantry.ts';
import { cookedVersion, cutOf, displayName, familyOf, pluralize, starchKind, verbFor } from './kitchen.ts';
import { createRandom, hashString } from './random.ts';
import { SUBSTITUTES } from './substitutions.ts';
import { COLD_SAUCES, NO_COOK, TECHNIQUES } from './techniques.ts';
import { mergeShortSteps, settleStep, unitsFor } from './timing.ts';
import type { Ctx, Picks, StepDraft, Technique } from './types.ts';
import { SEASON_IN_LAYERS, UPGRADE_MOVES, type UpgradeMove } from './upgrades.ts';

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
// Only staples are assumed: any other fat must be on the cook's list.
const FAT_PREFERENCE = ['olive-oil', 'vegetable-oil'];
// "roast" alone never means cooked: a chuck roast or a pork loin roast is a raw joint.
const LEFTOVER =
  /\b(leftovers?|cooked|roasted|boiled|baked|grilled|rotisserie|precooked|pre-cooked|yesterday'?s)\b/i;
const MAIN_ROLES = new Set<Role>(['protein', 'vegetable', 'starch', 'fruit', 'cheese', 'aromatic']);

const emptyPicks = (): Picks => Object.fromEntries(ROLES.map((role) => [role, []])) as unknown as Picks;

/** What the chef knows about a request before cooking. */
export interface Kitchen {
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
  /** The checker's view of this request, to keep only tips and ideas that suit this cook. */
  check: CheckContext;
  /** suits() answers, by text: the same tips are asked about for every candidate dish. */
  suited: Map<string, boolean>;
  /** Raw meat or fish the cook said is frozen: thawed in the fridge first. */
  frozen: Set<string>;
  /** The same for appliance swaps, which name their own appliance. */
  swapSuited: Map<string, boolean>;
}

/** A food this cook must not have: by its catalogue tags, or by what the lexicons read in its name. */
const unsafeFor = (kitchen: Kitchen, ingredient: Ingredient): boolean =>
  ingredientConflicts(ingredient, kitchen.profile).length > 0 ||
  textProblemsFor(ingredient.name, kitchen.check).length > 0;

/** A tip, idea or swap text only when it suits this cook (allergies, diets, equipment); else undefined. */
function suits(kitchen: Kitchen, text: string): string | undefined {
  let fits = kitchen.suited.get(text);
  if (fits === undefined) {
    fits = textProblemsFor(text, kitchen.check, { ownText: true }).length === 0;
    kitchen.suited.set(text, fits);
  }
  return fits ? text : undefined;
}

const skillRank = (skill: SkillLevel): number => SKILL_LEVELS.indexOf(skill);

export function prepareKitchen(request: ChefRequest, reading?: PantryReading): Kitchen {
  const { constraints } = request;
  const profile = safetyProfile(constraints);
  const pantry = emptyPicks();
  const listed: Ingredient[] = [];
  const dropped: Kitchen['dropped'] = [];
  const unknown: string[] = [];
  const have = new Map<string, number>();
  const seen = new Set<string>();
  const frozen = new Set<string>();
  const check = checkContext(request, reading);
  for (const item of parsePantry(request.ingredients)) {
    // "leftover potatoes", "cooked chicken": already cooked, so they are reheated or crisped, not cooked from raw.
    const ingredient =
      item.ingredient && LEFTOVER.test(item.raw) ? cookedVersion(item.ingredient) : item.ingredient;
    if (!ingredient) {
      if (!unknown.includes(item.name)) unknown.push(item.name);
      continue;
    }
    if (seen.has(ingredient.id)) continue;
    seen.add(ingredient.id);
    if (/\bfrozen\b/i.test(item.raw) && ingredient.needsCooking && ingredient.safety)
      frozen.add(ingredient.id);
    if (item.quantity !== null && item.quantity > 0) {
      const grams = toGrams(item.quantity, item.unit ?? '', ingredient);
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
  const pantryFat = pantry.fat.find((f) => f.id !== 'butter' || constraints.macroFocus.length === 0);
  const fat = pantryFat ?? FAT_PREFERENCE.map(safe).find((f) => f !== undefined);
  const allowed = new Set<Equipment>(
    constraints.appliances.length > 0 ? constraints.appliances : EQUIPMENT_OPTIONS,
  );
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
    check,
    suited: new Map(),
    frozen,
    swapSuited: new Map(),
  };
}

/** The cooked stand-in for a dried legume, soaked and boiled in a first step, or undefined when too slow. */
function precookLegume(dried: Ingredient, constraints: Constraints): Ingredient | undefined {
  const step = legumeStep(dried, constraints);
  if (!step) return undefined;
  const { safety: _safety, legume: _legume, ...rest } = dried;
  return {
    ...rest,
    id: `${dried.id}~cooked`,
    name: legumeName(dried),
    needsCooking: false,
    cookMinutes: 3,
    precooked: { dried, step },
  };
}

/** True when the cook listed something to build a dish on (not only seasonings and oils). */
export const hasMainIngredient = (kitchen: Kitchen): boolean =>
  [...MAIN_ROLES].some((role) => kitchen.pantry[role].length > 0);

// ---------------------------------------------------------------------------------------------------
// Choosing what goes in

interface Plan {
  technique: Technique;
  variant: RecipeType;
  picks: Picks;
  bought: Set<string>;
  upgrade?: UpgradeMove;
  upgradeTool?: string;
  /** Roles trimmed to fit the time. */
  trim: number;
}

const HEAT = new Set<Equipment>(['Stove', 'Oven', 'Air Fryer', 'Instant Pot', 'Microwave']);
const STARCH_COOK_TOOLS: Equipment[] = ['Stove', 'Microwave', 'Instant Pot'];

/** The appliance that cooks a starch on its own (rice, pasta…), or 'none' if it needs no cooking. */
function starchTool(kitchen: Kitchen, technique: Technique, starch: Ingredient): string | undefined {
  if (!starch.needsCooking) return 'none';
  const kind = starchKind(starch);
  // Potatoes and squash cook inside these dishes.
  if (kind === 'potato' && !['grain-bowl', 'microwave-bowl', 'salad', 'tacos'].includes(technique.id)) {
    return technique.equipment[0] ?? undefined;
  }
  if (['pasta', 'noodle-bowl', 'risotto', 'soup'].includes(technique.id)) return technique.equipment[0];
  const own = technique.equipment.find((e) => STARCH_COOK_TOOLS.includes(e));
  if (own && (kind !== 'pasta' && kind !== 'noodle' ? true : own === 'Stove' || own === 'Microwave'))
    return own;
  return STARCH_COOK_TOOLS.find(
    (tool) => kitchen.allowed.has(tool) && (tool !== 'Instant Pot' || kind === 'rice' || kind === 'grain'),
  );
}

const LIMITS: Record<RecipeType, Partial<Record<Role, number>>> = {
  quick: {
    protein: 1,
    vegetable: 2,
    starch: 1,
    aromatic: 2,
    sauce: 1,
    herb: 1,
    cheese: 1,
    garnish: 0,
    acid: 1,
    spice: 1,
    fruit: 0,
    liquid: 1,
    sweet: 0,
    baking: 1,
  },
  'zero-waste': {
    protein: 2,
    vegetable: 7,
    starch: 1,
    aromatic: 4,
    sauce: 2,
    herb: 3,
    cheese: 2,
    garnish: 2,
    acid: 2,
    spice: 3,
    fruit: 1,
    liquid: 2,
    sweet: 1,
    baking: 1,
  },
  upgrade: {
    protein: 2,
    vegetable: 3,
    starch: 1,
    aromatic: 3,
    sauce: 1,
    herb: 2,
    cheese: 1,
    garnish: 1,
    acid: 1,
    spice: 2,
    fruit: 1,
    liquid: 1,
    sweet: 0,
    baking: 1,
  },
};

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

// Eggs only go where a cook would put them; tomato, curry and coconut bases need a simmer.
const EGG_DISHES = new Set([
  'fried-rice',
  'frittata',
  'omelette',
  'scramble',
  'hash',
  'fritters',
  'microwave-eggs',
  'no-cook',
  'prep-ahead',
]);
const SIMMER_SAUCES = new Set([
  'canned-tomatoes',
  'tomato-sauce',
  'tomato-paste',
  'curry-paste',
  'coconut-milk',
  'coconut-cream',
]);
const SIMMER_DISHES = new Set([
  'soup',
  'stew',
  'curry',
  'pasta',
  'risotto',
  'slow-cooker',
  'instant-pot',
  'skillet',
  'gratin',
  'prep-ahead',
]);

// Dishes of small pieces: a drumstick, a whole bird or a roasting joint does not go in.
const SMALL_PIECE_DISHES = new Set([
  'stir-fry',
  'fried-rice',
  'noodle-bowl',
  'pasta',
  'risotto',
  'frittata',
  'omelette',
  'scramble',
  'hash',
  'fritters',
  'tacos',
  'quesadilla',
  'grain-bowl',
  'salad',
  'skillet',
  'microwave-bowl',
  'microwave-eggs',
  'warm-salad',
  'parcels',
]);

function acceptsRole(technique: Technique, ingredient: Ingredient, role: Role): boolean {
  if (technique.accepts && !technique.accepts(ingredient)) return false;
  if (ingredient.whole && SMALL_PIECE_DISHES.has(technique.id)) return false;
  // Braising cuts (chuck, brisket, shoulder, belly) need long, low, covered cooking: never an hour of
  // high heat in a wok, skillet or air fryer.
  if (
    ingredient.needsCooking &&
    ingredient.cookMinutes > 30 &&
    ['meat', 'poultry'].includes(ingredient.category) &&
    (SMALL_PIECE_DISHES.has(technique.id) || technique.id === 'air-fryer')
  )
    return false;
  if (ingredient.id === 'egg' && !EGG_DISHES.has(technique.id)) return false;
  if (SIMMER_SAUCES.has(ingredient.id) && !SIMMER_DISHES.has(technique.id)) return false;
  switch (role) {
    case 'starch': {
      const kind = starchKind(ingredient);
      return kind !== undefined && technique.starch.includes(kind);
    }
    case 'sauce':
      return (
        technique.families.includes(familyOf(ingredient)) &&
        (technique.dairy || ingredient.category !== 'dairy' || COLD_SAUCES.has(ingredient.id))
      );
    case 'cheese':
      return technique.cheese;
    case 'liquid':
      return ingredient.category === 'dairy' ? technique.dairy : true;
    case 'fruit':
    case 'sweet':
      return technique.fruit;
    case 'baking':
      return technique.id === 'fritters' && ingredient.id.includes('flour');
    case 'fat':
      return false;
    default:
      return true;
  }
}

function choose(
  kitchen: Kitchen,
  technique: Technique,
  variant: RecipeType,
  trim: number,
): Picks | undefined {
  const { constraints } = kitchen;
  const picks = emptyPicks();
  const limits = LIMITS[variant];
  const macro = new Set(constraints.macroFocus);
  for (const role of ROLES) {
    let limit = limits[role] ?? 0;
    if (role === 'vegetable') limit = Math.min(limit, technique.maxVeg);
    if (role === 'protein' && macro.has('High Protein')) limit += 1;
    if (role === 'vegetable' && macro.has('High Fiber')) limit += 1;
    if (role === 'cheese' && macro.has('Low Fat') && variant !== 'zero-waste') limit = 0;
    if (trim >= 2 && (role === 'protein' || role === 'vegetable')) limit = Math.min(limit, 1);
    const candidates = shuffled(kitchen.pantry[role], kitchen.random).filter((i) =>
      acceptsRole(technique, i, role),
    );
    if (role === 'starch') {
      const cookable = candidates.filter((s) => starchTool(kitchen, technique, s) !== undefined);
      const fast = cookable.sort(
        (a, b) => Number(a.needsCooking) - Number(b.needsCooking) || a.cookMinutes - b.cookMinutes,
      );
      const required = technique.starchRequired === true;
      const skip =
        !required &&
        (trim >= 1 ||
          macro.has('Low Carb') ||
          (variant === 'quick' && fast[0]?.needsCooking && fast[0].cookMinutes > 12));
      if (!skip && fast[0]) picks.starch.push(fast[0]);
      continue;
    }
    if (role === 'protein' || role === 'vegetable') {
      // Quick favours what cooks fastest; the others keep the cook's order.
      if (variant === 'quick' || trim >= 1) candidates.sort((a, b) => a.cookMinutes - b.cookMinutes);
      if (
        role === 'protein' &&
        technique.needs({ ...emptyPicks(), protein: candidates.filter((c) => c.id === 'egg') })
      ) {
        candidates.sort((a, b) => Number(b.id === 'egg') - Number(a.id === 'egg'));
      }
    }
    picks[role] = candidates.slice(0, limit);
  }
  if (!technique.needs(picks)) return undefined;
  if (
    technique.id !== 'no-cook' &&
    technique.id !== 'prep-ahead' &&
    picks.protein.length + picks.vegetable.length + picks.starch.length === 0
  ) {
    return undefined;
  }
  return picks;
}

// ---------------------------------------------------------------------------------------------------
// Writing it down

const joinNames = (items: readonly Ingredient[]): string => {
  const names = items.map(displayName);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

function makeCtx(kitchen: Kitchen, plan: Plan): Ctx {
  const { picks, technique } = plan;
  const fat = kitchen.fat?.name;
  const ctx: Ctx = {
    technique,
    variant: plan.variant,
    picks,
    servings: kitchen.constraints.servings,
    fat,
    allowed: kitchen.allowed,
    list: joinNames,
    has: (role) => picks[role].length > 0,
    first: (role) => picks[role][0],
    oil: (amount) => (fat ? `${amount} ${fat}` : 'a splash of water'),
    spices: () => (picks.spice.length > 0 ? ` with the ${joinNames(picks.spice)}` : ''),
    finish: () => {
      const parts: string[] = [];
      if (picks.herb.length > 0) parts.push(`chopped ${joinNames(picks.herb)}`);
      if (picks.garnish.length > 0) parts.push(`the ${joinNames(picks.garnish)}`);
      if (picks.acid.length > 0 && !['salad', 'grain-bowl', 'no-cook'].includes(technique.id)) {
        parts.push(`a squeeze or splash of ${joinNames(picks.acid)}`);
      }
      return parts.length > 0 ? `Finish with ${parts.join(', ')}.` : '';
    },
    prep: (tool = 'Knife', extraMinutes = 0, lead = '') => {
      const cuts: string[] = [];
      let minutes = 1 + extraMinutes;
      // Produce and garnishes first, raw meat and fish last, so nothing eaten raw meets their board.
      const rawAnimal = picks.protein.filter(isRawAnimal);
      for (const role of ['vegetable', 'starch', 'aromatic', 'herb', 'acid', 'protein'] as const) {
        for (const ingredient of picks[role]) {
          const cut = cutOf(ingredient);
          if (!cut) continue;
          if (role === 'starch' && starchKind(ingredient) !== 'potato') continue;
          const name = displayName(ingredient);
          cuts.push(`${name.charAt(0).toUpperCase()}${name.slice(1)}: ${cut}.`);
          minutes +=
            role === 'herb' || role === 'acid' || !ingredient.needsCooking
              ? 0.5
              : role === 'aromatic'
                ? 1
                : 2;
        }
      }
      if (rawAnimal.length > 0) cuts.push(handWash(rawAnimal));
      if (cuts.length === 0 && !lead) return undefined;
      const text =
        `${lead ? `${lead} ` : ''}${cuts.length > 0 ? `Get everything ready before the heat goes on. ${cuts.join(' ')}` : ''}`.trim();
      return {
        tool: cuts.length > 0 ? tool : 'none',
        text,
        minutes: Math.round(minutes),
        prep: cuts.length > 0,
      };
    },
    cookStarch: () => {
      const starch = picks.starch[0];
      if (!starch?.needsCooking) return undefined;
      const kind = starchKind(starch);
      if (kind === 'potato') return undefined;
      if (['pasta', 'soup', 'risotto'].includes(technique.id)) return undefined;
      const tool = starchTool(kitchen, technique, starch);
      if (!tool || tool === 'none') return undefined;
      const grams = Math.round(starchGrams(starch) * kitchen.constraints.servings);
      const passive = (text: string, minutes: number): StepDraft => ({ tool, text, minutes, passive: true });
      if (kind === 'pasta' || kind === 'noodle') {
        if (starch.cookMinutes <= 4) {
          return passive(
            `Put the ${starch.name} in a large bowl, cover with just-boiled water and leave to soften, ${Math.max(3, starch.cookMinutes)} minutes, then drain and rinse under cold water so they do not stick.`,
            Math.max(3, starch.cookMinutes),
          );
        }
        return tool === 'Microwave'
          ? passive(
              `Put the ${starch.name} in a large microwave-safe bowl, cover with boiling-hot water by 3 cm and microwave on high until tender, ${starch.cookMinutes + 3} minutes, stirring halfway. Drain, saving a splash of water.`,
              starch.cookMinutes + 3,
            )
          : passive(
              `Bring a large pot of salted water to the boil, about 5 minutes. Cook the ${starch.name} until just tender, ${starch.cookMinutes} minutes (check the packet). Drain, saving a splash of the water, and toss with a little oil so it does not stick.`,
              starch.cookMinutes + 5,
            );
      }
      if (starch.id === 'couscous') {
        return passive(
          `Pour ${Math.round(grams * 1.25)} ml boiling salted water over the ${starch.name} in a bowl, cover and leave 5 minutes, then fluff with a fork.`,
          5,
        );
      }
      const water = Math.round((grams * (kind === 'rice' ? 1.5 : 2)) / 10) * 10;
      if (tool === 'Microwave') {
        const medium = Math.max(8, starch.cookMinutes - 3);
        return passive(
          `Rinse the ${starch.name}, put it in a large microwave-safe bowl with ${water} ml water and a pinch of salt, cover loosely and microwave on high 5 minutes, then medium (50%) ${medium} minutes until the water is absorbed. Stand covered 5 minutes, then fluff.`,
          medium + 10,
        );
      }
      if (tool === 'Instant Pot') {
        return passive(
          `Rinse the ${starch.name} and pressure cook with ${Math.round(water * 0.8)} ml water on High: it takes about 8 minutes to come to pressure, then ${kind === 'rice' ? 4 : 2} minutes. Let the pressure release naturally for 10 minutes, then fluff.`,
          kind === 'rice' ? 22 : 20,
        );
      }
      return passive(
        `Rinse the ${starch.name} until the water runs clear, bring to a boil with ${water} ml water and a pinch of salt, about 5 minutes, then cover, turn the heat to low and cook ${starch.cookMinutes} minutes until the water is absorbed. Rest off the heat, covered, 5 minutes, then fluff with a fork.`,
        starch.cookMinutes + 10,
      );
    },
  };
  return ctx;
}

function starchGrams(starch: Ingredient): number {
  switch (starchKind(starch)) {
    case 'rice':
      return starch.id === 'cooked-rice' ? 180 : 75;
    case 'grain':
      return 70;
    case 'pasta':
      return starch.id === 'gnocchi' || starch.id === 'tortellini' ? 150 : 90;
    case 'noodle':
      return starch.id === 'ramen-noodles' ? 85 : 80;
    case 'potato':
      return 220;
    default:
      return 60;
  }
}

function upgradeStep(plan: Plan, kitchen: Kitchen): StepDraft | undefined {
  const move = plan.upgrade;
  if (!move) return undefined;
  const names = move.items.map((item) => getIngredient(item.id).name);
  const tool = plan.upgradeTool ?? 'none';
  void kitchen;
  return { tool, text: move.text(names, tool), minutes: move.minutes };
}

const unitsTotal = (steps: readonly StepDraft[]): number =>
  steps.reduce((sum, s) => sum + (s.units ?? unitsFor(s.minutes)), 0);

const PREP_LEAD = 'Get everything ready before the heat goes on. ';

/** Starts the rice (or grain) first and does the knife work while it simmers, as a cook would. */
function prepWhileStarchCooks(steps: StepDraft[]): StepDraft[] {
  const passive = steps.findIndex((s) => s.passive);
  const prep = steps.findIndex((s) => s.prep);
  if (passive < 0 || prep < 0 || Math.abs(passive - prep) !== 1) return steps;
  const starch = steps[passive]!;
  const knife = steps[prep]!;
  const lead = knife.text.includes(PREP_LEAD) ? knife.text.slice(0, knife.text.indexOf(PREP_LEAD)) : '';
  const cuts = knife.text.slice(knife.text.indexOf(PREP_LEAD) + PREP_LEAD.length);
  const combined: StepDraft = {
    tool: starch.tool,
    text: `${lead}${starch.text} While it cooks, get everything else ready. ${cuts}`.trim(),
    minutes: Math.max(starch.minutes, knife.minutes),
  };
  const result = steps.filter((_, i) => i !== passive && i !== prep);
  result.splice(Math.min(passive, prep), 0, combined);
  return result;
}

/**
 * The steps, and only the ingredients they use: an item a technique's templates never mention (a
 * stock in a stir-fry, a spice on a no-cook plate) comes off the list rather than sit there unused.
 */
function stepsFor(kitchen: Kitchen, plan: Plan): StepDraft[] {
  const steps = writeSteps(kitchen, plan);
  // Being cut in the prep ("Garlic: peel and mince finely.") is not being used: a later step must cook or add it.
  const text = steps
    .map((s) => s.text.replace(/(?<=^|[.!] )[A-Z][A-Za-z' -]*: [^.]*\./g, '').toLowerCase())
    .join(' ');
  const mentioned = (i: Ingredient) =>
    text.includes(i.name.toLowerCase()) || text.includes(displayName(i).toLowerCase());
  if (ROLES.every((role) => plan.picks[role].every(mentioned))) return steps;
  for (const role of ROLES) plan.picks[role] = plan.picks[role].filter(mentioned);
  return writeSteps(kitchen, plan);
}

function writeSteps(kitchen: Kitchen, plan: Plan): StepDraft[] {
  const ctx = makeCtx(kitchen, plan);
  let steps = plan.technique.steps(ctx).map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }));
  const precooked = ROLES.flatMap((role) => plan.picks[role]).flatMap((i) =>
    i.precooked ? [i.precooked.step] : [],
  );
  steps = [...precooked.map((step) => ({ ...step, passive: true })), ...steps];
  steps = prepWhileStarchCooks(steps.filter((s) => s.text.length > 0));
  // Frozen raw meat or fish: thawed in the fridge a day ahead, never on the counter or from frozen in a slow cooker.
  const frozen = ROLES.flatMap((role) => plan.picks[role]).filter((i) => kitchen.frozen.has(i.id));
  const first = steps[0];
  if (frozen.length > 0 && first) {
    steps[0] = {
      ...first,
      text: `Start with the ${joinNames(frozen)} fully thawed (thawed in the fridge the day before, never on the counter). ${first.text}`,
    };
  }
  const extra = upgradeStep(plan, kitchen);
  if (extra && plan.upgrade) {
    // Cold sauces and pickles are made while the rest cooks (after the prep); hot finishes go just
    // before the dish is served, and table toppings last.
    const atTable = ['chili-crisp', 'sesame-scallion'].includes(plan.upgrade.id);
    const cold = plan.upgrade.heat.length === 0 && !atTable;
    if (cold) steps.splice(steps[0]?.prep ? 1 : 0, 0, extra);
    else if (!atTable && steps.length > 1 && steps.at(-1)?.minutes === 0) steps.splice(-1, 0, extra);
    else steps.push(extra);
  }
  return mergeShortSteps(withHygiene(withSafeDoneness(steps, plan), plan)).map(settleStep);
}

/** Raw meat, poultry, fish or shellfish: handled apart from food eaten raw, hands washed after. */
const isRawAnimal = (food: Ingredient): boolean =>
  food.needsCooking && ['poultry', 'meat', 'seafood'].includes(food.category);

/** The kitchen-hygiene sentence for raw meat and fish (FSIS: separate, then clean). */
const handWash = (raw: readonly Ingredient[]): string =>
  `Handle the raw ${joinNames(raw)} last, on a separate board if you have one; then wash the board, knife and your hands in hot soapy water.`;

/** Adds the hygiene sentence to the first step that touches raw meat or fish when no step says it yet. */
function withHygiene(steps: StepDraft[], plan: Plan): StepDraft[] {
  const raw = ROLES.flatMap((role) => plan.picks[role]).filter(isRawAnimal);
  if (raw.length === 0 || steps.some((step) => /\bwash\b[^.]*\bhands\b/i.test(step.text))) return steps;
  const names = raw.flatMap((food) => [displayName(food).toLowerCase(), food.name.toLowerCase()]);
  const index = steps.findIndex((step) => names.some((name) => step.text.toLowerCase().includes(name)));
  if (index < 0) return steps;
  return steps.map((step, i) => (i === index ? { ...step, text: `${step.text} ${handWash(raw)}` } : step));
}

/**
 * Every raw animal protein is cooked in a heated step that states its safe temperature, and every
 * leftover meat served hot is reheated to 74°C/165°F: where a technique's text does not say so, the
 * last heated step that cooks it does (data/safety.ts). The checker verifies this on its own.
 */
function withSafeDoneness(steps: StepDraft[], plan: Plan): StepDraft[] {
  const result = steps.map((step) => ({ ...step }));
  const picks = ROLES.flatMap((role) => plan.picks[role]);
  for (const food of picks) {
    const rule = food.needsCooking && food.safety ? SAFE_TEMPERATURES[food.safety] : undefined;
    // Leftover meat, fish and rice served hot are reheated until steaming (rice: Bacillus cereus).
    const leftover =
      !food.needsCooking &&
      food.name.startsWith('cooked ') &&
      (['poultry', 'meat', 'seafood'].includes(food.category) || starchKind(food) === 'rice');
    if (!rule && !leftover) continue;
    const target = rule ?? { ...REHEAT, cue: 'steaming hot all through' };
    const names = [displayName(food), food.name, food.id === 'egg' ? 'egg' : ''].filter((n) => n.length > 0);
    const cooking = result.filter(
      (step) => heats(step.tool) && names.some((n) => step.text.toLowerCase().includes(n.toLowerCase())),
    );
    const riceServedCold = leftover && starchKind(food) === 'rice' && cooking.length === 0;
    if (riceServedCold) {
      // Served beside hot food but never heated: warmed until steaming where it is first used.
      const at = result.find((step) => names.some((n) => step.text.toLowerCase().includes(n.toLowerCase())));
      if (at && !statedTemperatures(at.text).some((t) => t.celsius >= REHEAT.celsius - 0.6)) {
        at.text = `Reheat the ${food.name}, covered with a splash of water, until steaming hot all through (${formatTemperature(REHEAT)}). ${at.text}`;
      }
      continue;
    }
    const last = cooking.at(-1);
    if (!last) continue;
    // Microwaves vary and a big batch takes longer: the cook checks and carries on rather than trusts the clock.
    const microwaved = cooking.find((step) => step.tool === 'Microwave');
    if (rule && microwaved && !/short bursts/.test(microwaved.text)) {
      microwaved.text = `${microwaved.text} Microwaves vary: check the thickest piece, and if it is not there yet, carry on in short bursts; cook a large amount in batches.`;
    }
    const stated = cooking.some((step) =>
      statedTemperatures(step.text).some((t) => t.celsius >= target.celsius - 0.6),
    );
    if (stated) continue;
    const name = displayName(food);
    const verb = verbFor([food]) === 'are' || name.endsWith('s') ? 'are' : 'is';
    last.text = leftover
      ? `${last.text} Heat until the ${name} ${verb} steaming hot all through, ${formatTemperature(target)}.`
      : `${last.text} The ${name} ${verb} done at ${formatTemperature(target)} ${target.cue}.`;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Amounts

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** Dishes where vegetables and starch are a filling in eggs or a tortilla, not a side. */
const FILLING_DISHES = new Set([
  'microwave-eggs',
  'omelette',
  'scramble',
  'frittata',
  'quesadilla',
  'fritters',
]);

function amountOf(
  ingredient: Ingredient,
  role: Role,
  plan: Plan,
  kitchen: Kitchen,
): { amount: number | string; unit: string } {
  const servings = kitchen.constraints.servings;
  const macro = kitchen.constraints.macroFocus;
  const proteinBoost = macro.includes('High Protein') ? 1.35 : 1;
  const bought = plan.upgrade?.items.find((item) => item.id === ingredient.id);
  let grams: number;
  if (bought && plan.bought.has(ingredient.id)) {
    return displayAmount(ingredient, Math.max(bought.min, bought.perServing * servings), true);
  }
  switch (role) {
    case 'protein': {
      if (ingredient.id === 'egg') {
        const perServing = ['frittata', 'omelette', 'scramble', 'microwave-eggs'].includes(plan.technique.id)
          ? 2
          : 1;
        return { amount: Math.max(1, Math.round(perServing * servings * proteinBoost)), unit: 'piece' };
      }
      const share = plan.picks.protein.length > 1 ? 0.65 : 1;
      const base =
        ingredient.category === 'legume'
          ? ingredient.needsCooking
            ? 60
            : 120
          : ingredient.category === 'plant-protein'
            ? 125
            : ingredient.id === 'cooked-chicken'
              ? 100
              : 150;
      grams = base * share * servings * proteinBoost;
      break;
    }
    case 'vegetable': {
      const count = Math.max(1, plan.picks.vegetable.length);
      const perServing = FILLING_DISHES.has(plan.technique.id)
        ? 90
        : macro.includes('High Fiber')
          ? 240
          : 180;
      grams = Math.max(FILLING_DISHES.has(plan.technique.id) ? 25 : 40, perServing / count) * servings;
      if (ingredient.id === 'avocado') grams = 75 * servings;
      break;
    }
    case 'starch':
      grams =
        starchGrams(ingredient) *
        servings *
        (macro.includes('Low Carb') ? 0.6 : 1) *
        (FILLING_DISHES.has(plan.technique.id) ? 0.4 : 1);
      if (starchKind(ingredient) === 'tortilla') return { amount: 2 * servings, unit: 'piece' };
      if (starchKind(ingredient) === 'bread')
        return {
          amount: servings * (ingredient.unit === 'slice' ? 2 : 1),
          unit: ingredient.unit === 'slice' ? 'slice' : ingredient.gramsPerPiece ? 'piece' : 'g',
        };
      break;
    case 'aromatic':
      if (ingredient.id === 'garlic') return { amount: Math.min(8, Math.max(2, servings)), unit: 'clove' };
      if (ingredient.id === 'ginger') return { amount: Math.max(10, roundTo(5 * servings, 5)), unit: 'g' };
      grams = (ingredient.gramsPerPiece ?? 40) * Math.max(1, servings / 4);
      break;
    case 'sauce':
    case 'liquid': {
      if (ingredient.id.includes('stock') || ingredient.id === 'water') {
        const ml = ['soup'].includes(plan.technique.id)
          ? 350
          : ['risotto'].includes(plan.technique.id)
            ? 250
            : 80;
        return { amount: roundTo(ml * servings, 50), unit: 'ml' };
      }
      if (
        ingredient.unit === 'ml' ||
        ingredient.id === 'canned-tomatoes' ||
        ingredient.id === 'coconut-milk' ||
        ingredient.id === 'coconut-cream'
      ) {
        const ml =
          ingredient.category === 'dairy' &&
          ['frittata', 'scramble', 'microwave-eggs'].includes(plan.technique.id)
            ? 15
            : 100;
        return {
          amount: roundTo(ml * servings, ml < 50 ? 5 : 25),
          unit: ingredient.id === 'canned-tomatoes' ? 'g' : 'ml',
        };
      }
      if (ingredient.unit === 'g') return displayAmount(ingredient, 60 * servings, false);
      if (ingredient.unit === 'tsp') return { amount: Math.max(1, Math.round(servings)), unit: 'tsp' };
      return { amount: Math.max(1, roundTo(0.75 * servings, 0.5)), unit: 'tbsp' };
    }
    case 'cheese':
      grams = (ingredient.id === 'parmesan' ? 15 : 30) * servings;
      if (ingredient.unit === 'tbsp') return { amount: Math.max(1, roundTo(servings, 0.5)), unit: 'tbsp' };
      break;
    case 'herb':
      grams = Math.max(5, 3 * servings);
      break;
    case 'garnish':
      if (ingredient.unit === 'tbsp' || ingredient.unit === 'tsp')
        return { amount: Math.max(1, roundTo(servings / 2, 0.5)), unit: ingredient.unit };
      grams = 10 * servings;
      break;
    case 'acid':
      if (ingredient.gramsPerPiece)
        return { amount: Math.max(0.5, roundTo(servings / 4, 0.5)), unit: 'piece' };
      return {
        amount: Math.max(1, roundTo(servings / 2, 0.5)),
        unit: ingredient.unit === 'tsp' ? 'tsp' : 'tbsp',
      };
    case 'spice':
      if (ingredient.unit === 'pinch') return { amount: 1, unit: 'pinch' };
      if (ingredient.unit === 'piece') return { amount: 2, unit: 'piece' };
      return {
        amount: Math.min(3, Math.max(0.5, roundTo(servings / 4, 0.25))),
        unit: ingredient.unit === 'tbsp' ? 'tbsp' : 'tsp',
      };
    case 'fruit':
      grams = 75 * servings;
      break;
    case 'sweet':
      return { amount: Math.max(1, roundTo(servings / 2, 0.5)), unit: 'tsp' };
    case 'baking':
      return { amount: Math.max(2, roundTo(servings, 1)), unit: 'tbsp' };
    case 'fat':
      return { amount: Math.max(1, roundTo(1 + servings / 4, 0.5)), unit: 'tbsp' };
  }
  return displayAmount(ingredient, grams, false);
}

function displayAmount(
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
    return { amount: Math.max(0.5, roundTo(grams / perUnit, 0.5)), unit };
  }
  return { amount: Math.max(5, roundTo(grams, grams < 250 ? 5 : 25)), unit: 'g' };
}

// ---------------------------------------------------------------------------------------------------
// The draft

const ROLE_ORDER: Role[] = [
  'protein',
  'starch',
  'vegetable',
  'aromatic',
  'liquid',
  'sauce',
  'cheese',
  'herb',
  'garnish',
  'acid',
  'fruit',
  'sweet',
  'baking',
  'spice',
];
const capitalize = (text: string) =>
  text.replace(/(^|[\s-])([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase());
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export { pluralize };

/**
 * Writes an amount the way cookbooks do: counted things take no unit word and a plural
 * ("8 eggs", "1 onion"), and count units agree with their number ("2 cloves garlic").
 */
export function presentLine(line: { amount: number | string; unit: string; item: string }): IngredientLine {
  const many = typeof line.amount === 'number' && line.amount > 1;
  if (line.unit === 'piece')
    return { amount: line.amount, unit: '', item: many ? pluralize(line.item) : line.item };
  if (many && (line.unit === 'clove' || line.unit === 'slice')) return { ...line, unit: `${line.unit}s` };
  return line;
}

const COUNT_UNITS = new Set(['piece', 'clove', 'slice']);

/**
 * Never more than the cook said they have: "half an onion" stays half an onion, "6 eggs" caps a
 * frittata for eight at six. Counts go down in halves (whole eggs), weights and spoons round down.
 */
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

function ingredientLines(kitchen: Kitchen, plan: Plan): IngredientLine[] {
  const lines: IngredientLine[] = [];
  const seen = new Set<string>();
  const add = (ingredient: Ingredient, role: Role) => {
    if (seen.has(ingredient.id)) return;
    seen.add(ingredient.id);
    let amount = amountOf(ingredient, role, plan, kitchen);
    const dried = ingredient.precooked?.dried;
    if (dried) {
      // Dried legumes about double and a half in weight as they cook: the line shows what the cook weighs out.
      const cookedGrams =
        typeof amount.amount === 'number' ? (toGrams(amount.amount, amount.unit, ingredient) ?? 0) : 0;
      amount = { amount: Math.max(25, roundTo(cookedGrams / 2.5, 5)), unit: 'g' };
    }
    if (!plan.bought.has(ingredient.id))
      amount = capToPantry(amount, dried ?? ingredient, kitchen.have.get((dried ?? ingredient).id));
    const line: IngredientLine = presentLine({
      ...amount,
      item: dried ? dried.name : COUNT_UNITS.has(amount.unit) ? ingredient.name : displayName(ingredient),
    });
    const notes: string[] = [];
    if (dried) notes.push('soaked and cooked first (step 1)');
    if (kitchen.frozen.has(ingredient.id)) notes.push('thawed in the fridge the day before');
    if (plan.bought.has(ingredient.id)) notes.push('to buy');
    else if (plan.variant === 'zero-waste' && ingredient.scrap && suits(kitchen, ingredient.scrap))
      notes.push(`use it all: ${ingredient.scrap}`);
    if (notes.length > 0) line.notes = clip(notes.join('; '), 300);
    lines.push(line);
  };
  for (const role of ROLE_ORDER) for (const ingredient of plan.picks[role]) add(ingredient, role);
  if (plan.upgrade) for (const item of plan.upgrade.items) add(getIngredient(item.id), item.role);
  if (kitchen.fat && lines.length < 58) {
    const fatAmount =
      plan.technique.id === 'fritters'
        ? 4
        : plan.technique.id === 'hash'
          ? 3
          : Math.max(1, roundTo(1 + kitchen.constraints.servings / 4, 0.5));
    if (!seen.has(kitchen.fat.id)) lines.push({ amount: fatAmount, unit: 'tbsp', item: kitchen.fat.name });
  }
  if (kitchen.salt && !seen.has('salt'))
    lines.push({ amount: 'to taste', unit: '', item: kitchen.salt.name });
  if (kitchen.pepper && !seen.has('black-pepper'))
    lines.push({ amount: 'to taste', unit: '', item: kitchen.pepper.name });
  return lines.slice(0, 60);
}

function titleFor(plan: Plan, minutes: number, random: () => number): string {
  const stars = [
    ...plan.picks.protein.filter((p) => p.id !== 'egg' || plan.technique.id === 'fried-rice'),
    ...plan.picks.vegetable,
    ...plan.picks.starch.filter(() => plan.technique.starchRequired !== true),
  ].slice(0, 2);
  const lead = stars.length > 0 ? `${capitalize(stars.map((s) => s.name).join(' & '))} ` : '';
  const base = `${lead}${plan.technique.dish}`;
  if (plan.variant === 'quick')
    return clip(`${minutes > 60 ? 'Hands-Off' : `${minutes}-Minute`} ${base}`, 120);
  if (plan.variant === 'zero-waste') {
    const prefixes = ['Use-It-All', 'Clean-Out-the-Fridge', 'Nothing-Wasted'];
    return clip(`${prefixes[Math.floor(random() * prefixes.length)]} ${base}`, 120);
  }
  return clip(
    plan.upgrade && plan.upgrade.id !== 'season-layers'
      ? `${base} with ${plan.upgrade.name}`
      : `Chef's ${base}`,
    120,
  );
}

/** "A stir-fry", "An air-fryer plate", "Tacos" (plural dishes take no article). */
function withArticle(technique: Technique): string {
  const dish = technique.dish.toLowerCase();
  if (/s$/.test(dish)) return dish.charAt(0).toUpperCase() + dish.slice(1);
  return `${/^[aeiou]/.test(dish) ? 'An' : 'A'} ${dish}`;
}

function descriptionFor(kitchen: Kitchen, plan: Plan, minutes: number): string {
  const used = ROLE_ORDER.flatMap((role) => plan.picks[role]).filter((i) => !plan.bought.has(i.id));
  const parts: string[] = [];
  if (plan.variant === 'quick') {
    parts.push(
      `The fastest route to dinner: ${withArticle(plan.technique).toLowerCase()} on the table in ${minutes} minutes with ${plan.technique.equipment.length > 0 ? `just the ${plan.technique.equipment.join(' and ').toLowerCase()}` : 'no cooking at all'}.`,
    );
  } else if (plan.variant === 'zero-waste') {
    const usedIds = new Set([...used.map((i) => i.id), kitchen.fat?.id]);
    const unused = kitchen.listed.filter((i) => !STAPLE_IDS.has(i.id) && !usedIds.has(i.id));
    parts.push(
      `Uses ${used.length} of the things you listed${used.some((i) => i.scrap) ? ', trimmings included' : ''}, so nothing sits forgotten in the fridge.`,
    );
    if (unused.length > 0)
      parts.push(
        `Not used here: ${unused
          .map((i) => i.name)
          .slice(0, 6)
          .join(', ')}.`,
      );
  } else {
    const buy = [...plan.bought].map((id) => getIngredient(id).name);
    parts.push(
      plan.upgrade && plan.upgrade.id !== 'season-layers'
        ? `${withArticle(plan.technique)} lifted with ${plan.upgrade.name.toLowerCase()}${buy.length > 0 ? ` (buy: ${buy.join(', ')})` : ''}.`
        : `${withArticle(plan.technique)} made better by technique alone.`,
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
  // "until no longer pink" is not a safe test: the thermometer is.
  const reason = option.reason.replace(/[;,]?\s*(cook )?until (it is )?no longer pink/gi, '');
  return `${reason}; cook it to ${formatTemperature(rule)} ${rule.cue}`;
}

function substitutionsFor(kitchen: Kitchen, plan: Plan): RecipeDraft['substitutions'] {
  const result: RecipeDraft['substitutions'] = {};
  const usedIds = new Set(ROLE_ORDER.flatMap((role) => plan.picks[role]).map((i) => i.id));
  for (const role of [
    'protein',
    'starch',
    'cheese',
    'sauce',
    'liquid',
    'vegetable',
    'aromatic',
    'herb',
    'acid',
  ] as const) {
    for (const ingredient of plan.picks[role]) {
      const options = (SUBSTITUTES[ingredient.id] ?? [])
        .filter((option) => !usedIds.has(option.id))
        .map((option) => ({ ingredient: getIngredient(option.id), reason: option.reason }))
        .filter(
          (option) => !unsafeFor(kitchen, option.ingredient) && suits(kitchen, option.reason) !== undefined,
        )
        .slice(0, 3)
        .map((option) => ({ alternative: option.ingredient.name, reason: withSafeTemperature(option) }));
      if (options.length > 0) result[ingredient.name] = options;
      if (Object.keys(result).length >= 5) return result;
    }
  }
  return result;
}

function leftoverPlanFor(kitchen: Kitchen, plan: Plan): string {
  const everything = ROLE_ORDER.flatMap((role) => plan.picks[role]);
  const seafood = everything.some((i) => i.category === 'seafood');
  const rice = everything.some((i) => starchKind(i) === 'rice' && i.needsCooking);
  const days = seafood ? STORAGE.seafoodDays : STORAGE.leftoversDays;
  const parts = [
    rice
      ? `Spread leftover rice out to cool and refrigerate it within ${STORAGE.riceCoolHours} hour (rice left warm can make you ill); keep the rest covered in the fridge for up to ${days} days and reheat until steaming hot, 74°C/165°F.`
      : `Cool leftovers within ${STORAGE.coolHours} hours and refrigerate in a covered container for up to ${days} days${plan.technique.freezes ? ', or freeze portions for up to 3 months' : ''}; reheat until steaming hot all through, 74°C/165°F.`,
  ];
  // The dish's own tip, unless it states storage times of its own (one plan, one set of numbers).
  const keep = /\bdays?\b|\bmonths?\b|\bhours?\b/.test(plan.technique.keep)
    ? undefined
    : suits(kitchen, plan.technique.keep);
  if (keep) parts.push(keep);
  const remix = suits(kitchen, `Tomorrow: ${plan.technique.remix}.`);
  parts.push(
    remix ??
      'Tomorrow: warm leftovers through until steaming and eat them as they are, or pack them for lunch.',
  );
  if (plan.variant === 'zero-waste') {
    const scraps = everything
      .filter((i) => i.scrap && suits(kitchen, i.scrap))
      .map((i) => `${i.name}: ${i.scrap}`);
    if (scraps.length > 0) parts.push(`Trimmings: ${scraps.slice(0, 6).join('; ')}.`);
    const stockBag = suits(
      kitchen,
      'Keep a bag in the freezer for vegetable trimmings (onion skins, carrot peels, herb stems); when it is full, cover with water, simmer 45 minutes and strain for free stock.',
    );
    if (stockBag) parts.push(stockBag);
  }
  return clip(parts.join(' '), 4000);
}

/** Another appliance still cooks raw meat, fish or eggs to their safe temperature, and dried beans are boiled first. */
function withDonenessForSwap(instructions: string, plan: Plan): string {
  const picks = ROLES.flatMap((role) => plan.picks[role]);
  const parts = [instructions];
  if (picks.some((food) => food.precooked))
    parts.unshift('Only after step 1 (the dried legumes boiled until tender):');
  for (const food of picks) {
    const rule = food.needsCooking && food.safety ? SAFE_TEMPERATURES[food.safety] : undefined;
    if (rule)
      parts.push(
        `Cook until the ${displayName(food)} reach${/s$/.test(displayName(food)) ? '' : 'es'} ${formatTemperature(rule)} ${rule.cue}.`,
      );
  }
  if (picks.some((food) => food.needsCooking && food.safety) && /slow cooker/i.test(instructions)) {
    parts.push('Never put frozen meat in a slow cooker: thaw it in the fridge first.');
  }
  return parts.join(' ');
}

function swapsFor(kitchen: Kitchen, plan: Plan): RecipeDraft['applianceSwaps'] {
  const swaps: RecipeDraft['applianceSwaps'] = {};
  const chosen = kitchen.constraints.appliances.length > 0;
  for (const swap of plan.technique.swaps) {
    if (plan.technique.equipment.includes(swap.appliance)) continue;
    if (chosen && !kitchen.allowed.has(swap.appliance)) continue;
    // The swap names its own appliance; every other word must suit this cook.
    let fits = kitchen.swapSuited.get(swap.instructions);
    if (fits === undefined) {
      fits =
        textProblemsFor(swap.instructions, {
          ...kitchen.check,
          request: { ...kitchen.request, constraints: { ...kitchen.constraints, appliances: [] } },
        }).length === 0;
      kitchen.swapSuited.set(swap.instructions, fits);
    }
    if (!fits) continue;
    swaps[swap.appliance] = {
      instructions: withDonenessForSwap(swap.instructions, plan),
      timeAdjustment: swap.timeAdjustment,
    };
  }
  return swaps;
}

/** What sameDish compares (title, steps, time), without the ingredient lines, nutrition and tips. */
function previewFor(kitchen: Kitchen, plan: Plan, steps: StepDraft[]): RecipeDraft {
  const units = steps.reduce((sum, s) => sum + (s.units ?? unitsFor(s.minutes)), 0);
  const totalTime = units * STEP_DURATION_MULTIPLIER;
  return {
    title: titleFor(plan, totalTime, () => 0),
    totalTime,
    steps: steps.map((s, index) => ({
      step: index + 1,
      instruction: s.text,
      appliance: s.tool,
      duration: 0,
    })),
  } as unknown as RecipeDraft;
}

function draftFor(kitchen: Kitchen, plan: Plan, steps: StepDraft[]): RecipeDraft {
  const { constraints } = kitchen;
  const durations = steps.map((s) => s.units ?? unitsFor(s.minutes));
  const totalUnits = durations.reduce((a, b) => a + b, 0);
  const prepUnits = steps.reduce((sum, s, i) => sum + (isHandTool(s.tool) ? (durations[i] ?? 0) : 0), 0);
  const totalTime = totalUnits * STEP_DURATION_MULTIPLIER;
  const lines = ingredientLines(kitchen, plan);
  // Water the steps use is listed too (it is a staple, so nothing to buy).
  if (
    steps.some((step) => /\bwater\b/i.test(step.text.replace(/\b(soapy|cold|running) water\b/gi, ''))) &&
    !lines.some((line) => line.item === 'water') &&
    lines.length < 60
  ) {
    lines.push({ amount: 'as needed', unit: '', item: 'water' });
  }
  const servings = constraints.servings;
  const nutrition = computeNutrition(lines, servings);
  return {
    title: titleFor(plan, totalTime, kitchen.random),
    description: descriptionFor(kitchen, plan, totalTime),
    recipeType: plan.variant,
    difficulty: plan.technique.skill,
    totalTime,
    prepTime: prepUnits * STEP_DURATION_MULTIPLIER,
    cookTime: (totalUnits - prepUnits) * STEP_DURATION_MULTIPLIER,
    servings,
    ingredientsList: lines,
    shoppingGap: [...plan.bought].map((id) => getIngredient(id).name).slice(0, 20),
    steps: steps.slice(0, 40).map((s, index) => ({
      step: index + 1,
      instruction: clip(s.text, 2000),
      appliance: s.tool,
      duration: durations[index] ?? 0,
    })),
    substitutions: substitutionsFor(kitchen, plan),
    nutrition: { ...nutrition, estimated: nutrition.estimated ?? false },
    costEstimate: computeCost(lines, servings),
    leftoverPlan: leftoverPlanFor(kitchen, plan),
    applianceSwaps: swapsFor(kitchen, plan),
  };
}

// ---------------------------------------------------------------------------------------------------
// Picking the three

interface Candidate {
  plan: Plan;
  steps: StepDraft[];
  units: number;
  used: number;
}

function feasibleTechniques(kitchen: Kitchen): Technique[] {
  const { constraints } = kitchen;
  const withinSkill = TECHNIQUES.filter((t) => skillRank(t.skill) <= skillRank(constraints.skillLevel));
  return withinSkill.filter((t) => t.equipment.every((e) => kitchen.allowed.has(e)));
}

export function build(kitchen: Kitchen, technique: Technique, variant: RecipeType): Candidate | undefined {
  const limitUnits = kitchen.constraints.time / STEP_DURATION_MULTIPLIER;
  for (let trim = 0; trim <= 2; trim++) {
    const picks = choose(kitchen, technique, variant, trim);
    if (!picks) return undefined;
    const plan: Plan = { technique, variant, picks, bought: new Set(), trim };
    const steps = stepsFor(kitchen, plan);
    if (steps.some((s) => !isHandTool(s.tool) && !kitchen.allowed.has(s.tool as Equipment))) return undefined;
    const units = unitsTotal(steps);
    if (units <= limitUnits) {
      const used = ROLES.reduce((sum, role) => sum + picks[role].length, 0);
      return { plan, steps, units, used };
    }
  }
  return undefined;
}

function fallback(kitchen: Kitchen, variant: RecipeType): Candidate {
  // A "prep-ahead kit" of raw meat is not a dish: only food that is safe to eat as it is goes on a no-cook plate.
  for (const technique of [NO_COOK]) {
    const picks = emptyPicks();
    for (const role of ROLES) {
      if (role === 'fat') continue;
      picks[role] = kitchen.pantry[role]
        .filter((i) => technique.accepts?.(i) ?? true)
        .slice(0, variant === 'zero-waste' ? 6 : 3);
    }
    if (ROLES.every((role) => picks[role].length === 0)) continue;
    const plan: Plan = { technique, variant, picks, bought: new Set(), trim: 0 };
    const steps = stepsFor(kitchen, plan);
    const used = ROLES.reduce((sum, role) => sum + picks[role].length, 0);
    const units = unitsTotal(steps);
    if (units * STEP_DURATION_MULTIPLIER > kitchen.constraints.time) continue;
    return { plan, steps, units, used };
  }
  const { appliances, time } = kitchen.constraints;
  throw new ChefError(
    'too_few_dishes',
    `Nothing you listed can be cooked safely${appliances.length > 0 ? ` with only ${appliances.join(', ').toLowerCase()}` : ''} in ${time} minutes, and nothing can be eaten as it is. Allow more time${appliances.length > 0 ? ', choose another appliance' : ''} or add foods that need no cooking.`,
  );
}

function macroScore(kitchen: Kitchen, candidate: Candidate): number {
  const focus = kitchen.constraints.macroFocus;
  const { picks, technique } = candidate.plan;
  // A dinner first: protein, vegetables and (unless carbs are out) a starch when the pantry has them.
  let score = 0;
  if (kitchen.pantry.protein.length > 0) score += picks.protein.length > 0 ? 8 : 0;
  if (kitchen.pantry.vegetable.length > 0) score += picks.vegetable.length > 0 ? 4 : 0;
  if (kitchen.pantry.starch.length > 0 && !focus.includes('Low Carb'))
    score += picks.starch.length > 0 ? 3 : 0;
  if (focus.includes('High Protein')) score += picks.protein.length * 3;
  if (focus.includes('Low Carb')) score -= picks.starch.length * 4;
  if (focus.includes('High Fiber'))
    score += picks.vegetable.length + picks.protein.filter((p) => p.category === 'legume').length * 2;
  if (focus.includes('Low Fat'))
    score -= (['fritters', 'gratin', 'hash'].includes(technique.id) ? 4 : 0) + picks.cheese.length * 2;
  return score;
}

function chooseUpgrade(kitchen: Kitchen, candidate: Candidate): Candidate {
  const { constraints } = kitchen;
  const cap = constraints.budget === 'low' ? 3 : constraints.budget === 'medium' ? 8 : 25;
  const pantryIds = new Set(kitchen.listed.map((i) => i.id));
  const usedIds = new Set(ROLES.flatMap((role) => candidate.plan.picks[role]).map((i) => i.id));
  const limitUnits = constraints.time / STEP_DURATION_MULTIPLIER;
  const options: { move: UpgradeMove; tool: string; score: number }[] = [];
  for (const move of UPGRADE_MOVES) {
    if (move.suits.length > 0 && !move.suits.includes(candidate.plan.technique.id)) continue;
    const ingredients = move.items.map((item) => getIngredient(item.id));
    if (ingredients.some((i) => unsafeFor(kitchen, i))) continue;
    if (ingredients.every((i) => usedIds.has(i.id))) continue;
    const heat = move.heat.length === 0 ? move.tool : move.heat.find((e) => kitchen.allowed.has(e));
    if (!heat) continue;
    if (
      !suits(
        kitchen,
        `${move.name}. ${move.text(
          ingredients.map((i) => i.name),
          heat,
        )}`,
      )
    )
      continue;
    const toBuy = move.items.filter((item) => !pantryIds.has(item.id));
    const cost = toBuy.reduce((sum, item) => {
      const ingredient = getIngredient(item.id);
      const grams =
        ingredient.unit === 'g'
          ? item.min
          : (ingredient.gramsPerPiece ?? (ingredient.gramsPerCup ?? 200) / 16) * item.min;
      return sum + Math.max(0.5, (grams / 1000) * ingredient.pricePerKgUsd);
    }, 0);
    if (cost > cap) continue;
    let score = kitchen.random() * 3;
    if (move.tier === constraints.budget) score += 3;
    if (toBuy.length > 0) score += 2;
    if (constraints.macroFocus.includes('High Protein') && move.protein) score += 6;
    if (constraints.macroFocus.includes('Low Fat') && move.rich) score -= 6;
    if (move.suits.length > 0) score += 1;
    options.push({ move, tool: heat, score });
  }
  options.sort((a, b) => b.score - a.score);
  for (const option of [...options, { move: SEASON_IN_LAYERS, tool: 'none', score: 0 }]) {
    const bought = new Set(
      option.move.items.filter((item) => !pantryIds.has(item.id)).map((item) => item.id),
    );
    const plan: Plan = { ...candidate.plan, upgrade: option.move, upgradeTool: option.tool, bought };
    const steps = stepsFor(kitchen, plan);
    const units = unitsTotal(steps);
    if (units <= limitUnits) return { plan, steps, units, used: candidate.used };
  }
  return candidate;
}

/** The three recipes for a request: [quick, zero-waste, upgrade]. Throws ChefError when nothing is usable. */
/** The three recipes; `reading` is the pantry as already read (read again when not given). */
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
  const techniques = feasibleTechniques(kitchen);
  const jitter = new Map(techniques.map((t) => [t.id, kitchen.random()]));
  const quickCandidates: Candidate[] = [];
  const wasteCandidates: Candidate[] = [];
  for (const technique of techniques) {
    const quick = build(kitchen, technique, 'quick');
    if (quick) quickCandidates.push(quick);
    const waste = build(kitchen, technique, 'zero-waste');
    if (waste) wasteCandidates.push(waste);
  }
  const score = (c: Candidate, weights: { time: number; used: number; steps: number }) =>
    -c.units * weights.time +
    c.used * weights.used -
    c.steps.length * weights.steps +
    macroScore(kitchen, c) +
    // The microwave dishes are for cooks without a hob, not a first choice beside one.
    (c.plan.technique.equipment.includes('Microwave') && kitchen.allowed.has('Stove') ? -6 : 0) +
    // A raw plate is not dinner when there is heat to cook with.
    (c.plan.technique.equipment.length === 0 && [...kitchen.allowed].some((e) => HEAT.has(e)) ? -5 : 0) +
    (jitter.get(c.plan.technique.id) ?? 0) * 2;

  quickCandidates.sort(
    (a, b) => score(b, { time: 1.5, used: 0.5, steps: 1 }) - score(a, { time: 1.5, used: 0.5, steps: 1 }),
  );
  const quick = quickCandidates[0] ?? fallback(kitchen, 'quick');

  // Zero-waste is judged by what it leaves behind: every listed main (protein, vegetable, starch,
  // cheese) it cannot use costs more than a few minutes of cooking. Three different dishes, always
  // when the pantry and equipment allow it.
  const mains = (['protein', 'vegetable', 'starch', 'cheese', 'fruit'] as const).flatMap(
    (role) => kitchen.pantry[role],
  );
  const leftBehind = (c: Candidate) => {
    const used = new Set(ROLES.flatMap((role) => c.plan.picks[role]).map((i) => i.id));
    return mains.filter((i) => !used.has(i.id)).length;
  };
  const wasteRank = (c: Candidate) =>
    score(c, { time: 0.3, used: 4, steps: 0 }) -
    leftBehind(c) * 6 +
    (c.plan.technique.catchAll ? 2 : 0) +
    (c.plan.technique.id === quick.plan.technique.id ? -60 : 0);
  wasteCandidates.sort((a, b) => wasteRank(b) - wasteRank(a));
  const waste = wasteCandidates[0] ?? fallback(kitchen, 'zero-waste');

  const upgradeCandidates: Candidate[] = [];
  for (const technique of techniques) {
    const built = build(kitchen, technique, 'upgrade');
    if (built) upgradeCandidates.push(built);
  }
  const taken = new Set([quick.plan.technique.id, waste.plan.technique.id]);
  const upgradeRank = (c: Candidate) =>
    score(c, { time: 0.5, used: 1.5, steps: 0 }) +
    (taken.has(c.plan.technique.id) ? -60 : 0) +
    skillRank(c.plan.technique.skill) * 2;
  upgradeCandidates.sort((a, b) => upgradeRank(b) - upgradeRank(a));
  // The best dish that still has room (time, equipment, budget) for a real upgrade move.
  let upgrade: Candidate | undefined;
  const wantsProtein = upgradeCandidates.some((c) => c.plan.picks.protein.length > 0);
  const hearty = upgradeCandidates.filter((c) => !wantsProtein || c.plan.picks.protein.length > 0);
  const fresh = hearty.filter((c) => !taken.has(c.plan.technique.id));
  // A third, different dish with a real upgrade move; else a different dish seasoned in layers; only
  // when no other dish fits, one of the first two lifted.
  const real = (c: Candidate) => c.plan.upgrade !== undefined && c.plan.upgrade.id !== SEASON_IN_LAYERS.id;
  const liftedFresh = fresh.slice(0, 4).map((c) => chooseUpgrade(kitchen, c));
  upgrade = liftedFresh.find(real);
  if (!upgrade) {
    const liftedTaken = hearty
      .filter((c) => taken.has(c.plan.technique.id))
      .slice(0, 2)
      .map((c) => chooseUpgrade(kitchen, c));
    upgrade = liftedFresh[0] ?? liftedTaken.find(real) ?? liftedTaken[0];
  }
  upgrade ??= chooseUpgrade(kitchen, fallback(kitchen, 'upgrade'));

  // Three different dishes or none: the next-best candidate replaces one that repeats a dish.
  // A different dish: best another technique no quicker than the Quick Win (the quickest of the three),
  // then another technique, then any dish that is not the same.
  const distinct = (
    candidates: Iterable<Candidate>,
    taken: RecipeDraft[],
    takenTechniques: string[],
  ): { draft: RecipeDraft; technique: string } | undefined => {
    const found: { candidate: Candidate; technique: string; rank: number }[] = [];
    let tried = 0;
    for (const candidate of candidates) {
      if (tried++ >= 12) break;
      // A preview (title, steps, time) is enough to compare dishes; only the chosen one is written in full.
      const draft = previewFor(kitchen, candidate.plan, candidate.steps);
      if (!taken.every((other) => !sameDish(draft, other))) continue;
      const newTechnique = !takenTechniques.includes(candidate.plan.technique.id);
      const slower = draft.totalTime >= (taken[0]?.totalTime ?? 0);
      // The cook's main food (their first protein, else starch) stays at the centre of the dishes.
      const centred = !main || ROLES.some((role) => candidate.plan.picks[role].some((i) => i.id === main.id));
      const rank = (centred ? 4 : 0) + (newTechnique ? 2 : 0) + (slower ? 1 : 0);
      found.push({ candidate, technique: candidate.plan.technique.id, rank });
      if (rank === 7) break;
    }
    const best = found.sort((a, b) => b.rank - a.rank)[0];
    if (!best) return undefined;
    const draft = draftFor(kitchen, best.candidate.plan, best.candidate.steps);
    // The full draft's title may differ from the preview's only in its type prefix, which sameDish ignores.
    return { draft, technique: best.technique };
  };
  function* upgradeAlternatives(first: Candidate): Generator<Candidate> {
    yield first;
    yield* liftedFresh;
    for (const candidate of upgradeCandidates.slice(0, 6)) yield chooseUpgrade(kitchen, candidate);
  }
  const quickDraft = draftFor(kitchen, quick.plan, quick.steps);
  const main = kitchen.pantry.protein[0] ?? kitchen.pantry.starch[0];
  const wastePick = distinct([waste, ...wasteCandidates], [quickDraft], [quick.plan.technique.id]);
  const wasteDraft = wastePick?.draft;
  const upgradeDraft = wastePick
    ? distinct(
        upgradeAlternatives(upgrade),
        [quickDraft, wastePick.draft],
        [quick.plan.technique.id, wastePick.technique],
      )?.draft
    : undefined;
  if (!wasteDraft || !upgradeDraft) {
    throw new ChefError(
      'too_few_dishes',
      `With these ingredients${kitchen.constraints.appliances.length > 0 ? `, only ${kitchen.constraints.appliances.join(', ').toLowerCase()}` : ''} and ${kitchen.constraints.time} minutes we can only make one or two different dishes, not three${
        kitchen.dropped.length > 0
          ? ` (left out for you: ${kitchen.dropped
              .slice(0, 4)
              .map((d) => d.name)
              .join(', ')})`
          : ''
      }. Add another ingredient${kitchen.constraints.appliances.length > 0 ? ' or appliance' : ''}, or allow more time.`,
    );
  }
  return [quickDraft, wasteDraft, upgradeDraft];
}
