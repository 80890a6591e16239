import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserUpdate } from '../../src/db/schema.ts';
import { WEB_ORIGIN } from './config.ts';

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
export const uniqueEmail = (prefix = 'cook') => `${prefix}-${process.pid}-${++counter}@example.com`;

export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  const session = list.map((c) => String(c).split(';')[0]!).find((c) => c.includes('sous_session='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return session;
}

/** Signs up a new user through the API; returns its cookie and public user. */
export async function signUpUser(app: FastifyInstance, email = uniqueEmail(), password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: WEB_ORIGIN, 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: cookieFrom(response),
    user: response.json().user as { id: string; email: string },
    email,
    password,
  };
}

/** An inject call as the browser makes it: same-origin, JSON, with the user's cookie. */
export function asUser(cookie: string | undefined, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: {
      origin: WEB_ORIGIN,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(options.headers ?? {}),
    },
  };
}

export type PlanState =
  | 'free'
  | 'trial'
  | 'active'
  | 'cancelled-with-access'
  | 'cancelled-expired'
  | 'trial-expired'
  | 'admin-premium';

/** Puts a user in a subscription state relative to `now`. */
export async function setPlan(db: Kysely<Database>, userId: string, state: PlanState, now: Date) {
  const day = 24 * 60 * 60 * 1000;
  const later = new Date(now.getTime() + 2 * day);
  const earlier = new Date(now.getTime() - day);
  const plans: Record<PlanState, UserUpdate> = {
    free: { subscriptionType: 'free' },
    trial: { subscriptionType: 'trial', trialEndsAt: later, hasUsedTrial: true },
    'trial-expired': { subscriptionType: 'trial', trialEndsAt: earlier, hasUsedTrial: true },
    active: { subscriptionType: 'active', subscriptionEndsAt: later, hasUsedTrial: true },
    'cancelled-with-access': { subscriptionType: 'cancelled', subscriptionEndsAt: later },
    'cancelled-expired': { subscriptionType: 'cancelled', subscriptionEndsAt: earlier },
    'admin-premium': { subscriptionType: 'free', isPremium: true, premiumUntil: later },
  };
  await db.updateTable('users').set(plans[state]).where('id', '=', userId).execute();
}
