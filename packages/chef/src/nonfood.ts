import { findHazards, type HazardMatch, hazardForTerm, hazardMessage } from './read/hazards.ts';

/**
 * The non-food or poisonous things named in the cook's text, as main terms of the hazard lexicon
 * (data/hazards.ts), each once, in text order: "2 Tide Pods, dish soap" → ["tide pod", "dish soap"].
 * A thin wrapper over `findHazards` (read/hazards.ts), which also says what was typed and why.
 */
export function findNonFood(text: string): string[] {
  return findHazards(text).map((match) => match.term);
}

/** The message the cook sees when the input is refused, from main terms as `findNonFood` returns them. */
export function nonFoodMessage(found: readonly string[]): string {
  const matches = [...new Set(found)].map(
    (term): HazardMatch =>
      hazardForTerm(term) ?? { term, class: 'object', reason: 'it is not food', typed: term },
  );
  return hazardMessage(matches);
}
