import { TOASTS, type ToastText } from '@sous/domain';
import { ApiError } from '../../lib/api.ts';

/**
 * The toast for a failed generation. The chef's refusals (non-food named, or too little for three
 * different dishes: 422; no food recognised: 400 with its message) say why, so the cook can fix the list; anything else, including 5xx and
 * network failures, is the spec §8 generation error.
 */
export function generationFailureToast(error: unknown): ToastText {
  if (error instanceof ApiError && error.serverMessage) {
    const refused =
      error.status === 422 && (error.code === 'refused_ingredients' || error.code === 'too_few_dishes');
    if (refused || error.status === 400) return TOASTS.cannotCook(error.serverMessage);
  }
  return TOASTS.generationFailed;
}

/**
 * Said instead of opening the progress dialog when the browser is offline. Not a spec text; it lives here,
 * not in features/offline/offline-copy.ts, so that the home route loads no chunk of the offline feature.
 */
export const offlineGenerateToast: ToastText = {
  title: "You're offline",
  description: 'Generating recipes needs a connection.',
};
