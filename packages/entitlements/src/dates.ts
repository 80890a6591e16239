// Date parsing for entitlement fields, and the locale-aware formatters the web app shares.

/** A date as the entitlement rules accept it: a Date (server), an ISO string (JSON), or unset. */
export type DateInput = Date | string | null | undefined;

/** The Date a field holds, or null when it is unset or not a valid date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Milliseconds from `now` to `value`; null when `value` is unset or invalid. */
export function msUntil(value: DateInput, now: Date): number | null {
  const date = toDate(value);
  return date === null ? null : date.getTime() - now.getTime();
}

/** True when `value` is a valid date strictly after `now`. */
export function isFuture(value: DateInput, now: Date): boolean {
  const ms = msUntil(value, now);
  return ms !== null && ms > 0;
}

export type Locale = string | string[];

export interface FormatOptions {
  /** IANA time zone, e.g. 'UTC' or 'Asia/Singapore'. Default: the runtime's. */
  timeZone?: string;
}

// Newer ICU data puts U+202F (narrow no-break space) before AM/PM; plain spaces keep server and
// browser output identical whatever ICU each one ships.
const plainSpaces = (text: string): string => text.replace(/\s/g, ' ');

function format(date: DateInput, locale: Locale | undefined, options: Intl.DateTimeFormatOptions): string {
  const parsed = toDate(date);
  if (parsed === null) return '';
  return plainSpaces(new Intl.DateTimeFormat(locale, options).format(parsed));
}

/** A calendar date for people: "Jan 5, 2025" in en-US. Empty string for an unset or invalid date. */
export function formatDate(date: DateInput, locale?: Locale, options: FormatOptions = {}): string {
  return format(date, locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: options.timeZone,
  });
}

/** A time of day: "3:05 PM" in en-US, "15:05" in en-GB. Empty string for an unset or invalid date. */
export function formatTime(date: DateInput, locale?: Locale, options: FormatOptions = {}): string {
  return format(date, locale, { hour: 'numeric', minute: '2-digit', timeZone: options.timeZone });
}

/** "{date} at {time}", as the badge tooltips and the account card write it. */
export function formatDateTime(date: DateInput, locale?: Locale, options: FormatOptions = {}): string {
  if (toDate(date) === null) return '';
  return `${formatDate(date, locale, options)} at ${formatTime(date, locale, options)}`;
}
