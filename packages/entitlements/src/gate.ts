// Spec §4 "Free-use gate".
import type { EntitlementUser } from '@sous/domain';
import { hasPremiumAccess } from './access.ts';

export type FreeGenerationReason = 'premium' | 'first-free' | 'used';

export interface FreeGenerationDecision {
  /** Whether a generation may start now. When false, the web app opens the premium upsell. */
  allowed: boolean;
  /** `premium`: premium or trial, never gated. `first-free`: the one free generation. `used`: it is spent. */
  reason: FreeGenerationReason;
}

export interface FreeGenerationGateInput {
  /** The signed-in user, or null for a visitor. */
  user: EntitlementUser | null | undefined;
  /**
   * The visitor's browser flag `freeRecipeGenerated` (STORAGE_KEYS.freeRecipeGenerated), as read from
   * storage. Set means `true` or any non-empty string other than 'false'. Ignored for signed-in users.
   */
  localFlag?: string | boolean | null;
  now: Date;
}

function isFlagSet(flag: string | boolean | null | undefined): boolean {
  if (typeof flag === 'boolean') return flag;
  return typeof flag === 'string' && flag !== '' && flag !== 'false';
}

/**
 * Spec §4 free-use gate. A visitor is tracked by the local flag, a signed-in user by
 * freeRecipeGeneratedAt; users with premium access (including a running trial) are never gated.
 */
export function freeGenerationGate({
  user,
  localFlag,
  now,
}: FreeGenerationGateInput): FreeGenerationDecision {
  if (!user) {
    return isFlagSet(localFlag)
      ? { allowed: false, reason: 'used' }
      : { allowed: true, reason: 'first-free' };
  }
  if (hasPremiumAccess(user, now)) return { allowed: true, reason: 'premium' };
  const generatedAt = user.freeRecipeGeneratedAt;
  const used = generatedAt !== null && generatedAt !== undefined && generatedAt !== '';
  // A value that is not a date still counts as used: the server wrote something, so the free try is gone.
  return used ? { allowed: false, reason: 'used' } : { allowed: true, reason: 'first-free' };
}
