import { createHash, randomBytes } from 'node:crypto';

/** A new link token: 32 random bytes, base64url (43 characters). */
export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex. A lookup by hash takes the same time whatever the token. */
export const shareTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
