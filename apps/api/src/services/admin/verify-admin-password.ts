import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares in constant time: equal-length SHA-256 digests, so neither content nor length leaks. */
export function verifyAdminPassword(candidate: string, expected: string): boolean {
  return timingSafeEqual(digest(candidate), digest(expected));
}
