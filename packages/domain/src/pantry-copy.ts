// Apart from pantry.ts (schemas): the home route imports only these words, so it carries none of the
// pantry's schemas (apps/web bench:size).

/** The home page's one pantry control, the only pantry words on the home route. */
export const USE_PANTRY_COPY = {
  label: 'Use my pantry',
  empty: 'Your pantry is empty: add what you have on the Pantry page.',
} as const;
