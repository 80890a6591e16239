import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { multiLineText, singleLineText } from './text.ts';
import { PASSWORD_MAX_LENGTH, PublicUserSchema } from './user.ts';

const email = v.pipe(
  singleLineText(),
  v.trim(),
  v.maxLength(254),
  v.email('Please enter a valid email address.'),
);
// Passwords take the lenient rule (tab, line breaks) so that no password set before the rule locks its owner out.
const newPassword = v.pipe(
  multiLineText(),
  v.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters.'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters.'),
);

export const SignUpSchema = v.object({ email, password: newPassword });
export type SignUpBody = v.InferOutput<typeof SignUpSchema>;

export const SignInSchema = v.object({
  email,
  password: v.pipe(multiLineText(), v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SignInBody = v.InferOutput<typeof SignInSchema>;

export const ChangePasswordSchema = v.object({
  currentPassword: v.pipe(multiLineText(), v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword,
});
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordSchema>;

/** Account Settings, for an account made with Google: its first password. */
export const AddPasswordSchema = v.object({ newPassword });
export type AddPasswordBody = v.InferOutput<typeof AddPasswordSchema>;

/** GET /api/auth/providers: which third-party sign-ins this server offers. */
export const AuthProvidersSchema = v.object({ google: v.boolean() });
export type AuthProviders = v.InferOutput<typeof AuthProvidersSchema>;

/** GET /api/auth/google/pending: the Google account waiting for the Terms step of a first sign-in. */
export const GooglePendingSignUpSchema = v.object({ email: v.string() });
export type GooglePendingSignUp = v.InferOutput<typeof GooglePendingSignUpSchema>;

export const AuthResponseSchema = v.object({ user: PublicUserSchema, message: v.optional(v.string()) });
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;

/** Every error the API sends. */
export const ErrorBodySchema = v.object({ message: v.string(), code: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
