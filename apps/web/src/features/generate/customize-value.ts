import {
  type Budget,
  COOKING_TIME,
  DEFAULT_BUDGET,
  DEFAULT_SKILL_LEVEL,
  type Diet,
  type Equipment,
  type MacroFocus,
  type SkillLevel,
} from '@sous/domain';

/** The Customize panel's state; allergies stay as typed until the request is built. */
export interface CustomizeValue {
  time: number;
  diet: Diet[];
  allergies: string;
  skillLevel: SkillLevel;
  appliances: Equipment[];
  budget: Budget;
  macroFocus: MacroFocus[];
}

/** Spec §5 defaults: 30 minutes, beginner, medium budget, nothing ticked. */
export const DEFAULT_CUSTOMIZE: CustomizeValue = {
  time: COOKING_TIME.default,
  diet: [],
  allergies: '',
  skillLevel: DEFAULT_SKILL_LEVEL,
  appliances: [],
  budget: DEFAULT_BUDGET,
  macroFocus: [],
};
