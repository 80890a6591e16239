// A fair free recipe (issue 15, docs/decisions/101). These texts live apart from COPY so that only the
// lazily loaded dialogs carry them, not the home route's JavaScript. The spec's dialog texts are not
// changed: these lines only say why a dialog opened.

/** Why the premium upsell opened, when something the cook did opened it. */
export type UpsellReason =
  | 'freeRecipeUsed'
  | 'savingIsPremium'
  | 'surpriseMeIsPremium'
  | 'advancedOptionsArePremium';

export const FREE_RECIPE_COPY = {
  /** The one line above the spec's upsell texts. */
  upsellReasons: {
    freeRecipeUsed: "You've used your free recipe. Premium gives you as many as you like.",
    savingIsPremium: 'Saving recipes is part of Premium.',
    surpriseMeIsPremium: 'Surprise Me is part of Premium.',
    advancedOptionsArePremium: 'Skill level, equipment, budget and nutritional focus are part of Premium.',
  } satisfies Record<UpsellReason, string>,
  /** The auth dialog's line when the visitor allowance of a network is spent (the cook's own is not). */
  signUpToClaim:
    'Your free recipe is waiting. Other visitors on your network have used the free recipes we offer without an account today, so create a free account to claim yours.',
  /** The API's message for `sign_up_required`. */
  signUpRequired: 'Create a free account to claim your free recipe.',
} as const;

/** The API's code when the per-IP visitor allowance is spent: sign up (free) rather than upgrade. */
export const SIGN_UP_REQUIRED = 'sign_up_required';
