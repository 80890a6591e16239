import { createHash } from 'node:crypto';

/** A strong entity tag for an exact body: equal tags mean byte-for-byte equal answers. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names this tag (RFC 9110 §13.1.2: a list of tags or `*`,
 * compared weakly, so `W/"x"` matches `"x"`).
 */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
