import { sha256 } from '@oslojs/crypto/sha2';
import { jwtVerify, SignJWT } from 'jose';

// Between Google's callback and the Terms step of a first sign-in, the verified identity waits in a
// short-lived httpOnly cookie, signed (HS256) with a key derived from SESSION_SECRET so the browser
// cannot change it. Nothing is stored until the cook accepts.

export const PENDING_SIGN_UP_TTL_S = 15 * 60;
const AUDIENCE = 'sous:google-sign-up';

export interface PendingSignUp {
  subject: string;
  email: string;
}

function keyFrom(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(`sous google pending sign-up\n${secret}`));
}

export function signPendingSignUp(pending: PendingSignUp, secret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: pending.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(pending.subject)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PENDING_SIGN_UP_TTL_S)
    .sign(keyFrom(secret));
}

/** The pending identity, or null when the cookie is missing, altered or expired. */
export async function readPendingSignUp(
  token: string | undefined,
  secret: string,
  now: Date,
): Promise<PendingSignUp | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { subject: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
