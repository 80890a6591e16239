import {
  type Constraints,
  EQUIPMENT_OPTIONS,
  ORDINARY_KITCHEN,
  RECIPE_TYPES,
  type RecipeDraft,
  RecipeDraftSchema,
  STEP_DURATION_MULTIPLIER,
} from '@sous/domain';
import * as v from 'valibot';
import { findIngredient, findMentionsInWords, type Ingredient, normalizeWords } from '../catalog/index.ts';
import { COMMON_RECIPE_WORDS } from '../data/common-words.ts';
import {
  COOK_UNTIL_STEAMING,
  FORBIDDEN_PROCESSES,
  HOLD,
  LEGUME_RULES,
  REHEAT,
  SAFE_TEMPERATURES,
} from '../data/safety.ts';
import type { ChefRequest } from '../engine.ts';
import { HAND_TOOLS, safetyProfile } from '../guard.ts';
import { allergensInText, allergyClasses, dietConflictsInText } from '../read/allergens.ts';
import { genericForCook } from '../read/generic-names.ts';
import { ampersandAsAnd, findHazards, namesHazard } from '../read/hazards.ts';
import { legumeName } from '../read/legumes.ts';
import { type PantryReading, readPantry } from '../read/pantry.ts';
import { isFrozenRaw } from '../read/thaw.ts';
import { appliancesIn, containsWords, PARALLEL, statedMinutesIn, statedTemperatures } from './reading.ts';
import { recipeText, type TextField } from './recipe-text.ts';

/** What a recipe is checked against: the request, and the pantry as read (the allow-list). */
export interface CheckContext {
  request: ChefRequest;
  reading: PantryReading;
  /** Food ids the cook listed (the allow-list), plus the staples every kitchen has. */
  allowed: Set<string>;
  /** Distinctive words of what the cook typed that is not food we know: never in a recipe. */
  unknownWords: string[][];
  allergyClasses: Set<string>;
  profile: ReturnType<typeof safetyProfile>;
}

/** Assumed in every kitchen; every other food is the cook's or bought (listed in the shopping gap). */
export const STAPLE_IDS: ReadonlySet<string> = new Set([
  'water',
  'salt',
  'black-pepper',
  'olive-oil',
  'vegetable-oil',
]);

const HEAT: ReadonlySet<string> = new Set([
  'stove',
  'oven',
  'microwave',
  'air fryer',
  'slow cooker',
  'instant pot',
]);
const HAND_TOOL_KEYS = new Set(HAND_TOOLS.map((tool) => tool.toLowerCase()));

// Words too common in recipes to tell an unrecognised item apart ("mystery sauce" → "mystery").
const COMMON_WORDS = new Set(
  normalizeWords(
    `a an and or of the to in on with for from at by as it its this that these those my our your some any
    all few lot bit little big small large medium fresh old new good best nice homemade home made store
    bought leftover leftovers cooked raw dried frozen canned tinned jar jarred pack packet bag box bottle
    can tin cup cups tbsp tsp g kg ml l oz lb piece pieces slice slices whole half quarter sauce paste oil
    mix powder seasoning spice spices stuff thing things food foods ingredient ingredients dish meal pot
    pan red green white black yellow brown sweet sour hot mild spicy plain simple quick easy extra more
    less no not only just also please thanks thank you want need like have had got use used using
    i me we us they them he she his her their is are was were be been being am do does did done will
    would shall should can could may might must now then than there here so if but because while into
    over under after before again once up down out off very too same other such each every both either
    what which who whom whose when where why how per via recipe recipes chef cook cooking dinner lunch
    breakfast snack today tonight something anything everything nothing ${COMMON_RECIPE_WORDS}`,
  ),
);

/** The words of a typed item that would give it away in a recipe. */
function distinctiveWords(typed: string): string[] {
  const words = normalizeWords(typed).filter((word) => word.length >= 3 && !COMMON_WORDS.has(word));
  // Words that are part of a food we know ("quorn pieces": pieces) are not the unknown part.
  const known = new Set(findMentionsInWords(words).flatMap((m) => words.slice(m.start, m.end)));
  return words.filter((word) => !known.has(word) && !/^\d+$/.test(word));
}

export function checkContext(request: ChefRequest, reading = readPantry(request.ingredients)): CheckContext {
  const profile = safetyProfile(request.constraints);
  const allowed = new Set<string>(STAPLE_IDS);
  for (const item of reading.foods)
    if (item.ingredient) {
      allowed.add(item.ingredient.id);
      // A vegan's "noodles" are egg-free noodles: the line may name what was assumed.
      allowed.add(genericForCook(item.ingredient, item.raw, profile).id);
    }
  const classes = new Set<string>();
  for (const allergy of request.constraints.allergies)
    for (const c of allergyClasses(allergy)) classes.add(c);
  return {
    request,
    reading,
    allowed,
    unknownWords: reading.unrecognized.map(distinctiveWords).filter((words) => words.length > 0),
    allergyClasses: classes,
    profile,
  };
}

const quote = (text: string): string => (text.length > 80 ? `"${text.slice(0, 77)}…"` : `"${text}"`);

// Words an ingredient line may carry besides the food: sizes, cuts, states, qualifiers.
const LINE_FILLER = new Set(
  normalizeWords(
    `fresh frozen dried dry canned tinned cooked raw leftover large medium small baby young ripe whole
    boneless skinless bone in skin on chopped sliced diced minced grated shredded crushed cubed halved
    quartered peeled trimmed rinsed drained packed loosely firmly finely roughly thinly thickly
    extra virgin light dark low sodium reduced fat full unsalted salted plain organic free range
    of and or a an the for to taste serving garnish optional about plus more needed as divided
    vegan dairy gluten egg nut soy free plant based lean fillet fillets steak steaks breast thigh
    cut piece pieces clove cloves sprig sprigs bunch handful pinch splash dash can jar block`,
  ),
);

function ingredientProblems(draft: RecipeDraft, ctx: CheckContext, problems: string[]): void {
  const bought = new Set(
    draft.shoppingGap.map((item) => findIngredient(item)?.id).filter((id): id is string => id !== undefined),
  );
  for (const line of draft.ingredientsList) {
    const words = normalizeWords(line.item);
    const mentions = findMentionsInWords(words);
    const covered = new Set<number>();
    for (const m of mentions) for (let i = m.start; i < m.end; i++) covered.add(i);
    const stray = words.filter((word, i) => !covered.has(i) && !LINE_FILLER.has(word) && !/^\d+$/.test(word));
    const food = findIngredient(line.item);
    if (!food || stray.length > 0) {
      problems.push(
        `Ingredient ${quote(line.item)} is not a food the app knows${stray.length > 0 ? ` ("${stray.join(' ')}")` : ''}: use only the cook's foods, staples or plain bought foods`,
      );
      continue;
    }
    if (!ctx.allowed.has(food.id) && !bought.has(food.id)) {
      problems.push(
        `Ingredient ${quote(line.item)} is neither in the cook's pantry, a staple, nor in this recipe's shoppingGap`,
      );
    }
  }
}

/**
 * A generic word in a recipe means the food the recipe lists: "the noodles" in a recipe of udon
 * noodles, "warm the tortillas" beside corn tortillas. The text is read with those words replaced by
 * the listed food's name, so the lexicons judge the food actually used.
 */
/** Words that name a kind of food rather than one food: "the noodles", "the cheese", "the stock". */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  normalizeWords(
    'noodle pasta bread tortilla wrap rice grain cheese oil stock broth milk cream yogurt flour sugar bean lentil vinegar sauce fish meat',
  ),
);

function resolveGenericWords(
  text: string,
  listed: readonly Ingredient[],
  mentions?: ReturnType<typeof findMentionsInWords>,
): string {
  if (listed.length === 0) return text;
  const words = normalizeWords(text);
  const listedIds = new Set(listed.map((food) => food.id));
  let resolved = text;
  for (const mention of mentions ?? findMentionsInWords(words)) {
    if (listedIds.has(mention.ingredient.id)) continue;
    const phrase = words.slice(mention.start, mention.end);
    // Only a bare generic word is read as the listed food; a named food ("oyster sauce") is itself.
    if (phrase.length !== 1 || !GENERIC_WORDS.has(phrase[0] as string)) continue;
    const specific = listed.find((food) =>
      [food.name, ...food.synonyms].some((name) => {
        const nameWords = normalizeWords(name);
        return (
          nameWords.length > phrase.length &&
          phrase.every((w, i) => nameWords[nameWords.length - phrase.length + i] === w)
        );
      }),
    );
    // Or the one listed food of the same kind ("the noodles" in a spaghetti recipe).
    const sameKind = listed.filter((food) => food.category === mention.ingredient.category);
    const resolvedFood = specific ?? (sameKind.length === 1 ? sameKind[0] : undefined);
    if (!resolvedFood) continue;
    // Replace the words as written (any plural, any punctuation between them), keeping the rest of the text.
    const pattern = phrase.map((w) => `${w.replace(/[^a-z0-9]/g, '')}(?:e?s)?`).join('[^a-z0-9]+');
    resolved = resolved.replace(new RegExp(`\\b${pattern}\\b`, 'gi'), resolvedFood.name);
  }
  return resolved;
}

const FORBIDDEN_WORDS = FORBIDDEN_PROCESSES.map((process) => ({ process, words: normalizeWords(process) }));

/**
 * Reads every field. Most recipes are clean, so the fields are first read joined (separated by a
 * sentence break, which no lexicon phrase or qualifier crosses); only when that finds something is
 * each field read alone to say where.
 */
function textProblems(
  fields: readonly TextField[],
  ctx: CheckContext,
  problems: string[],
  listed: readonly Ingredient[] = [],
): void {
  if (fields.length > 1) {
    const found: string[] = [];
    scanFields(
      [{ where: 'recipe', text: fields.map((field) => field.text).join('\n.\n') }],
      ctx,
      found,
      listed,
      false,
      true,
    );
    if (found.length === 0) return;
  }
  scanFields(fields, ctx, problems, listed);
}

function scanFields(
  fields: readonly TextField[],
  ctx: CheckContext,
  problems: string[],
  listed: readonly Ingredient[],
  ownText = false,
  /** Only whether anything is found matters (the joined first reading): non-food is asked yes or no. */
  anyFound = false,
): void {
  const { constraints } = ctx.request;
  for (const field of fields) {
    const words = normalizeWords(field.text);
    const mentions = findMentionsInWords(words);
    // Allergens and diets are judged on the food the recipe lists ("the noodles" → its udon noodles).
    // "&" is read as "and" ("Broccoli & Rice Noodles" is rice noodles, not noodles).
    const source = ampersandAsAnd(field.text);
    const resolved = resolveGenericWords(source, listed, source === field.text ? mentions : undefined);
    if (anyFound && !ownText) {
      if (namesHazard(field.text)) problems.push(`${field.where} names something that is not food`);
    } else {
      for (const hazard of ownText ? [] : findHazards(field.text, { misspellings: false })) {
        problems.push(`${field.where} names ${quote(hazard.typed)}, which is not food (${hazard.reason})`);
      }
    }
    // A phrase is looked for only where its first word appears at all.
    const present = new Set(words);
    for (const unknown of ownText ? [] : ctx.unknownWords) {
      const word = unknown.find((w) => present.has(w));
      if (word)
        problems.push(`${field.where} uses "${word}", which the cook typed but is not a food we know`);
    }
    if (ctx.allergyClasses.size > 0) {
      for (const found of allergensInText(resolved)) {
        const hit = found.classes.find((c) => ctx.allergyClasses.has(c));
        if (hit)
          problems.push(`${field.where} has ${quote(found.term)}, which contains ${hit} (declared allergy)`);
      }
    }
    for (const mention of mentions) {
      if (ctx.profile.forbiddenIds.has(mention.ingredient.id)) {
        problems.push(`${field.where} has "${mention.ingredient.name}", a declared allergy`);
      }
    }
    for (const term of ctx.profile.terms) {
      if (present.has(term.words[0] as string) && containsWords(words, term.words))
        problems.push(`${field.where} names "${term.allergy}", a declared allergy`);
    }
    if (constraints.diet.length > 0) {
      for (const conflict of dietConflictsInText(resolved, constraints.diet)) {
        problems.push(`${field.where} has ${quote(conflict.term)}, which is not ${conflict.diet}`);
      }
    }
    for (const { process, words: processWords } of FORBIDDEN_WORDS) {
      if (present.has(processWords[0] as string) && containsWords(words, processWords)) {
        problems.push(
          `${field.where} gives "${process}" instructions: no home canning, curing or fermenting`,
        );
      }
    }
  }
}

/**
 * What is wrong with one piece of free text for this cook (hazards, unrecognised words, allergens,
 * diets, forbidden processes, appliances they do not have): the local chef uses it to keep a tip,
 * a leftover idea or a swap only when it fits.
 */
/** What the chef's own texts were found to hold, per declared allergies and diets, then per text. */
const ownTextProblems = new Map<string, Map<string, readonly string[]>>();

export function textProblemsFor(
  text: string,
  ctx: CheckContext,
  options: { ownText?: boolean } = {},
): string[] {
  const field = { where: 'text', text };
  let problems: string[];
  if (options.ownText === true) {
    // The local chef's own tips (its data and catalogue names) hold no hazard or typed word: only what
    // depends on the cook's allergies and diets is read, so the answer is kept for every cook who
    // declared the same. Every recipe is still read in full by checkTrio.
    const { allergies, diet } = ctx.request.constraints;
    const key = `${allergies.join('\n')}\u0000${diet.join('\n')}`;
    let byText = ownTextProblems.get(key);
    if (!byText) {
      if (ownTextProblems.size >= 200) ownTextProblems.clear();
      byText = new Map();
      ownTextProblems.set(key, byText);
    }
    let found = byText.get(text);
    if (!found) {
      if (byText.size >= 20_000) byText.clear();
      const fresh: string[] = [];
      scanFields([field], ctx, fresh, [], true);
      found = fresh;
      byText.set(text, fresh);
    }
    problems = [...found];
  } else {
    problems = [];
    scanFields([field], ctx, problems, [], false);
  }
  const chosen = ctx.request.constraints.appliances;
  if (chosen.length > 0) {
    for (const named of appliancesIn(text)) {
      if (named.equipment === 'other' || !chosen.includes(named.equipment))
        problems.push(`names "${named.word}"`);
    }
  }
  return problems;
}

function equipmentProblems(
  draft: RecipeDraft,
  fields: readonly TextField[],
  ctx: CheckContext,
  problems: string[],
): void {
  const chosen = ctx.request.constraints.appliances;
  if (chosen.length === 0) {
    // No equipment ticked: an ordinary home kitchen. A step needs no Instant Pot, slow cooker or air
    // fryer the cook never said they have (a swap to one is an alternative, and stays).
    for (const step of draft.steps) {
      const key = step.appliance.trim().toLowerCase();
      const equipment = EQUIPMENT_OPTIONS.find((e) => e.toLowerCase() === key);
      if (equipment && !ORDINARY_KITCHEN.includes(equipment))
        problems.push(
          `Step ${step.step} uses ${step.appliance}, but no equipment was chosen: only ${ORDINARY_KITCHEN.join(', ')} (an ordinary kitchen) may be assumed`,
        );
      for (const named of appliancesIn(step.instruction))
        if (named.equipment !== 'other' && !ORDINARY_KITCHEN.includes(named.equipment))
          problems.push(`Step ${step.step} names "${named.word}", but no equipment was chosen`);
    }
    return;
  }
  const allowed = new Set<string>(chosen);
  for (const step of draft.steps) {
    const key = step.appliance.trim().toLowerCase();
    const equipment = chosen.find((c) => c.toLowerCase() === key);
    if (!equipment && key !== '' && !HAND_TOOL_KEYS.has(key)) {
      problems.push(
        `Step ${step.step} uses ${step.appliance}, which the cook did not choose (${chosen.join(', ')})`,
      );
    }
  }
  for (const appliance of Object.keys(draft.applianceSwaps)) {
    if (!allowed.has(appliance))
      problems.push(`Appliance swap to ${appliance}, which the cook did not choose`);
  }
  for (const field of fields) {
    for (const named of appliancesIn(field.text)) {
      if (named.equipment === 'other' || !allowed.has(named.equipment)) {
        problems.push(`${field.where} names "${named.word}", but the cook has only ${chosen.join(', ')}`);
      }
    }
  }
}

function timeProblems(draft: RecipeDraft, constraints: Constraints, problems: string[]): void {
  const limit = constraints.time;
  if (draft.totalTime > limit)
    problems.push(`Total time ${draft.totalTime} min is over the ${limit}-minute limit`);
  // A step that opens "Meanwhile, …" (or "While the rice cooks, …") runs beside the step before the
  // run of such steps: that pair takes the longer of the two, as a cook reads it, not their sum.
  const timers = alongsideSum(draft.steps, (step) => step.duration * STEP_DURATION_MULTIPLIER);
  if (timers > limit) problems.push(`Step timers add up to ${timers} min, over the ${limit}-minute limit`);
  const stated = alongsideSum(draft.steps, (step) => statedMinutesIn(step.instruction));
  for (const step of draft.steps) {
    const minutes = statedMinutesIn(step.instruction);
    const timer = step.duration * STEP_DURATION_MULTIPLIER;
    if (minutes > timer) {
      problems.push(
        `Step ${step.step} states ${formatMinutes(minutes)} of work but its timer is ${timer} minutes (duration ${step.duration})`,
      );
    }
  }
  if (stated > limit)
    problems.push(`The steps state ${formatMinutes(stated)} in all, over the ${limit}-minute limit`);
}

/** Work that starts alongside what came before it: "Meanwhile, …", "While the pasta boils, …". */
const STARTS_ALONGSIDE = new RegExp(`^\\s*${PARALLEL.source.replace(/^\(\?<=\[\.!\?\]\)\\s\+/, '')}`);

/** Minutes of steps one after the other, a run of "Meanwhile" steps counted beside the step before it. */
function alongsideSum(
  steps: readonly RecipeDraft['steps'][number][],
  minutesOf: (step: RecipeDraft['steps'][number]) => number,
): number {
  let total = 0;
  let host = 0;
  let branch = 0;
  for (const step of steps) {
    const minutes = minutesOf(step);
    if (STARTS_ALONGSIDE.test(step.instruction) && total > 0) {
      const before = Math.max(host, branch);
      branch += minutes;
      total += Math.max(host, branch) - before;
      continue;
    }
    total += minutes;
    host = minutes;
    branch = 0;
  }
  return total;
}

const formatMinutes = (minutes: number): string =>
  minutes >= 120 && minutes % 60 === 0 ? `${minutes / 60} hours` : `${Math.round(minutes)} minutes`;

/** The catalogue food an ingredient line stands for, and whether it is raw (needs cooking). */
function linesWithFood(
  draft: RecipeDraft,
): { line: RecipeDraft['ingredientsList'][number]; food: Ingredient }[] {
  const result: { line: RecipeDraft['ingredientsList'][number]; food: Ingredient }[] = [];
  for (const line of draft.ingredientsList) {
    const food = findIngredient(line.item);
    if (food) result.push({ line, food });
  }
  return result;
}

/** Does this appliance cook (as opposed to a knife, a bowl or none)? */
/** The hottest a food's inside gets (water boils): any stated temperature above it is an oven's or a pan's. */
const INTERNAL_MAX = 100;

export const heats = (appliance: string): boolean => HEAT.has(appliance.trim().toLowerCase());

const isHeated = (step: RecipeDraft['steps'][number]): boolean => heats(step.appliance);

const namesCache = new Map<string, string[][]>();
const namesOf = (food: Ingredient): string[][] => {
  let names = namesCache.get(food.id);
  if (!names) {
    names = [food.name, ...food.synonyms].map(normalizeWords);
    namesCache.set(food.id, names);
  }
  return names;
};

/** Does this step talk about this food (its name, a synonym, or its safety-class words)? */
function mentions(stepWords: readonly string[], food: Ingredient, extraWords: readonly string[]): boolean {
  for (const name of namesOf(food)) if (containsWords(stepWords, name)) return true;
  return extraWords.some((word) => stepWords.includes(word));
}

/** A time in minutes ("1 minute", "2–3 minutes") or "steaming": how long a food cooks once it is in. */
const COOKED_FOR =
  /\b(?:\d+(?:[.,]\d+)?(?:\s*[–—-]\s*\d+)?|½|a|one|two|three|four|five)\s*(?:minutes?|mins?)\b|\bsteaming\b/i;

/** Does a sentence that names the food go on, after the name, to say how long it cooks (or "until steaming")? */
function cookedAfterAdding(instruction: string, food: Ingredient): boolean {
  const names = [food.name, ...food.synonyms].map((n) => n.toLowerCase());
  for (const sentence of instruction.toLowerCase().split(/(?<=[.!?])\s+/)) {
    for (const name of names) {
      let at = sentence.indexOf(name);
      while (at >= 0) {
        if (COOKED_FOR.test(sentence.slice(at + name.length))) return true;
        at = sentence.indexOf(name, at + 1);
      }
    }
  }
  return false;
}

const celsiusToF = (celsius: number): number => (celsius * 9) / 5 + 32;

const HANDS_WASHED = /\bwash\b[^.;]*\bhands\b|\bhands\b[^.;]*\bwash/i;

function safetyProblems(
  draft: RecipeDraft,
  problems: string[],
  withFood: ReturnType<typeof linesWithFood> = linesWithFood(draft),
  ownLegumes: ReadonlySet<string> = new Set(),
  /** Joints the cook already has in pieces ("lamb shoulder diced"): no whole joint to cut or roast. */
  inPieces: ReadonlySet<string> = new Set(),
): void {
  const steps = draft.steps.map((step) => ({ step, words: normalizeWords(step.instruction) }));
  // Raw meat and fish: kept apart from food eaten raw, and hands, board and knife washed after (FSIS: separate, clean).
  const rawAnimal = withFood.find(
    ({ food, line }) =>
      food.needsCooking &&
      ['poultry', 'meat', 'seafood'].includes(food.category) &&
      !['cooked', 'leftover', 'rotisserie'].some((w) =>
        normalizeWords(`${line.item} ${line.notes ?? ''}`).includes(w),
      ),
  );
  if (rawAnimal && !draft.steps.some((step) => HANDS_WASHED.test(step.instruction))) {
    problems.push(
      `Raw ${rawAnimal.food.name} is handled: a step must say to wash the board, knife and hands in hot soapy water after it`,
    );
  }
  for (const { food } of withFood) {
    if (!COOK_UNTIL_STEAMING.includes(food.id)) continue;
    // Heated in a step on the heat, or dipped in boiling liquid, and cooked there once they are in:
    // the sentence that adds them goes on to a time in minutes or "until steaming" (tossed for
    // seconds at the end of a stir-fry they are only warmed on the outside).
    const heatedHere = (s: (typeof steps)[number]) =>
      isHeated(s.step) || /\b(?:boiling|until steaming)\b/i.test(s.step.instruction);
    if (
      !steps.some(
        (s) => heatedHere(s) && mentions(s.words, food, []) && cookedAfterAdding(s.step.instruction, food),
      )
    )
      problems.push(
        `Raw ${food.name} must be cooked until steaming hot (a time in minutes or "until steaming" once they go in): sprouts are never served raw`,
      );
  }
  const rawSafeTemperatures = withFood.flatMap(({ food }) => {
    const rule = food.needsCooking && food.safety ? SAFE_TEMPERATURES[food.safety] : undefined;
    return rule
      ? [
          {
            food,
            celsius: rule.celsius,
            fahrenheit: rule.fahrenheit,
            words: rule.words.map((w) => normalizeWords(w).join(' ')),
          },
        ]
      : [];
  });
  for (const { line, food } of withFood) {
    const lineWords = normalizeWords(`${line.item} ${line.notes ?? ''}`);
    const cookedLine = ['cooked', 'leftover', 'rotisserie'].some((w) => lineWords.includes(w));
    const safety = food.safety;
    const temperature = safety && !cookedLine && food.needsCooking ? SAFE_TEMPERATURES[safety] : undefined;
    if (temperature) {
      const classWords = temperature.words.map((w) => normalizeWords(w).join(' '));
      const about = steps.filter((s) => mentions(s.words, food, classWords));
      const heated = about.filter((s) => isHeated(s.step));
      if (!inPieces.has(food.id)) wholeJointProblems(food, steps, heated, problems);
      // An internal temperature (food is done by 100°C): an oven's 200°C in the same step is not one.
      const safeStated = heated.some((s) =>
        statedTemperatures(s.step.instruction).some(
          (t) => t.celsius >= temperature.celsius - 0.6 && t.celsius <= INTERNAL_MAX,
        ),
      );
      if (heated.length === 0) {
        problems.push(`Raw ${food.name} is never cooked in a heated step: it must be cooked before serving`);
      } else if (!safeStated) {
        problems.push(
          `Raw ${food.name} must be cooked to ${temperature.celsius}°C/${temperature.fahrenheit}°F, stated in the step that cooks it`,
        );
      }
      for (const s of about) {
        // A lower temperature is allowed only as the safe one of another raw food the same step cooks
        // (steak at 63°C beside eggs at 71°C); otherwise it is being called done too early.
        const others = rawSafeTemperatures.filter(
          (other) => other.food !== food && mentions(s.words, other.food, other.words),
        );
        for (const t of statedTemperatures(s.step.instruction)) {
          const anothers = others.some(
            (other) =>
              Math.abs(other.celsius - t.celsius) < 1 ||
              Math.abs(other.fahrenheit - celsiusToF(t.celsius)) < 1.5,
          );
          if (t.celsius >= 35 && t.celsius < temperature.celsius - 0.6 && !anothers) {
            problems.push(
              `Step ${s.step.step} gives ${t.text} for ${food.name}, below the safe ${temperature.celsius}°C/${temperature.fahrenheit}°F`,
            );
          }
        }
      }
    }
    // The cook's own dried legumes (soaked already or not) are judged by pantryLegumeProblems.
    if ((safety === 'kidney-bean' || safety === 'dried-legume') && !ownLegumes.has(food.id))
      legumeProblems(food, steps, problems);
    const leftoverAnimal = cookedLine || (!food.needsCooking && food.name.startsWith('cooked '));
    const rice = food.category === 'grain' && /\brice\b/.test(food.name);
    if (leftoverAnimal && rice) {
      // Leftover rice is reheated until steaming wherever it is used (Bacillus cereus survives cooking).
      const reheated = steps.some(
        (s) =>
          mentions(s.words, food, ['rice']) &&
          statedTemperatures(s.step.instruction).some(
            (t) => t.celsius >= REHEAT.celsius - 0.6 && t.celsius <= INTERNAL_MAX,
          ),
      );
      if (!reheated)
        problems.push(
          `Leftover ${food.name} must be reheated until steaming, ${REHEAT.celsius}°C/${REHEAT.fahrenheit}°F`,
        );
    } else if (leftoverAnimal && ['poultry', 'meat', 'seafood'].includes(food.category)) {
      const heated = steps.filter((s) => isHeated(s.step) && mentions(s.words, food, []));
      if (
        heated.length > 0 &&
        !heated.some((s) =>
          statedTemperatures(s.step.instruction).some(
            (t) => t.celsius >= REHEAT.celsius - 0.6 && t.celsius <= INTERNAL_MAX,
          ),
        )
      ) {
        problems.push(
          `Leftover ${food.name} served hot must be reheated to ${REHEAT.celsius}°C/${REHEAT.fahrenheit}°F`,
        );
      }
    }
  }
}

/** A step that cooks raw food through (it states a safe inside temperature or "cooked through"). */
const COOKS_THROUGH = /\bcooked through\b|\b(?:6[3-9]|7[0-9])°C\b/;

/**
 * Cooked food must not wait out of the fridge (issue 12, S4): work done "Meanwhile" beside a long step
 * that cooks food through must start late enough ("about 15 minutes before that is done") that the
 * food waits at most HOLD.checkerIdleMinutes before the next step uses it.
 */
function holdProblems(draft: RecipeDraft, problems: string[]): void {
  draft.steps.forEach((step, index) => {
    const branches = step.instruction.split(PARALLEL);
    const own = /^(?:Meanwhile|While)\b/.test(step.instruction);
    const previous = draft.steps[index - 1];
    // The long work and what is done beside it: the step before and this one, or branches of one step.
    const pairs: [string, string][] = [];
    if (own && previous && heats(step.appliance))
      pairs.push([previous.instruction.split(PARALLEL)[0] ?? '', branches.join(' ')]);
    for (const later of branches.slice(1)) pairs.push([branches[0] ?? '', later]);
    for (const [background, beside] of pairs) {
      if (!COOKS_THROUGH.test(beside)) continue;
      // Started "about 15 minutes before that is done": it ends as the long step ends.
      const late = HOLD.lateStartPattern.exec(beside);
      const idle = (late ? Number(late[1]) : statedMinutesIn(background)) - statedMinutesIn(beside);
      if (idle > HOLD.checkerIdleMinutes) {
        problems.push(
          `Step ${step.step} cooks food that then waits about ${idle} minutes out of the fridge: start it later, near the end of the long step`,
        );
        return;
      }
    }
  });
}

/** Words that say a whole bird or joint is cut before it cooks (then it cooks in minutes, not hours). */
const CUT_UP =
  /\b(?:spatchcock|spatchcocked|butterfl(?:y|ied)|off the bone|joint it|flatten|dice|cube|shred|slice|cut)\b[^.]*?\b(?:backbone|bone|flat|into|pieces|portions|slices|steaks|chunks|cubes|strips|medallions)\b|\bspatchcock/i;
/** A whole bird, crown or joint this heavy roasts for its catalogue time, or is cut up first. */
const WHOLE_JOINT_GRAMS = 900;
/** Share of the catalogue's roasting time a whole joint must get when it is not cut up (weight varies). */
const WHOLE_JOINT_SHARE = 0.6;

/**
 * A whole bird, crown or joint (issue 12, S3: a 2 kg turkey crown "roasted 20 minutes" as slices it was
 * never cut into): either a step cuts it up (spatchcock, off the bone, into pieces), or its heated
 * steps give it most of its roasting time, and a thermometer goes in the thickest part.
 */
function wholeJointProblems(
  food: Ingredient,
  steps: { step: RecipeDraft['steps'][number]; words: string[] }[],
  heated: { step: RecipeDraft['steps'][number]; words: string[] }[],
  problems: string[],
): void {
  if (!food.whole || (food.gramsPerPiece ?? 0) < WHOLE_JOINT_GRAMS) return;
  if (!['poultry', 'meat'].includes(food.category)) return;
  // A sentence about this food that cuts it ("Turkey crown: take the breasts off the bone …").
  const cutUp = steps.some((s) =>
    s.step.instruction
      .split(/(?<=[.!?])\s+/)
      .some(
        (sentence) =>
          CUT_UP.test(sentence) && mentions(normalizeWords(sentence), food, ['bird', 'crown', 'joint']),
      ),
  );
  // A pressure cooker or a slow cooker has its own times (shorter, or all day).
  const ownTimes = heated.some(
    (s) => s.step.appliance === 'Instant Pot' || s.step.appliance === 'Slow Cooker',
  );
  // Checked with a thermometer, and given longer when it is not there yet: safe whatever the weight.
  const thermometer = steps.some((s) => s.words.includes('thermometer'));
  if (!cutUp && !ownTimes && !thermometer) {
    const minutes = heated.reduce((sum, s) => sum + statedMinutesIn(s.step.instruction), 0);
    if (minutes < food.cookMinutes * WHOLE_JOINT_SHARE)
      problems.push(
        `Whole ${food.name} roasts about ${food.cookMinutes} minutes (${minutes} given): give it its time or cut it up first`,
      );
  }
  if (!cutUp && food.category === 'poultry' && !thermometer)
    problems.push(`Whole ${food.name}: check it with a thermometer in the thickest part`);
}

const cooksFoodsCache = new WeakMap<PantryReading, { inPieces: Set<string>; frozen: Ingredient[] }>();
/** The cook's joints already in pieces and frozen raw foods, read once per pantry (decision 127). */
function cooksFoods(reading: PantryReading): { inPieces: Set<string>; frozen: Ingredient[] } {
  let found = cooksFoodsCache.get(reading);
  if (!found) {
    found = { inPieces: new Set(), frozen: [] };
    for (const item of reading.foods) {
      const food = item.ingredient;
      if (!food) continue;
      if (food.whole === false && findIngredient(food.name)?.whole) found.inPieces.add(food.id);
      if (isFrozenRaw(food, item.raw)) found.frozen.push(food);
    }
    cooksFoodsCache.set(reading, found);
  }
  return found;
}

/** A thaw the cook can do tonight: in cold water (changed, or running), or cooked from frozen. */
const THAWED_NOW = /\bthaw\b[^.]*\bcold (?:tap |running )?water\b|\bfrom frozen\b/i;
/** A thaw that needed yesterday, or one that warms the outside while the centre is frozen. */
const THAWED_WRONG =
  /\b(?:the day before|the night before|thawed overnight|thawed in the fridge|on the counter|in (?:hot|warm) water)\b/i;

/**
 * Raw meat or fish the cook has frozen (decision 127, USDA FSIS "The Big Thaw"): a recipe with it
 * thaws it tonight in cold water or cooks it from frozen, and never says it was thawed the day before
 * or thaws it on the counter or in warm water ("never on the counter" is the warning, not the thaw).
 */
function frozenProblems(
  draft: RecipeDraft,
  ctx: CheckContext,
  withFood: ReturnType<typeof linesWithFood>,
  problems: string[],
): void {
  const { frozen } = cooksFoods(ctx.reading);
  if (frozen.length === 0) return;
  const text = draft.steps.map((s) => s.instruction).join('\n');
  const notes = draft.ingredientsList.map((l) => l.notes ?? '').join('\n');
  for (const food of frozen) {
    if (!withFood.some(({ food: lineFood }) => lineFood.id === food.id)) continue;
    if (!THAWED_NOW.test(text))
      problems.push(
        `The cook's ${food.name} is frozen: a step must thaw it in cold water (or cook it from frozen) before it cooks`,
      );
    const thawing = `${text}\n${notes}`
      .split(/(?<=[.!?;\n])\s*/)
      .filter((sentence) => /\b(?:thaw|thawed|thawing|defrost|defrosted)\b/i.test(sentence));
    if (thawing.some((sentence) => THAWED_WRONG.test(sentence.replace(/\bnever\b[^.;)]*/gi, ''))))
      problems.push(
        `The cook's ${food.name} is frozen now: it cannot have been thawed the day before, and it is never thawed on the counter or in warm water`,
      );
  }
}

/**
 * Dried legumes as the cook has them, whatever name the recipe's line gives them: a line "kidney beans"
 * is the canned food in the catalogue, but when the cook listed only dried kidney beans it is those, and
 * they are soaked (unless the cook soaked them) and boiled hard like any dried kidney beans.
 */
function pantryLegumeProblems(
  draft: RecipeDraft,
  ctx: CheckContext,
  withFood: ReturnType<typeof linesWithFood>,
  problems: string[],
): void {
  const dried = ctx.reading.foods.flatMap((item) => (item.ingredient?.legume ? [item.ingredient] : []));
  if (dried.length === 0) return;
  const steps = draft.steps.map((step) => ({ step, words: normalizeWords(step.instruction) }));
  for (const food of dried) {
    const plain = findIngredient(legumeName(food));
    // The cook also has them canned: a line of the canned food may be those.
    if (plain && plain.id !== food.id && ctx.allowed.has(plain.id)) continue;
    const used = withFood.some(({ food: lineFood }) => lineFood.id === food.id || lineFood.id === plain?.id);
    if (used) legumeProblems(food, steps, problems);
  }
}

/** The minutes a step says at High pressure ("Pressure cook on High 25 minutes", "at high pressure for 20 min"); 0 for none or Low. */
function highPressureMinutes(instruction: string): number {
  let most = 0;
  for (const match of instruction.matchAll(
    /\b(?:on high|high pressure)\b(?:\s+(?:pressure|for))*\s+(\d+)(?:\s*[–—-]\s*\d+)?\s*(?:minutes?|mins?)\b/gi,
  ))
    most = Math.max(most, Number(match[1]));
  return most;
}

function legumeProblems(
  food: Ingredient,
  steps: { step: RecipeDraft['steps'][number]; words: string[] }[],
  problems: string[],
): void {
  const about = steps.filter((s) => mentions(s.words, food, ['bean', 'chickpea', 'lentil', 'pea', 'legume']));
  // Kidney beans: only High pressure, for long enough, stands in for the hard boil (Low or Sauté never does).
  const pressure = about.some(
    (s) =>
      s.step.appliance === 'Instant Pot' &&
      s.words.includes('pressure') &&
      (food.safety !== 'kidney-bean' ||
        highPressureMinutes(s.step.instruction) >= LEGUME_RULES.kidneyPressureMinutes),
  );
  const boiledIndex = about.findIndex(
    (s) =>
      (s.words.includes('boil') || s.words.includes('boiling')) &&
      statedMinutesIn(s.step.instruction) >= LEGUME_RULES.hardBoilMinutes,
  );
  // Beans that are soaked for the stove may go into a pressure cooker dry, for longer at pressure.
  const unsoaked = food.legume?.unsoakedPressureMinutes;
  const pressuredDry =
    unsoaked !== undefined &&
    food.safety !== 'kidney-bean' &&
    about.some(
      (s) =>
        s.step.appliance === 'Instant Pot' &&
        s.words.includes('pressure') &&
        statedMinutesIn(s.step.instruction) >= unsoaked,
    );
  if (
    food.legume?.soak &&
    !pressuredDry &&
    !about.some((s) => s.words.includes('soak') || s.words.includes('soaked'))
  ) {
    problems.push(`Dried ${legumeName(food)} must be soaked before cooking`);
  }
  if (food.safety === 'kidney-bean' && boiledIndex < 0 && !pressure) {
    problems.push(
      `Dried ${legumeName(food)} must boil hard for at least ${LEGUME_RULES.hardBoilMinutes} minutes (or be pressure-cooked)`,
    );
  }
  if (
    boiledIndex < 0 &&
    !pressure &&
    !about.some((s) => isHeated(s.step) && statedMinutesIn(s.step.instruction) >= 15)
  ) {
    problems.push(`Dried ${legumeName(food)} is never cooked until tender`);
  }
  const slow = about.findIndex((s) => s.step.appliance === 'Slow Cooker');
  // High pressure for long enough stands in for the hard boil before a slow cooker too.
  const pressuredIndex = about.findIndex(
    (s) =>
      s.step.appliance === 'Instant Pot' &&
      highPressureMinutes(s.step.instruction) >= LEGUME_RULES.kidneyPressureMinutes,
  );
  const madeSafe = [boiledIndex, pressuredIndex].filter((i) => i >= 0);
  if (food.safety === 'kidney-bean' && slow >= 0 && !madeSafe.some((i) => i < slow)) {
    problems.push(
      `Dried ${legumeName(food)} must boil hard for ${LEGUME_RULES.hardBoilMinutes} minutes before any slow cooking`,
    );
  }
}

function riceProblems(
  draft: RecipeDraft,
  problems: string[],
  withFood: ReturnType<typeof linesWithFood> = linesWithFood(draft),
): void {
  const rawRice = withFood.some(
    ({ food, line }) =>
      food.id.endsWith('rice') &&
      food.needsCooking &&
      !normalizeWords(`${line.item} ${line.notes ?? ''}`).includes('cooked'),
  );
  if (rawRice && !/within (?:1|one|an) hour/i.test(draft.leftoverPlan)) {
    problems.push(
      'Cooked rice left over must be cooled and refrigerated within 1 hour: say so in leftoverPlan',
    );
  }
}

/** Every way one recipe breaks the request or the food-safety rules (empty = safe to serve). */
export function checkRecipe(draft: RecipeDraft, ctx: CheckContext): string[] {
  const parsed = v.safeParse(RecipeDraftSchema, draft);
  if (!parsed.success) {
    return parsed.issues.slice(0, 10).map((issue) => `${v.getDotPath(issue) ?? 'recipe'}: ${issue.message}`);
  }
  const problems: string[] = [];
  const fields = recipeText(draft);
  // The lines' foods, read once for every check below.
  const withFood = linesWithFood(draft);
  ingredientProblems(draft, ctx, problems);
  textProblems(
    fields,
    ctx,
    problems,
    withFood.map(({ food }) => food),
  );
  equipmentProblems(draft, fields, ctx, problems);
  timeProblems(draft, ctx.request.constraints, problems);
  safetyProblems(
    draft,
    problems,
    withFood,
    new Set(ctx.reading.foods.flatMap((item) => (item.ingredient?.legume ? [item.ingredient.id] : []))),
    // Judged as the cook has it: a joint they wrote as diced or in chunks is in pieces (read/forms.ts).
    cooksFoods(ctx.reading).inPieces,
  );
  pantryLegumeProblems(draft, ctx, withFood, problems);
  frozenProblems(draft, ctx, withFood, problems);
  holdProblems(draft, problems);
  riceProblems(draft, problems, withFood);
  if (draft.servings !== ctx.request.constraints.servings) {
    problems.push(`Serves ${draft.servings}, but ${ctx.request.constraints.servings} were requested`);
  }
  if (draft.shoppingGap.length > 3) {
    problems.push(`${draft.shoppingGap.length} bought items: at most 3 (${draft.shoppingGap.join(', ')})`);
  }
  return [...new Set(problems)];
}

const stepWords = new WeakMap<RecipeDraft['steps'], { instructions: string[]; words: Set<string> }>();
/** The longer words of a recipe's steps (kept per steps list while every step's text stays the same). */
const wordSet = (draft: RecipeDraft): Set<string> => {
  const kept = stepWords.get(draft.steps);
  if (
    kept &&
    kept.instructions.length === draft.steps.length &&
    draft.steps.every((step, index) => step.instruction === kept.instructions[index])
  )
    return kept.words;
  const instructions = draft.steps.map((s) => s.instruction);
  const words = new Set(normalizeWords(instructions.join(' ')).filter((w) => w.length > 3));
  stepWords.set(draft.steps, { instructions, words });
  return words;
};

/** Share of step words two recipes have in common (Jaccard): 1 for the same steps word for word. */
function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / Math.max(1, a.size + b.size - shared);
}

/** The type prefix a title may carry ("25-Minute", "Use-It-All") does not make two dishes different. */
const dishTitle = (title: string): string =>
  normalizeWords(title)
    .filter(
      (w) =>
        !/^\d+$/.test(w) &&
        ![
          'minute',
          'hands',
          'off',
          'use',
          'it',
          'all',
          'clean',
          'out',
          'the',
          'fridge',
          'nothing',
          'wasted',
          'chef',
        ].includes(w),
    )
    .join(' ');

/** Two recipes that are one dish: the same title, or the same steps (nearly) word for word. */
export function sameDish(a: RecipeDraft, b: RecipeDraft): boolean {
  return dishTitle(a.title) === dishTitle(b.title) || overlap(wordSet(a), wordSet(b)) >= 0.95;
}

/** checkRecipe for all three, plus the trio's own promises: three types in order, three different dishes. */
export function checkTrio(
  drafts: readonly RecipeDraft[],
  request: ChefRequest,
  reading?: PantryReading,
): string[] {
  const ctx = checkContext(request, reading);
  const problems: string[] = [];
  if (drafts.length !== RECIPE_TYPES.length) problems.push(`Expected 3 recipes, got ${drafts.length}`);
  drafts.forEach((draft, index) => {
    const expected = RECIPE_TYPES[index];
    if (expected && draft.recipeType !== expected) {
      problems.push(`Recipe ${index + 1} should be ${expected}, is ${draft.recipeType}`);
    }
    for (const problem of checkRecipe(draft, ctx))
      problems.push(`Recipe ${index + 1} (${draft.title}): ${problem}`);
  });
  for (let i = 0; i < drafts.length; i++) {
    for (let j = i + 1; j < drafts.length; j++) {
      const a = drafts[i];
      const b = drafts[j];
      if (a && b && sameDish(a, b)) {
        problems.push(`Recipes ${i + 1} and ${j + 1} are the same dish: the three must be different dishes`);
      }
    }
  }
  return problems;
}
