import * as v from 'valibot';
import { AppError } from './app-error.ts';

/** Parses request input with a @sous/domain schema; any mismatch is a 400 with a readable message. */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  where = 'body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path
    ?.map((p) => p.key)
    .filter((key) => typeof key === 'string' || typeof key === 'number')
    .join('.');
  throw new AppError('bad_request', `Invalid ${where}${path ? ` (${path})` : ''}: ${issue.message}`);
}
