import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecipeCache } from './recipe-cache.ts';

const answer = (id: string, size: number) => ({ body: `{"id":"${id}"}`.padEnd(size, ' '), etag: `"${id}"` });

describe('RecipeCache', () => {
  it('stays within its count and byte bounds and serves only what was loaded for that id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 200, max: 4000 }),
        fc.array(
          fc.record({ id: fc.integer({ min: 0, max: 15 }), size: fc.integer({ min: 10, max: 1500 }) }),
          {
            maxLength: 60,
          },
        ),
        async (maxEntries, maxBytes, reads) => {
          const cache = new RecipeCache({ maxEntries, maxBytes });
          const loaded = new Map<string, string>();
          for (const read of reads) {
            const id = String(read.id);
            const got = await cache.get(id, async () => {
              const fresh = answer(id, read.size);
              loaded.set(id, fresh.body);
              return fresh;
            });
            expect(got.body).toBe(loaded.get(id));
            expect(cache.size).toBeLessThanOrEqual(maxEntries);
            expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
          }
        },
      ),
    );
  });

  it('evicts the least recently used first', async () => {
    const cache = new RecipeCache({ maxEntries: 2 });
    let loads = 0;
    const get = (id: string) =>
      cache.get(id, async () => {
        loads++;
        return answer(id, 10);
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // evicts b
    expect(loads).toBe(3);
    await get('a');
    expect(loads).toBe(3);
    await get('b');
    expect(loads).toBe(4);
  });

  it('never keeps what a load returned when a delete happened while it ran', async () => {
    const cache = new RecipeCache();
    let loads = 0;
    await cache.get('a', async () => {
      loads++;
      await cache.forget(['a']);
      return answer('a', 10);
    });
    await cache.get('a', async () => {
      loads++;
      return answer('a', 10);
    });
    expect(loads).toBe(2);
    await cache.forgetAll();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
