import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TRIAL_DAYS,
  DEFAULT_MEASUREMENT_SYSTEM,
  FREE_GENERATIONS,
  LAST_DAY_THRESHOLD_HOURS,
  MINIMUM_AGE,
  PASSWORD_MIN_LENGTH,
  PRICING,
  PROGRESS_STEP_MS,
  PROGRESS_STEPS,
  RECIPES_PER_GENERATION,
  RETRY_BACKOFF,
  retryDelay,
  SAVED_SORT_KEYS,
  SCALE_OPTIONS,
  SETUP_INTENT_RETRY_DELAYS_MS,
  SIGNUP_TO_PAYMENT_DELAY_MS,
  STEP_DURATION_MULTIPLIER,
  STORAGE_KEYS,
  SURPRISE_PANTRY,
  stepMinutes,
  TOAST,
  TOOLTIP,
} from './constants.ts';
import { COOKING_TIME, SERVINGS } from './options.ts';

describe('business constants (spec §9)', () => {
  it('pricing: $2.99/month, 3-day trial, $1.49 first month (50% off)', () => {
    expect(PRICING.monthlyPrice).toBe(2.99);
    expect(PRICING.monthlyPriceCents).toBe(Math.round(PRICING.monthlyPrice * 100));
    expect(PRICING.trialDays).toBe(3);
    expect(PRICING.discountPrice).toBe(1.49);
    expect(PRICING.discountPercent).toBe(50);
    expect(PRICING.discountPrice).toBe(Math.floor(PRICING.monthlyPrice * 50) / 100);
  });

  it.each([
    ['minimum age', MINIMUM_AGE, 18],
    ['password minimum', PASSWORD_MIN_LENGTH, 8],
    ['free generations', FREE_GENERATIONS, 1],
    ['recipes per request', RECIPES_PER_GENERATION, 3],
    ['progress step ms', PROGRESS_STEP_MS, 5000],
    ['sign-up to payment delay', SIGNUP_TO_PAYMENT_DELAY_MS, 300],
    ['last-day threshold hours', LAST_DAY_THRESHOLD_HOURS, 24],
    ['admin trial default', ADMIN_TRIAL_DAYS.default, 7],
    ['admin trial minimum', ADMIN_TRIAL_DAYS.min, 1],
    ['toast limit', TOAST.limit, 1],
    ['toast duration', TOAST.durationMs, 5000],
    ['toast swipe threshold', TOAST.swipeThresholdPx, 50],
    ['toast viewport width', TOAST.viewportMaxWidthPx, 420],
    ['tooltip delay', TOOLTIP.delayDurationMs, 700],
    ['tooltip skip delay', TOOLTIP.skipDelayDurationMs, 300],
    ['servings min', SERVINGS.min, 1],
    ['servings max', SERVINGS.max, 12],
    ['servings default', SERVINGS.default, 4],
    ['cooking time min', COOKING_TIME.min, 5],
    ['cooking time max', COOKING_TIME.max, 180],
    ['cooking time step', COOKING_TIME.step, 5],
    ['cooking time default', COOKING_TIME.default, 30],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists', () => {
    expect(SCALE_OPTIONS).toEqual([0.5, 1, 2, 4]);
    expect(SETUP_INTENT_RETRY_DELAYS_MS).toEqual([500, 1000]);
    expect(SAVED_SORT_KEYS).toEqual(['recent', 'title', 'time', 'rating']);
    expect(PROGRESS_STEPS).toEqual([
      'Analyzing Ingredients',
      'Generating 3 Recipe Options',
      'Finalizing Details',
    ]);
    expect(TOAST.hotkey).toEqual(['F8']);
    expect(TOAST.swipeDirection).toBe('right');
  });

  it('Surprise Me uses 13 distinct pantry items', () => {
    expect(SURPRISE_PANTRY).toHaveLength(13);
    expect(new Set(SURPRISE_PANTRY).size).toBe(13);
  });

  it('measurement system: imperial by default, stored under measurementSystem', () => {
    expect(DEFAULT_MEASUREMENT_SYSTEM).toBe('imperial');
    expect(STORAGE_KEYS.measurementSystem).toBe('measurementSystem');
    expect(STORAGE_KEYS.freeRecipeGenerated).toBe('freeRecipeGenerated');
  });

  it('a step duration is shown as duration × 5 minutes', () => {
    expect(STEP_DURATION_MULTIPLIER).toBe(5);
    expect([0, 1, 3, 12].map(stepMinutes)).toEqual([0, 5, 15, 60]);
  });
});

describe('retryDelay (1 s doubling to at most 30 s)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
    [-3, 1000],
  ])('attempt %d → %d ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it('never leaves [1 s, 30 s] and never shrinks', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), (attempt) => {
        const delay = retryDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(RETRY_BACKOFF.initialMs);
        expect(delay).toBeLessThanOrEqual(RETRY_BACKOFF.maxMs);
        expect(retryDelay(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
