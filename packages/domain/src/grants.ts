// Admin grants as the cook reads them (issue 15, docs/decisions/101). Not in the spec. Apart from COPY
// so that only the account page's lazily loaded chunk carries them, not the home route's JavaScript.

export const GRANT_COPY = {
  /** The account card's line for premium given by an admin, with its end when it has one. */
  premiumGift: (until: string | null) => (until ? `Premium (gift) until ${until}` : 'Premium (gift)'),
  /** The account card's button to subscribe before an admin-given trial or dated gift ends. */
  subscribeEarly: 'Subscribe now',
} as const;
