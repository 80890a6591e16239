import { BRAND } from './constants.ts';

// Sign in with Google (issue 19, docs/decisions/100). Its texts live apart from COPY so that only the
// lazily loaded auth screens carry them, not the home route's JavaScript; its schemas are in auth.ts,
// so that this module pulls in no valibot either.

/** How a Sous account can be signed in to, as the admin console lists them. */
export const SIGN_IN_METHODS = ['password', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * What the Google callback tells the web app, as `?google=<outcome>` on the page it returns to:
 * a success, the first-sign-in step, or why the sign-in was refused.
 */
export const GOOGLE_OUTCOMES = {
  signedIn: 'signed-in',
  linked: 'linked',
  confirm: 'confirm',
} as const;

export const GOOGLE_ERROR_CODES = [
  'cancelled',
  'state_mismatch',
  'code_rejected',
  'id_token_invalid',
  'email_unverified',
  'already_linked',
  'unavailable',
] as const;
export type GoogleErrorCode = (typeof GOOGLE_ERROR_CODES)[number];

/** Why a Google sign-in was refused, in words a cook can act on. */
export const GOOGLE_ERROR_MESSAGES: Record<GoogleErrorCode, string> = {
  cancelled: 'Google sign-in was cancelled. Nothing was changed.',
  state_mismatch:
    'This Google sign-in could not be matched to this browser (it expired or was started elsewhere). Please try again.',
  code_rejected:
    'Google did not accept this sign-in: its one-time code was already used or has expired. Please try again.',
  id_token_invalid:
    'We could not verify the answer from Google, so you were not signed in. Please try again.',
  email_unverified: `Google has not verified the email address of this Google account, so ${BRAND.productName} cannot use it. Verify it with Google, or use your email and password.`,
  already_linked: `This ${BRAND.productName} account is already linked to another Google account. Sign in with that one, or with your email and password.`,
  unavailable: 'Google sign-in is unavailable right now. Please try again in a few minutes.',
};

export const GOOGLE_COPY = {
  /** Google's branding guidelines: this wording, on a white button with the multicolour G. */
  continueWithGoogle: 'Continue with Google',
  or: 'or',
  confirmTitle: 'Create your account',
  confirmDescription: (email: string) =>
    `You are signing up to ${BRAND.productName} with the Google account ${email}.`,
  cancel: 'Cancel',
  pendingExpired: 'This Google sign-up has expired. Please choose Continue with Google again.',
  linkedToast: {
    title: 'Google account linked',
    description: `Your Google account is now linked to your ${BRAND.productName} account with the same email. You can sign in with either.`,
  },
  failedToast: (message: string) => ({
    title: 'Google sign-in failed',
    description: message,
    variant: 'destructive' as const,
  }),
  addPassword: {
    title: 'Add a Password',
    description: 'You sign in with Google. Add a password to also sign in with your email and password.',
    submit: 'Add Password',
    busy: 'Adding...',
    added: { title: 'Password added', description: 'You can now sign in with your email and password too.' },
    failed: (message?: string) => ({
      title: 'Failed to add password',
      ...(message ? { description: message } : {}),
      variant: 'destructive' as const,
    }),
    alreadySet: 'Your account already has a password. Use Change Password instead.',
  },
  noPasswordYet: 'Your account has no password yet. Add one under Add a Password.',
  signInMethodLabels: { password: 'Password', google: 'Google' } satisfies Record<SignInMethod, string>,
} as const;
