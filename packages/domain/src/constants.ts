// Business constants of spec §9, written once.

export const BRAND = {
  productName: 'Sous',
  operator: 'Sous Kitchen Pte. Ltd.',
  country: 'Singapore',
  copyrightYear: 2025,
  contactEmail: 'support@sous.kitchen',
} as const;

export const PRICING = {
  currency: 'USD',
  monthlyPrice: 2.99,
  monthlyPriceCents: 299,
  discountPrice: 1.49,
  discountPercent: 50,
  trialDays: 3,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 18;
export const FREE_GENERATIONS = 1;
export const RECIPES_PER_GENERATION = 3;

export const SCALE_OPTIONS = [0.5, 1, 2, 4] as const;
export type ScaleFactor = (typeof SCALE_OPTIONS)[number];

/** Spec §9: a step's duration is a unit count; displayed minutes = duration × 5. */
export const STEP_DURATION_MULTIPLIER = 5;
export const stepMinutes = (duration: number): number => duration * STEP_DURATION_MULTIPLIER;

/** Surprise Me cooks from this fixed list of 13 common pantry items. */
export const SURPRISE_PANTRY = [
  'eggs',
  'rice',
  'pasta',
  'onion',
  'garlic',
  'canned tomatoes',
  'potatoes',
  'carrots',
  'chicken breast',
  'cheddar cheese',
  'butter',
  'olive oil',
  'black beans',
] as const;

export const PROGRESS_STEPS = [
  'Analyzing Ingredients',
  'Generating 3 Recipe Options',
  'Finalizing Details',
] as const;
export const PROGRESS_STEP_MS = 5000;

export const SETUP_INTENT_RETRY_DELAYS_MS = [500, 1000] as const;
export const SIGNUP_TO_PAYMENT_DELAY_MS = 300;
export const LAST_DAY_THRESHOLD_HOURS = 24;

export const ADMIN_TRIAL_DAYS = { default: 7, min: 1, max: 365 } as const;
export const ADMIN_NOTES_MAX_LENGTH = 5000;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  viewportMaxWidthPx: 420,
} as const;

export const TOOLTIP = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;

/** Where retries are enabled: 1 s doubling to at most 30 s. Product defaults turn retries off. */
export const RETRY_BACKOFF = { initialMs: 1000, maxMs: 30_000 } as const;
export const retryDelay = (attempt: number): number =>
  Math.min(RETRY_BACKOFF.initialMs * 2 ** Math.max(0, attempt), RETRY_BACKOFF.maxMs);

export const MEASUREMENT_SYSTEMS = ['imperial', 'metric'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];
export const DEFAULT_MEASUREMENT_SYSTEM: MeasurementSystem = 'imperial';

/** Browser storage keys. */
export const STORAGE_KEYS = {
  measurementSystem: 'measurementSystem',
  freeRecipeGenerated: 'freeRecipeGenerated',
  discountSeen: 'discountOfferSeen',
  adminAuthenticated: 'adminAuthenticated',
  generatedRecipes: 'generatedRecipes',
} as const;

export const SAVED_SORT_KEYS = ['recent', 'title', 'time', 'rating'] as const;
export type SavedSortKey = (typeof SAVED_SORT_KEYS)[number];
