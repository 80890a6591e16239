// Words of the offline app and the update prompt. Not in the spec, so not in @sous/domain's COPY; the
// spec's own texts are untouched (docs/decisions/099). Generating's own offline toast sits with the
// generation toasts (features/generate/generation-error.ts), to keep this out of the home route.
import { COPY, type ToastText } from '@sous/domain';

const needsConnection = (description: string) =>
  ({ title: "You're offline", description }) satisfies ToastText;

export const OFFLINE_COPY = {
  offline: "You're offline. Your saved recipes still open.",
  save: needsConnection('Saving recipes needs a connection.'),
  unsave: needsConnection('Removing a saved recipe needs a connection.'),
  rate: needsConnection('Rating recipes needs a connection.'),
  newVersion: `A new version of ${COPY.brand.name} is ready.`,
  reload: 'Reload',
  later: 'Not now',
} as const;
