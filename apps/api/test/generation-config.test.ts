import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CLAUDE_RATE_PER_MINUTE, loadConfig } from '../src/config.ts';
import { testDatabaseKind } from './helpers/database.ts';

// The generation queue's variables (README, Configuration; docs/decisions/104). No database: once.
describe.runIf(testDatabaseKind === 'pglite')('generation queue configuration', () => {
  it('bounds the rate only for an engine with an account, unless told', () => {
    expect(loadConfig({}).generation).toEqual({
      concurrency: 4,
      ratePerMinute: null,
      maxWaitMs: 120_000,
      perCookInFlight: 2,
      inlineWorker: true,
    });
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-test' }).generation.ratePerMinute).toBe(
      DEFAULT_CLAUDE_RATE_PER_MINUTE,
    );
    const set = loadConfig({
      GENERATION_CONCURRENCY: '8',
      GENERATION_RATE_PER_MINUTE: '400',
      GENERATION_MAX_WAIT_MS: '30000',
      GENERATION_PER_COOK_IN_FLIGHT: '1',
      GENERATION_WORKER: 'off',
      REDIS_URL: 'redis://127.0.0.1:6379',
    }).generation;
    expect(set).toEqual({
      concurrency: 8,
      ratePerMinute: 400,
      maxWaitMs: 30_000,
      perCookInFlight: 1,
      inlineWorker: false,
    });
  });

  it('refuses values that would leave jobs unserved or unbounded', () => {
    expect(() => loadConfig({ GENERATION_WORKER: 'off' })).toThrow(ConfigError);
    expect(() => loadConfig({ GENERATION_WORKER: 'off' })).toThrow(/GENERATION_WORKER=off needs REDIS_URL/);
    expect(() => loadConfig({ GENERATION_CONCURRENCY: '0' })).toThrow(
      /GENERATION_CONCURRENCY must be at least 1/,
    );
    expect(() => loadConfig({ GENERATION_MAX_WAIT_MS: '10' })).toThrow(/GENERATION_MAX_WAIT_MS/);
    expect(() => loadConfig({ GENERATION_WORKER: 'sometimes' })).toThrow(
      /GENERATION_WORKER must be inline or off/,
    );
  });
});
