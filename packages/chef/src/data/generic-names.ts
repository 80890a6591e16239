/**
 * Generic names a cook types whose usual reading carries what their allergies or diet rule out, and
 * the reading to take instead. A vegan who types "noodles" has egg-free noodles in the cupboard, not
 * the egg noodles "noodles" means to everyone else; the recipe's line then names what was assumed
 * ("wheat noodles"), so a cook with an allergy can check the packet. Only the bare generic word is
 * read this way: "egg noodles", "lo mein noodles" or "hokkien noodles" are what they say.
 */
export interface GenericName {
  /** The catalogue food the generic word is read as for most cooks. */
  from: string;
  /** What the same word means for a cook who cannot eat that one, in order of likelihood. */
  to: readonly string[];
  /** The typed text names the usual food itself: no other reading. */
  unless: RegExp;
}

export const GENERIC_NAMES: readonly GenericName[] = [
  {
    from: 'egg-noodles',
    to: ['wheat-noodles'],
    unless: /\b(egg|lo mein|chow mein|hokkien)\b/i,
  },
];
