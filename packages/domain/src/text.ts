import * as v from 'valibot';

// Text that PostgreSQL can store and a person could have meant: no NUL (text and jsonb refuse it, so it
// would fail at the database as a 500), no other C0 control character, no lone UTF-16 surrogate.
// Written as regexes rather than `check` so that @valibot/to-json-schema can carry them as `pattern`
// into the recipe tool schema. Surrogates are matched in pairs; a half pair is refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SINGLE_LINE = /^(?:[^\u0000-\u001F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
const MULTI_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored (control characters).';

/**
 * The one rule for every string a schema accepts: a valibot action for the start of a string pipe.
 * `multiLine` admits tab, newline and carriage return (notes, ingredient lists, recipe text).
 */
export const storableText = (options: { multiLine?: boolean } = {}) =>
  v.regex<string, string>(options.multiLine ? MULTI_LINE : SINGLE_LINE, UNSTORABLE_TEXT_MESSAGE);

/** `v.string()` with the storable-text rule: a line of text (emails, names, search, ids). */
export const singleLineText = () => v.pipe(v.string(), storableText());

/** `v.string()` with the storable-text rule, tab and line breaks allowed (notes, ingredients, steps). */
export const multiLineText = () => v.pipe(v.string(), storableText({ multiLine: true }));

/** True when a value read outside a schema (a cookie, a header) is a storable single line of text. */
export const isStorableText = (value: string): boolean => SINGLE_LINE.test(value);
