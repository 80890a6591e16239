/**
 * Frozen raw meat, poultry and fish the cook has tonight (decision 127). A cook who types "frozen
 * chicken" has it in the freezer now: the recipe cannot say it was thawed in the fridge the day before.
 *
 * Source: USDA FSIS, "The Big Thaw — Safe Defrosting Methods for Consumers" (fsis.usda.gov):
 * - Thaw in cold water in a leak-proof bag, submerged, changing the water every 30 minutes so it keeps
 *   thawing; about 30 minutes per pound (450 g); a small package of about a pound may thaw in an hour.
 *   Cook it immediately after thawing.
 * - Never thaw on the counter, in hot or warm water: the outside sits in the danger zone
 *   (4–60 °C / 40–140 °F) while the centre is still frozen.
 * - Cooking from frozen is safe but takes about 50% longer; never in a slow cooker (it stays too long
 *   in the danger zone). The local chef's dishes cut, brown and sear their meat, which frozen meat
 *   cannot be, so it thaws in cold water; cooking from frozen is left to the Claude engine's prompt.
 * Small shellfish (prawns, shrimp, scallops, squid rings) thaw in minutes in a colander under cold
 * running water (FDA, "Selecting and Serving Fresh and Frozen Seafood Safely": thaw in cold water).
 */
export const THAWING = {
  /** Minutes in cold water per 450 g (1 lb), the water changed every 30 minutes. */
  coldWaterMinutesPer450g: 30,
  /** A package of about a pound or less: about an hour. */
  coldWaterMinimumMinutes: 60,
  /** Small shellfish in a colander under cold running water. */
  runningWaterMinutes: 10,
  /** How often the cold water is changed. */
  changeWaterEveryMinutes: 30,
  /**
   * The least a dish adds around the food's own cooking (knife work, a pan heating, serving): a
   * frozen food whose thaw and cooking leave less than this is left out, and the cook told why.
   */
  dishMinutesAround: 10,
} as const;

/** Shellfish that thaw in minutes under cold running water. */
export const THAWS_UNDER_RUNNING_WATER =
  /\b(shrimp|prawns?|scallops?|squid|calamari|crawfish|langoustines?)\b/;

/** What the cook is never told to do, and what every thaw says. */
export const NEVER_THAW = 'never on the counter or in warm water';
