import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isFuture, msUntil, toDate } from './dates.ts';

const UTC = { timeZone: 'UTC' };
const NOW = new Date('2025-01-10T12:00:00.000Z');

describe('toDate / msUntil / isFuture', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['not a date', null],
    [new Date(Number.NaN), null],
    ['2025-01-11T12:00:00.000Z', Date.parse('2025-01-11T12:00:00.000Z')],
    [new Date(0), 0],
  ] as const)('toDate(%j)', (input, expected) => {
    const date = toDate(input);
    expect(date === null ? null : date.getTime()).toBe(expected);
  });

  it('measures time from now', () => {
    expect(msUntil('2025-01-10T13:00:00.000Z', NOW)).toBe(3_600_000);
    expect(msUntil(null, NOW)).toBeNull();
    expect(isFuture('2025-01-10T12:00:00.001Z', NOW)).toBe(true);
    expect(isFuture('2025-01-10T12:00:00.000Z', NOW)).toBe(false);
    expect(isFuture(undefined, NOW)).toBe(false);
  });
});

describe('formatters', () => {
  const date = '2025-01-13T15:05:00.000Z';

  it.each([
    ['en-US', UTC, 'Jan 13, 2025', '3:05 PM'],
    ['en-GB', UTC, '13 Jan 2025', '15:05'],
    ['en-US', { timeZone: 'Asia/Singapore' }, 'Jan 13, 2025', '11:05 PM'],
    ['en-US', { timeZone: 'America/Los_Angeles' }, 'Jan 13, 2025', '7:05 AM'],
  ] as const)('%s %j', (locale, options, expectedDate, expectedTime) => {
    expect(formatDate(date, locale, options)).toBe(expectedDate);
    expect(formatTime(date, locale, options)).toBe(expectedTime);
    expect(formatDateTime(date, locale, options)).toBe(`${expectedDate} at ${expectedTime}`);
  });

  it('crosses the date line by time zone', () => {
    expect(formatDate('2025-01-13T20:00:00.000Z', 'en-US', { timeZone: 'Asia/Singapore' })).toBe(
      'Jan 14, 2025',
    );
  });

  it('uses plain spaces only', () => {
    expect(formatTime(date, 'en-US', UTC)).not.toMatch(/[^\S ]/);
  });

  it('accepts Date objects and gives an empty string for unset or bad dates', () => {
    expect(formatDate(new Date(date), 'en-US', UTC)).toBe('Jan 13, 2025');
    expect(formatDate(null, 'en-US', UTC)).toBe('');
    expect(formatTime('nope', 'en-US', UTC)).toBe('');
    expect(formatDateTime(undefined, 'en-US', UTC)).toBe('');
  });
});
