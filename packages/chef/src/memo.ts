/**
 * A bounded memo for pure functions of a string (reading times, words, hazards): the same step texts
 * and names are read many times while three recipes are chosen. Cleared whole when full.
 */
export function memoize<T>(fn: (text: string) => T, limit = 20_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text: string): T => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    if (cache.size >= limit) cache.clear();
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}
