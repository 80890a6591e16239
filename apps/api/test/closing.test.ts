import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { ADMIN_ORIGIN } from './helpers/config.ts';

// A request that reaches the API while it shuts down (on a connection opened before) is answered like
// every other outage: 503 JSON {message, code: "unavailable"} with Retry-After, not Fastify's own
// {error, message, statusCode}.
describe('answers while the server closes', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close().catch(() => {}));

  it('answers 503 {message, code: "unavailable"} with Retry-After to a request that arrives during shutdown', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const events: string[] = [];
    socket.on('end', () => events.push('end'));
    socket.on('error', (error) => events.push(`error ${error.message}`));
    const ended = once(socket, 'close');

    // A first request left half-sent keeps the connection busy, so closing does not drop it...
    const body = JSON.stringify({ password: 'not the admin password' });
    const arrived = once(t.app.server, 'request');
    socket.write(
      `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ADMIN_ORIGIN}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await arrived;
    const closed = t.app.close();
    // The server stops listening once the preClose hooks have run.
    while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    // ...and a second one, pipelined behind it, arrives while the server is closing.
    socket.write(`${body.slice(5)}GET /api/auth/me HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    // The server closes the connection after its 503 (Connection: close); the test's timeout bounds the wait.
    await ended;
    socket.destroy();
    await closed;

    const responses = received.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(responses, `${received} | ${events.join(', ')}`).toHaveLength(2);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 401 /);
    const [head = '', payload = ''] = responses[1]!.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(head.toLowerCase()).toMatch(/\r\nretry-after: \d+/);
    expect(head.toLowerCase()).toContain('connection: close');
    const json = JSON.parse(payload);
    expect(json).toEqual({ message: expect.any(String), code: 'unavailable' });
  });
});
