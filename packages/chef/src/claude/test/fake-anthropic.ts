import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of the Anthropic Messages API (POST /v1/messages) on 127.0.0.1, for the real SDK to talk
 * to: point the client's `baseURL` (without /v1) at `fake.baseURL`. Replies are queued in order;
 * each request takes the next one. Streams when the request asks for it, as the API does:
 * `event: <type>\ndata: <json>\n\n` with Content-Type text/event-stream.
 */
export type FakeReply =
  /** A submit_recipes (or other) tool call; `input` is sent as JSON split across several deltas. */
  | { kind: 'tool_use'; input: unknown; name?: string; stopReason?: StopReason }
  /** A tool call whose input is this exact text, valid JSON or not (streams only; a JSON body cannot carry it). */
  | { kind: 'raw_tool_use'; json: string; name?: string; stopReason?: StopReason }
  | { kind: 'text'; text: string; stopReason?: StopReason }
  /** An HTTP error status with the API's error body, e.g. 429 rate_limit_error, 529 overloaded_error. */
  | { kind: 'error'; status: number; errorType?: string; message?: string; headers?: Record<string, string> }
  /** A stream that starts and then fails with an `event: error` (e.g. overloaded_error). */
  | { kind: 'stream_error'; errorType: string }
  /** Never answers; the connection stays open until the client gives up or the fake closes. */
  | { kind: 'hang' }
  /** Sends the headers and `message_start`, then nothing more (a stream that stalls). */
  | { kind: 'stall' };

export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'refusal';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (model, system, tools, tool_choice, messages, stream…). */
  body: Record<string, unknown>;
}

export interface FakeAnthropic {
  /** For the SDK's `baseURL`: http://127.0.0.1:<port>, no /v1. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /** When set, requests with another credential get a 401 authentication_error. */
  apiKey?: string;
  /** Used when the queue is empty. Without it the fake answers 500 with `x-should-retry: false`. */
  fallback?: FakeReply | ((request: RecordedRequest) => FakeReply);
}

const DELTA_CHUNKS = 4;

/** The key a request was sent with: SDK 1.12 sends `Authorization: Bearer <key>`, older ones `x-api-key`. */
export function credentialOf(request: RecordedRequest): string | undefined {
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string') return apiKey;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

export async function startFakeAnthropic(options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        sendError(res, 404, 'not_found_error', `No fake for ${req.method} ${req.url}`);
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        sendError(res, 400, 'invalid_request_error', 'Body is not JSON');
        return;
      }
      const recorded: RecordedRequest = { method: req.method, url: req.url, headers: req.headers, body };
      requests.push(recorded);
      if (options.apiKey !== undefined && credentialOf(recorded) !== options.apiKey) {
        sendError(res, 401, 'authentication_error', 'invalid x-api-key');
        return;
      }
      const { fallback } = options;
      const next =
        queue.shift() ??
        (typeof fallback === 'function' ? fallback(recorded) : fallback) ??
        unexpectedRequest;
      answer(res, next, body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => {
      queue.push(...replies);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const unexpectedRequest: FakeReply = {
  kind: 'error',
  status: 500,
  errorType: 'api_error',
  message: 'The fake Anthropic API has no reply queued for this request',
  headers: { 'x-should-retry': 'false' },
};

function sendError(
  res: ServerResponse,
  status: number,
  errorType: string,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomUUID()}`,
    ...headers,
  });
  res.end(JSON.stringify({ type: 'error', error: { type: errorType, message } }));
}

const defaultErrorType = (status: number): string =>
  status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error';

function answer(res: ServerResponse, reply: FakeReply, body: Record<string, unknown>) {
  if (reply.kind === 'hang') return;
  if (reply.kind === 'stall') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': `req_${randomUUID()}` });
    const start = { type: 'message_start', message: messageShell(String(body.model ?? 'claude-fake')) };
    res.write(`event: message_start\ndata: ${JSON.stringify(start)}\n\n`);
    return;
  }
  if (reply.kind === 'error') {
    sendError(
      res,
      reply.status,
      reply.errorType ?? defaultErrorType(reply.status),
      reply.message ?? 'fake error',
      reply.headers,
    );
    return;
  }
  const model = typeof body.model === 'string' ? body.model : 'claude-fake';
  if (body.stream === true) streamAnswer(res, reply, model);
  else jsonAnswer(res, reply, model);
}

function toolUseBlock(name: string, input: unknown) {
  return { type: 'tool_use', id: `toolu_${randomUUID().replaceAll('-', '')}`, name, input };
}

function messageShell(model: string) {
  return {
    id: `msg_${randomUUID().replaceAll('-', '')}`,
    type: 'message',
    role: 'assistant',
    model,
    content: [] as unknown[],
    stop_reason: null as StopReason | null,
    stop_sequence: null,
    usage: {
      input_tokens: 1200,
      output_tokens: 1,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

function jsonAnswer(
  res: ServerResponse,
  reply: Exclude<FakeReply, { kind: 'hang' | 'stall' | 'error' }>,
  model: string,
) {
  const message = messageShell(model);
  if (reply.kind === 'tool_use') {
    message.content = [toolUseBlock(reply.name ?? 'submit_recipes', reply.input)];
    message.stop_reason = reply.stopReason ?? 'tool_use';
  } else if (reply.kind === 'text') {
    message.content = [{ type: 'text', text: reply.text, citations: null }];
    message.stop_reason = reply.stopReason ?? 'end_turn';
  } else {
    sendError(res, 500, 'api_error', `${reply.kind} needs a streamed request`, { 'x-should-retry': 'false' });
    return;
  }
  message.usage.output_tokens = 500;
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
  res.end(JSON.stringify(message));
}

function splitInto(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}

function streamAnswer(
  res: ServerResponse,
  reply: Exclude<FakeReply, { kind: 'hang' | 'stall' | 'error' }>,
  model: string,
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'request-id': `req_${randomUUID()}`,
  });
  const send = (data: { type: string } & Record<string, unknown>) =>
    res.write(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);

  send({ type: 'message_start', message: messageShell(model) });
  send({ type: 'ping' });
  if (reply.kind === 'stream_error') {
    send({ type: 'error', error: { type: reply.errorType, message: 'fake stream error' } });
    res.end();
    return;
  }
  let stopReason: StopReason;
  if (reply.kind === 'text') {
    send({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '', citations: null },
    });
    for (const piece of splitInto(reply.text, DELTA_CHUNKS)) {
      send({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: piece } });
    }
    stopReason = reply.stopReason ?? 'end_turn';
  } else {
    const json = reply.kind === 'raw_tool_use' ? reply.json : JSON.stringify(reply.input);
    const block = toolUseBlock(reply.name ?? 'submit_recipes', {});
    send({ type: 'content_block_start', index: 0, content_block: block });
    for (const piece of splitInto(json, DELTA_CHUNKS)) {
      send({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'input_json_delta', partial_json: piece },
      });
    }
    stopReason = reply.stopReason ?? 'tool_use';
  }
  send({ type: 'content_block_stop', index: 0 });
  send({
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: 500 },
  });
  send({ type: 'message_stop' });
  res.end();
}
