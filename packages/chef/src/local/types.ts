import type { Equipment, RecipeType, SkillLevel } from '@sous/domain';
import type { Ingredient, Role } from '../catalog/index.ts';
import type { Family, StarchKind } from './kitchen.ts';

/** A step as written, in real minutes; minutes become 5-minute duration units at the end. */
export interface StepDraft {
  tool: string;
  text: string;
  minutes: number;
  /** Cooks on its own (rice simmering): the prep can be done while it does. */
  passive?: boolean;
  /** The knife work before the heat goes on. */
  prep?: boolean;
  /** Timer units, once settled (see timing.ts). */
  units?: number;
}

export type Picks = Record<Role, Ingredient[]>;

export interface Swap {
  appliance: Equipment;
  timeAdjustment: number;
  instructions: string;
}

/** What a technique's templates can see of the dish being written. */
export interface Ctx {
  technique: Technique;
  variant: RecipeType;
  picks: Picks;
  servings: number;
  /** The cooking fat's name ("olive oil", "butter"…), or undefined when the cook can have none. */
  fat: string | undefined;
  allowed: ReadonlySet<Equipment>;
  /** "chicken breast, broccoli and carrot" */
  list(items: readonly Ingredient[]): string;
  has(role: Role): boolean;
  /** The first item of a role, if any. */
  first(role: Role): Ingredient | undefined;
  /** The prep step (cutting everything), or undefined when nothing needs a knife. */
  prep(tool?: string, extraMinutes?: number, lead?: string): StepDraft | undefined;
  /** The step that cooks a starch separately, if the starch needs one. */
  cookStarch(): StepDraft | undefined;
  /** "Finish with chopped parsley, toasted almonds and a squeeze of lemon." or '' */
  finish(): string;
  /** "with the cumin and paprika" fragment or '' */
  spices(): string;
  oil(amount: string): string;
}

export interface Technique {
  id: string;
  /** Shown in titles: "Stir-Fry", "Sheet-Pan Roast". */
  dish: string;
  equipment: Equipment[];
  skill: SkillLevel;
  starch: StarchKind[];
  starchRequired?: boolean;
  families: Family[];
  cheese: boolean;
  dairy: boolean;
  fruit: boolean;
  maxVeg: number;
  /** Does the (safe) pantry have what this dish cannot do without? */
  needs(p: Picks): boolean;
  /** May this protein or vegetable go in? Defaults to yes. */
  accepts?(ingredient: Ingredient): boolean;
  steps(c: Ctx): StepDraft[];
  /** What tomorrow's leftovers become. */
  remix: string;
  /** How to keep and warm it. */
  keep: string;
  swaps: Swap[];
  /** Liked for zero-waste: takes almost anything. */
  catchAll?: boolean;
  freezes?: boolean;
}
