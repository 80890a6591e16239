// Money and dates written without Intl where the result is known (issue #20 part 3, docs/decisions/117).
// A page's first Intl formatter loads ICU's locale data: 15–90 ms on this machine's Chromium, four times
// that on a phone, in one piece inside a render (the recipe page's cost, the saved cards' dates). For the
// common case — a browser preferring en-US, money in US dollars — the text is written here, equal to what
// `Intl` writes (`quick-format.test.ts` compares them); everything else still goes through Intl.

/** Whether the browser prefers US English (the text below is Intl's en-US text). No ICU call. */
export const prefersUsEnglish = (): boolean =>
  typeof navigator !== 'undefined' && navigator.language === 'en-US';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `{ year: 'numeric', month: 'short', day: 'numeric' }` in en-US, in the local time zone: "Nov 29, 2026". */
export function usShortDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * `style: 'currency', currency: 'USD'` in en-US: "$1,234.50". Rounded as Intl rounds, half away from
 * zero on the number's shortest decimal form (1.005 → $1.01). Null where that form is not plain digits
 * (exponents, negatives, NaN): the caller asks Intl.
 */
export function usDollars(amount: number): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (!match) return null;
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  let cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${dollars}.${digits.slice(-2)}`;
}
