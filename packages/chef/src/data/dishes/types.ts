import type { Equipment, SkillLevel } from '@sous/domain';
import type { Cuisine } from '../../catalog/types.ts';
import type { HandTool } from '../../guard.ts';
import type { Kind } from '../kinds.ts';

/**
 * A dish archetype, as a cook would write it on a card: what goes in (slots), how it is cooked
 * (steps), what it needs (equipment, skill) and where it belongs (course, cuisine, flavour).
 *
 * The local chef fills the slots from the cook's pantry, sizes every amount from the quantity model,
 * and writes the steps from the templates below with the foods actually present. Nothing here is
 * code: a cook can review a pull request to this folder.
 *
 * ## Step text
 * - `{slot}` the foods in a slot, as a cookbook names them: "chicken thighs and broccoli";
 *   `{Slot}` the same, capitalised.
 * - `[slot? …]` only when the slot has food; `[!slot? …]` only when it has none; `[a&b? …]` both,
 *   `[a|b? …]` either. No nesting. `[dry-slot? …]` only when a `dried` slot holds a dried legume
 *   that cooks raw in the dish;
 *   `[ground-slot? …]` only when the slot holds ground meat (only mince breaks up into clumps);
 *   `[fish-slot? …]` only when it holds raw fish or shellfish (back in at the end, never re-simmered);
 *   `[whole-slot? …]` only when it holds food cooked whole (corn on the cob, not kernels).
 * - `{oil 1 tbsp}` "1 tbsp olive oil" (the cook's own fat if they listed one, else olive oil), sized
 *   for four and scaled with servings (`{oil 1 tbsp/serving}` per serving, for dressings; `{oil 1 tbsp/each}` one portion's amount in the text, "drizzle each
 *   parcel with …", and one per serving on the list); every use
 *   adds up on the ingredient list. `{butter 1 tbsp}`
 *   the same with butter when the cook can have it, else the oil.
 * - `{water 500 ml}` "500 ml water", scaled with servings; `{water 250 ml/serving}` per serving.
 * - `{salt}`, `{pepper}`: salt and black pepper, listed "to taste".
 * - `{it:slot}` it/them, `{they:slot}` it/they, `{is:slot}` is/are, `{has:slot}` has/have, `{min}` this step's minutes,
 *   `{time:slot}` the slot's slowest cooking time on this step's appliance (minutes at pressure for
 *   raw lentils in an Instant Pot).
 */
export interface Dish {
  /** Unique, kebab-case: "chicken-stir-fry" is wrong (the chicken is a slot), "stir-fry" is right. */
  id: string;
  /** The title: a template like the step text, "[protein? {Protein} ]Fried Rice". */
  title: string;
  /** Breakfast and brunch, a main meal, or something sweet (dessert, bake, snack). */
  course: 'breakfast' | 'main' | 'sweet';
  family: DishFamily;
  /** 'any' when the dish is at home everywhere (an omelette, a soup). */
  cuisine: Cuisine | 'any';
  flavour: Flavour[];
  /** Every appliance the main method needs (hand tools are not equipment). */
  equipment: Equipment[];
  skill: SkillLevel;
  /** The slot the dish is built on (its title food, its centre of the plate). */
  centre: string;
  /** At least one of these slots must have food (a skillet needs a protein or a vegetable, either will do). */
  needsOne?: string[];
  /**
   * Made as a batch for at least this many (a tray of cookies takes a whole egg): for fewer servings
   * the dish is not offered, rather than a batter no egg can be divided into.
   */
  minServings?: number;
  /**
   * And at least one of these too: a board needs something to eat the cheese or meat with (bread,
   * raw vegetables or fruit), never a cheese and a dip alone.
   */
  needsAlso?: string[];
  /**
   * Made without its `needsOne` slots when the cook listed no protein at all (squash, onion, stock):
   * a vegetable soup or bake is still the dish, and its description says it is light on protein and
   * what would make it a meal. With any protein listed, `needsOne` stands.
   */
  lightWithoutProtein?: true;
  slots: Record<string, Slot>;
  steps: DishStep[];
  /** How to keep it and warm it, without storage times (the plan states those once). */
  keep: string;
  /** What tomorrow's leftovers become: "fold into fried rice". */
  remix: string;
  freezes?: boolean;
  /**
   * Pantries this dish is written for, as a cook would type them: the cookbook test cooks the dish
   * from each (2 and 6 servings, Quick Win and Zero-Waste) and the checker and linter must pass it.
   */
  examples: string[];
  /**
   * The dish (id) this card stands in for in a kitchen without that dish's equipment: the oven card of
   * an air-fryer dish, the stove card of an Instant Pot one (decision 126). Offered only when the cook
   * cannot have the dish it stands in for, so a kitchen with both never gets the same dish twice.
   */
  standsIn?: string;
  /** The same dish made with another appliance. */
  swaps?: { appliance: Equipment; timeAdjustment: number; instructions: string }[];
}

export type DishFamily =
  | 'breakfast'
  | 'baking'
  | 'sweet'
  | 'soup'
  | 'stew'
  | 'roast'
  | 'pasta'
  | 'noodles'
  | 'rice'
  | 'grain'
  | 'salad'
  | 'sandwich'
  | 'curry'
  | 'eggs'
  | 'stir-fry'
  | 'skillet'
  | 'tacos';

export type Flavour = 'savoury' | 'sweet' | 'spicy' | 'fresh' | 'rich' | 'smoky' | 'tangy' | 'herby';

/** One place in the dish the cook's food can fill. */
export interface Slot {
  /** What fits: any food of any of these kinds (data/kinds.ts). */
  kinds: Kind[];
  /** Particular catalogue foods that fit as well (ids), when no kind says it. */
  ids?: string[];
  /** The dish is not made without it. */
  need?: boolean;
  /** Served as it is, never cooked: takes no food that needs cooking in the form the cook has (frozen corn). */
  raw?: true;
  /** Most foods from the pantry in this slot (the Zero-Waste fills up to this). */
  max: number;
  /** Most for the Quick Win; defaults to max. */
  quick?: number;
  /**
   * Amount per serving for the whole slot, shared between its foods: grams, or 'main'/'side' for
   * each food's own portion (catalogue `portion`, by category when absent); `count` per serving for
   * foods counted by the piece (eggs, tortillas, slices of bread).
   */
  grams?: number | 'main' | 'side';
  count?: number;
  /** How the prep step cuts these foods, overriding the usual cut: "cut into 3 cm (1¼ in) chunks". false = not cut. */
  cut?: string | false;
  /**
   * Dried lentils and split peas go in raw and cook in this dish's own liquid (a dal, a lentil soup)
   * instead of being boiled apart first. The text says so with `[dry-slot? …]` (more water, "rinsed"),
   * and a step's `{slot: …}` minutes become the legume's time for that step's appliance (a simmer,
   * the time at pressure, a slow cooker's hours). Beans that need soaking go in raw only in an
   * Instant Pot (longer at pressure); elsewhere they are soaked and boiled first, never kidney beans.
   * 'only': the slot takes nothing else (a pot of beans cooked from dry is not made from a can).
   */
  dried?: true | 'only';
}

/** Minutes for a step: a number, or scaled from the slowest food of a slot. */
export type Minutes =
  | number
  | {
      slot: string;
      /** minutes = max(floor, add + factor × the slot's slowest cookMinutes) */
      factor?: number;
      add?: number;
      floor?: number;
      /** Weighed foods cooked whole (a bird, a joint): minutes per 500 g on top, by the slot's weight. */
      per500g?: number;
      /** Never less than this slot's cooking time on the step's appliance (dried lentils cooking in it). */
      atLeast?: string;
    };

export interface StepSpec {
  /** The appliance, or a hand tool (guard.ts HAND_TOOLS: 'Knife', 'Bowl', 'Whisk', 'Masher', 'Jar', 'none'…). */
  tool: Equipment | HandTool;
  text: string;
  minutes: Minutes;
  /** Only when these slots have food: "protein", "protein&veg", "protein|veg", "!starch". */
  when?: string;
  /** Runs while the previous step cooks on its own: written as one step, its timer the longer of the two. */
  alongside?: boolean;
  /** Microwave and batch times grow with the amount: extra fraction per serving above two. */
  scale?: number;
  /**
   * Mostly cooks by itself (pressure cooking, a long simmer stirred now and then): a starch cooked
   * apart (`{use: 'starch'}`) placed right after it runs alongside it instead of after it.
   */
  passive?: true;
}

/**
 * Steps written by the chef itself rather than a template, because they depend on the food:
 * `prep` (the knife work, produce first and raw meat last, with the hygiene sentence) and `starch`
 * (cooking the starch slot apart: rice, grains, pasta or noodles, on whichever appliance the cook has).
 */
export interface SpecialStep {
  use: 'prep' | 'starch';
  /** For `starch`: the slot to cook (default "starch"). */
  slot?: string;
  when?: string;
  alongside?: boolean;
}

export type DishStep = StepSpec | SpecialStep;
