// The option lists and ranges of spec §5. Values are what the web app sends and the API accepts.
export const DIET_OPTIONS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Keto', 'Paleo'] as const;
export type Diet = (typeof DIET_OPTIONS)[number];

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const BUDGET_OPTIONS = ['low', 'medium', 'high'] as const;
export type Budget = (typeof BUDGET_OPTIONS)[number];

export const EQUIPMENT_OPTIONS = [
  'Oven',
  'Stove',
  'Microwave',
  'Air Fryer',
  'Slow Cooker',
  'Instant Pot',
] as const;
export type Equipment = (typeof EQUIPMENT_OPTIONS)[number];

/**
 * The kitchen a cook who ticks no equipment is assumed to have: an ordinary home kitchen. An Air
 * Fryer, a Slow Cooker or an Instant Pot is used only when the cook says they have one (decision 126).
 */
export const ORDINARY_KITCHEN: readonly Equipment[] = ['Oven', 'Stove', 'Microwave'];

/** The equipment a request may use: what the cook ticked, else an ordinary home kitchen. */
export const kitchenEquipment = (appliances: readonly Equipment[]): readonly Equipment[] =>
  appliances.length > 0 ? appliances : ORDINARY_KITCHEN;

export const MACRO_FOCUS_OPTIONS = ['High Protein', 'Low Carb', 'Low Fat', 'High Fiber', 'Balanced'] as const;
export type MacroFocus = (typeof MACRO_FOCUS_OPTIONS)[number];

export const RECIPE_TYPES = ['quick', 'zero-waste', 'upgrade'] as const;
export type RecipeType = (typeof RECIPE_TYPES)[number];

export const SERVINGS = { min: 1, max: 12, default: 4 } as const;
export const COOKING_TIME = { min: 5, max: 180, step: 5, default: 30 } as const;
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'beginner';
export const DEFAULT_BUDGET: Budget = 'medium';

/** Longest ingredients text accepted (characters); longer input is refused, not truncated. */
export const MAX_INGREDIENTS_LENGTH = 2000;
export const MAX_ALLERGIES = 20;

/** Spec §5: allergies are typed comma-separated; trimmed, empty items dropped. */
export function parseAllergies(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
