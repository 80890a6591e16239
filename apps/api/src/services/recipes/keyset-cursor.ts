import { AppError } from '../../lib/app-error.ts';

/**
 * An opaque keyset cursor: the sort it belongs to, the last shown row's sort key (as text, at full
 * precision) and its id. Read back, it must be the same sort and a well-formed key, else 400.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CursorKey {
  key: string;
  id: string;
}

export function encodeCursor(sort: string, cursor: CursorKey): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(cursor: string, sort: string, keyPattern: RegExp): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    typeof parsed[1] !== 'string' ||
    !keyPattern.test(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    !UUID.test(parsed[2])
  ) {
    throw new AppError('bad_request', 'Invalid cursor.');
  }
  return { key: parsed[1], id: parsed[2] };
}

/** A timestamptz as PostgreSQL text at microsecond precision (a JS Date would drop digits and skip rows). */
export const MICROSECOND_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
