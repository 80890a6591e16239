import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';

describe('logging', () => {
  it('redacts cookies, authorization headers, passwords and keys', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/x', async (request) => {
      request.log.info({ body: { email: 'a@b.c', password: 'hunter2hunter2' } }, 'sign-in attempt');
      request.log.info({ headers: request.headers }, 'headers');
      request.log.info(
        { stripe: { secretKey: 'sk_live_123' }, anthropic: { apiKey: 'sk-ant-456' } },
        'config',
      );
      return { ok: true };
    });
    await app.inject({
      method: 'GET',
      url: '/x?token=abc',
      headers: { cookie: 'sous_session=secret-cookie', authorization: 'Bearer secret-bearer' },
    });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('sign-in attempt');
    for (const secret of [
      'hunter2hunter2',
      'secret-cookie',
      'secret-bearer',
      'sk_live_123',
      'sk-ant-456',
      'token=abc',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
    expect(output).toContain('a@b.c');
  });
});
