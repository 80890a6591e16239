import { describe, expect, it } from 'vitest';
import { SavedListCache } from '../src/services/recipes/saved-list-cache.ts';

describe('saved-list cache', () => {
  it('answers only for the exact version', () => {
    const cache = new SavedListCache(1000);
    cache.set('a', 1, '[1]');
    expect(cache.get('a', 1)).toBe('[1]');
    expect(cache.get('a', 2)).toBeUndefined();
    cache.set('a', 2, '[2]');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBe('[2]');
    expect(cache.size).toEqual({ entries: 1, bytes: 3 });
  });

  it('stays within its byte budget, evicting the least recently used first', () => {
    const cache = new SavedListCache(100);
    const ten = 'x'.repeat(10);
    for (const user of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) cache.set(user, 1, ten);
    expect(cache.size).toEqual({ entries: 10, bytes: 100 });
    expect(cache.get('a', 1)).toBe(ten); // a is now the most recently used
    cache.set('k', 1, ten);
    expect(cache.size).toEqual({ entries: 10, bytes: 100 });
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(ten);
    expect(cache.get('k', 1)).toBe(ten);
  });

  it('does not cache a list larger than an eighth of the budget', () => {
    const cache = new SavedListCache(80);
    cache.set('a', 1, 'x'.repeat(11));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
