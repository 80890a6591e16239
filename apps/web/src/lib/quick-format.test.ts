import { describe, expect, it } from 'vitest';
import { usDollars, usShortDate } from './quick-format.ts';

const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

describe('usDollars', () => {
  it('writes what Intl writes for en-US dollars, rounding included', () => {
    const amounts = [
      0,
      0.1 + 0.2,
      0.125,
      0.5,
      1,
      1.005,
      2.675,
      4.37,
      9.999,
      12,
      99.995,
      999.995,
      1234.5,
      1e6,
      123456789.126,
    ];
    for (let cents = 0; cents < 5000; cents += 7) amounts.push(cents / 100, cents / 100 + 0.005, cents / 3);
    for (const amount of amounts) expect(usDollars(amount), String(amount)).toBe(intlDollars.format(amount));
  });

  it('leaves to Intl what is not plain digits', () => {
    expect(usDollars(-1)).toBeNull();
    expect(usDollars(Number.NaN)).toBeNull();
    expect(usDollars(5e-7)).toBeNull();
    expect(usDollars(1e21)).toBeNull();
  });
});

describe('usShortDate', () => {
  it("writes what Intl writes for en-US's numeric year, short month, numeric day", () => {
    for (let day = 0; day < 800; day += 3) {
      const date = new Date(Date.UTC(2025, 0, 1, 13) + day * 86_400_000);
      expect(usShortDate(date)).toBe(intlDate.format(date));
    }
    expect(usShortDate(new Date('2026-11-29T03:00:00'))).toBe('Nov 29, 2026');
  });
});
