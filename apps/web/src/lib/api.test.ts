import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  generateStreaming,
  getQueryFn,
  isSignUpRequired,
  isUpgradeRequired,
} from './api.ts';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

function run<T>(fn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) {
  return (fn as (ctx: unknown) => Promise<T | null>)({ queryKey, signal: new AbortController().signal });
}

describe('getQueryFn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the query key joined by "/" with credentials', async () => {
    const fetchMock = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/recipes', 'abc'])).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/recipes/abc',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('raises "{status}: {body}" on a non-OK answer', async () => {
    vi.stubGlobal('fetch', respond(500, 'boom'));
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/x'])).rejects.toThrow('500: boom');
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(404, '', 'Not Found'));
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/x'])).rejects.toThrow('404: Not Found');
  });

  it('yields null on 401 when asked to', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"no"}'));
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/me'])).resolves.toBeNull();
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/auth/me'])).rejects.toThrow(
      '401: {"message":"no"}',
    );
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials and throws the server message', async () => {
    const fetchMock = respond(401, '{"message":"Server says no","code":"invalid_credentials"}');
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('POST', '/api/auth/signin', { email: 'a@b.c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Server says no');
    expect((error as ApiError).code).toBe('invalid_credentials');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/signin',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b.c"}',
      }),
    );
  });

  it('returns undefined for 204 and recognises 402 as upgrade required', async () => {
    vi.stubGlobal('fetch', respond(204, ''));
    await expect(apiRequest('POST', '/api/auth/signout')).resolves.toBeUndefined();
    vi.stubGlobal('fetch', respond(402, '{"message":"Upgrade","code":"upgrade_required"}'));
    const error = await apiRequest('POST', '/api/recipes/generate', {}).catch((e: unknown) => e);
    expect(isUpgradeRequired(error)).toBe(true);
    expect(isSignUpRequired(error)).toBe(false);
  });

  it('recognises 403 sign_up_required as a call to create a free account, not an upgrade', async () => {
    vi.stubGlobal('fetch', respond(403, '{"message":"Create a free account","code":"sign_up_required"}'));
    const error = await apiRequest('POST', '/api/recipes/generate', {}).catch((e: unknown) => e);
    expect(isSignUpRequired(error)).toBe(true);
    expect(isUpgradeRequired(error)).toBe(false);
  });
});

describe('generateStreaming', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A streamed answer whose bytes arrive in the given chunks (lines may be cut anywhere). */
  const streamed = (chunks: string[]) =>
    vi.fn(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } },
        ),
    );

  it('reports each place in the queue and the start, then resolves with the result', async () => {
    const fetchMock = streamed([
      '{"type":"queued","posi',
      'tion":2}\n{"type":"queued","position":1}\n',
      '{"type":"running"}\n{"type":"result","result":{"sessionId":"s1"}}\n',
    ]);
    vi.stubGlobal('fetch', fetchMock);
    const updates: unknown[] = [];
    await expect(
      generateStreaming({ ingredients: 'rice' }, (update) => updates.push(update)),
    ).resolves.toEqual({
      sessionId: 's1',
    });
    expect(updates).toEqual([
      { type: 'queued', position: 2 },
      { type: 'queued', position: 1 },
      { type: 'running' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/recipes/generate',
      expect.objectContaining({ headers: expect.objectContaining({ Accept: 'application/x-ndjson' }) }),
    );
  });

  it("throws a streamed error as the API's ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      streamed([
        '{"type":"running"}\n{"type":"error","status":502,"code":"generation_failed","message":"Failed to generate recipes. Please try again."}\n',
      ]),
    );
    const error = await generateStreaming({}, () => {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'generation_failed' });
  });

  it('fails when the stream ends without a result, and reads a plain JSON answer as before', async () => {
    vi.stubGlobal('fetch', streamed(['{"type":"queued","position":1}\n']));
    await expect(generateStreaming({}, () => {})).rejects.toMatchObject({ status: 502 });
    vi.stubGlobal('fetch', respond(200, '{"sessionId":"plain"}'));
    await expect(generateStreaming({}, () => {})).resolves.toEqual({ sessionId: 'plain' });
  });
});
