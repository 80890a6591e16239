import { TOASTS } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { generationFailureToast } from './generation-error.ts';

const refusal = "We can't cook with bleach: it is not food and can be dangerous to eat.";
const nothingKnown = "We didn't recognise any food in your list (zorblax).";

describe('generationFailureToast', () => {
  it("shows the chef's message when it refuses the list", () => {
    expect(generationFailureToast(new ApiError(422, refusal, 'refused_ingredients', refusal))).toEqual(
      TOASTS.cannotCook(refusal),
    );
    expect(generationFailureToast(new ApiError(400, nothingKnown, 'bad_request', nothingKnown))).toEqual(
      TOASTS.cannotCook(nothingKnown),
    );
    const tooFew =
      'With these ingredients, only slow cooker and 180 minutes we can only make one or two different dishes, not three.';
    expect(generationFailureToast(new ApiError(422, tooFew, 'too_few_dishes', tooFew))).toEqual(
      TOASTS.cannotCook(tooFew),
    );
  });

  it('keeps the spec §8 generation error for server, network and unexplained failures', () => {
    const generic = TOASTS.generationFailed;
    expect(
      generationFailureToast(new ApiError(502, 'Failed', 'generation_failed', 'Failed to generate recipes.')),
    ).toBe(generic);
    expect(generationFailureToast(new ApiError(503, '503: Service Unavailable'))).toBe(generic);
    expect(generationFailureToast(new ApiError(400, '400: Bad Request'))).toBe(generic);
    expect(generationFailureToast(new ApiError(422, 'x', 'other', 'x'))).toBe(generic);
    expect(generationFailureToast(new TypeError('Failed to fetch'))).toBe(generic);
  });
});
