import Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';

/**
 * A Stripe failure as an AppError. The cause kept for the log is a summary (type, code, status,
 * request id, message): never the SDK's error object, so nothing of a request reaches a log.
 */
export function stripeAppError(error: unknown, options: { notFound?: AppError } = {}): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const summary = new Error(
      `stripe ${error.type}${error.code ? `/${error.code}` : ''} ${error.statusCode ?? ''} ${error.requestId ?? ''}: ${error.message}`,
    );
    if (error.statusCode === 404 && options.notFound) return options.notFound;
    if (error.type === 'StripeCardError') {
      return new AppError('payment_failed', error.message, { cause: summary });
    }
    return new AppError('billing_unavailable', 'The payment service is unavailable. Please try again.', {
      cause: summary,
    });
  }
  return new AppError('billing_unavailable', 'The payment service is unavailable. Please try again.', {
    cause: error instanceof Error ? new Error(error.message) : undefined,
  });
}

/** Runs one Stripe call, translating its failure. */
export async function stripeCall<T>(
  run: () => Promise<T>,
  options: { notFound?: AppError } = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw stripeAppError(error, options);
  }
}

export const isStripeNotFound = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404;
