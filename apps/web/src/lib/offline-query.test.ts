import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { isNetworkFailure, provideOfflineStore, withOfflineCopy } from './offline-query.ts';

const store = {
  recallRecipe: vi.fn(async (_id: string): Promise<unknown> => undefined),
  rememberSaved: vi.fn(async (_saved: unknown) => undefined),
};
provideOfflineStore(async () => store as never);

// The query function's context is not read by these reads.
const context = {} as never;

describe('withOfflineCopy', () => {
  it('answers from the network and keeps the answer', async () => {
    const query = withOfflineCopy(async () => ['fresh'], {
      recall: async () => ['copy'],
      keep: (s, value) => (s as unknown as typeof store).rememberSaved(value),
    });
    await expect(query(context)).resolves.toEqual(['fresh']);
    await vi.waitFor(() => expect(store.rememberSaved).toHaveBeenCalledWith(['fresh']));
  });

  it('answers with the copy only when no answer came at all', async () => {
    store.recallRecipe.mockResolvedValueOnce({ id: 'r1' });
    const offline = withOfflineCopy(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { recall: (s) => (s as unknown as typeof store).recallRecipe('r1') },
    );
    await expect(offline(context)).resolves.toEqual({ id: 'r1' });
  });

  it('keeps the network error when the copy has nothing', async () => {
    const failure = new TypeError('Failed to fetch');
    const offline = withOfflineCopy(
      async () => {
        throw failure;
      },
      { recall: async () => undefined },
    );
    await expect(offline(context)).rejects.toBe(failure);
  });

  it('never hides an answer that is an error (401, 404, 5xx) behind the copy', async () => {
    const notFound = new ApiError(404, '404: Not Found');
    const recall = vi.fn(async () => 'copy');
    const query = withOfflineCopy(
      async () => {
        throw notFound;
      },
      { recall },
    );
    await expect(query(context)).rejects.toBe(notFound);
    expect(recall).not.toHaveBeenCalled();
  });

  it('takes only a fetch that got no answer for a network failure', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(503, '503: Service Unavailable'))).toBe(false);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
