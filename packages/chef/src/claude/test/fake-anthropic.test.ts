import Anthropic from '@anthropic-ai/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from './fake-anthropic.ts';

let fake: FakeAnthropic;
let client: Anthropic;

beforeEach(async () => {
  fake = await startFakeAnthropic();
  client = new Anthropic({ apiKey: 'k', baseURL: fake.baseURL, maxRetries: 0 });
});
afterEach(() => fake.close());

const params = {
  model: 'claude-sonnet-5-5',
  max_tokens: 100,
  messages: [{ role: 'user' as const, content: 'hi' }],
};

describe('fake Anthropic API, through the real SDK', () => {
  it('answers a non-streamed request with a tool_use message', async () => {
    fake.reply({ kind: 'tool_use', input: { recipes: [] } });
    const message = await client.messages.create(params);
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content[0]).toMatchObject({
      type: 'tool_use',
      name: 'submit_recipes',
      input: { recipes: [] },
    });
  });

  it('streams a tool_use message in several input deltas', async () => {
    fake.reply({ kind: 'tool_use', input: { recipes: ['a', 'b'] } });
    const deltas: string[] = [];
    const stream = client.messages.stream(params);
    stream.on('inputJson', (delta) => deltas.push(delta));
    const message = await stream.finalMessage();
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('{"recipes":["a","b"]}');
    expect(message.content[0]).toMatchObject({ type: 'tool_use', input: { recipes: ['a', 'b'] } });
  });

  it('streams text', async () => {
    fake.reply({ kind: 'text', text: 'Hello, cook.' });
    const message = await client.messages.stream(params).finalMessage();
    expect(message.content[0]).toMatchObject({ type: 'text', text: 'Hello, cook.' });
  });

  it('records requests and answers an unqueued request with a non-retryable 500', async () => {
    await expect(client.messages.create(params)).rejects.toMatchObject({ status: 500 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body).toMatchObject({ model: 'claude-sonnet-5-5', max_tokens: 100 });
  });

  it('refuses a wrong key when it was given one', async () => {
    const guarded = await startFakeAnthropic({ apiKey: 'right' });
    const wrong = new Anthropic({ apiKey: 'wrong', baseURL: guarded.baseURL, maxRetries: 0 });
    await expect(wrong.messages.create(params)).rejects.toMatchObject({ status: 401 });
    await guarded.close();
  });

  it('uses a fallback reply when the queue is empty', async () => {
    const fallbackFake = await startFakeAnthropic({ fallback: () => ({ kind: 'text', text: 'always' }) });
    const other = new Anthropic({ apiKey: 'k', baseURL: fallbackFake.baseURL, maxRetries: 0 });
    const message = await other.messages.create(params);
    expect(message.content[0]).toMatchObject({ text: 'always' });
    await fallbackFake.close();
  });
});
