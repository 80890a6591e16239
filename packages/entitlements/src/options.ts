// Which Customize options are Premium (spec §1 "advanced customization", §6 "advanced options";
// docs/decisions/108). Allergies and diets are safety information: free for everyone, always.
// Imported as `@sous/entitlements/options`, outside the index, so the home route does not carry it.
import {
  type ConstraintsInput,
  DEFAULT_BUDGET,
  DEFAULT_SKILL_LEVEL,
  type EntitlementUser,
} from '@sous/domain';
import { hasPremiumAccess } from './access.ts';

/** The advanced options, in the Customize panel's order. Time, servings, diets and allergies are not. */
export const ADVANCED_OPTIONS = ['skillLevel', 'appliances', 'budget', 'macroFocus'] as const;
export type AdvancedOption = (typeof ADVANCED_OPTIONS)[number];

/** Whether the user may set advanced options: premium access (active, running trial or cancelled with time left, or a grant). */
export function mayUseAdvancedOptions(user: EntitlementUser | null | undefined, now: Date): boolean {
  return hasPremiumAccess(user, now);
}

/**
 * The advanced options a request sets away from their defaults (an option sent at its default sets
 * nothing: the web app always sends skill level and budget). Reads the input as sent, before validation
 * fills defaults, so it accepts anything and never throws.
 */
export function advancedOptionsSet(constraints: ConstraintsInput | null | undefined): AdvancedOption[] {
  if (!constraints || typeof constraints !== 'object') return [];
  const set: AdvancedOption[] = [];
  if (constraints.skillLevel !== undefined && constraints.skillLevel !== DEFAULT_SKILL_LEVEL)
    set.push('skillLevel');
  if (Array.isArray(constraints.appliances) && constraints.appliances.length > 0) set.push('appliances');
  if (constraints.budget !== undefined && constraints.budget !== DEFAULT_BUDGET) set.push('budget');
  if (Array.isArray(constraints.macroFocus) && constraints.macroFocus.length > 0) set.push('macroFocus');
  return set;
}
