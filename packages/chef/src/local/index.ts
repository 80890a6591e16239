import { checkTrio } from '../check/check-recipe.ts';
import { ChefError, type ChefRequest, type RecipeEngine, type RecipeTrio } from '../engine.ts';
import { assertCookable, readPantry } from '../read/pantry.ts';
import { composeTrio } from './trio.ts';

export { DISHES } from '../data/dishes/index.ts';
export { composeTrio, hasMainIngredient, prepareKitchen } from './trio.ts';
export { UPGRADE_MOVES } from './upgrades.ts';

/**
 * The offline chef, synchronous: reads the pantry (refusing non-food and cooking only foods it
 * recognises), composes three recipes and checks them with the same checker as the Claude engine,
 * so a bug here can never serve an unsafe recipe.
 */
export function cookLocally(request: ChefRequest): RecipeTrio {
  const reading = readPantry(request.ingredients);
  assertCookable(reading);
  const trio = composeTrio(request, reading);
  const violations = checkTrio(trio, request, reading);
  if (violations.length > 0) {
    throw new ChefError(
      'generation_failed',
      'We could not put together safe recipes for this request. Please try again.',
      {
        cause: new Error(violations.join('\n')),
      },
    );
  }
  return trio;
}

/** The embedded default engine: rule-based, deterministic, no network. */
export function createLocalEngine(): RecipeEngine {
  return {
    name: 'local',
    async generate(request, options) {
      if (options?.signal?.aborted) throw new ChefError('aborted', 'Generation was cancelled.');
      options?.onProgress?.(0);
      options?.onProgress?.(1);
      const trio = cookLocally(request);
      options?.onProgress?.(2);
      return trio;
    },
  };
}
