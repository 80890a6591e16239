import { describe, expect, it } from 'vitest';
import { createEngine } from './create-engine.ts';

describe('createEngine', () => {
  it('uses Claude when an API key is configured', () => {
    expect(createEngine({ anthropicApiKey: 'sk-test', anthropicModel: 'claude-haiku-5-5' }).name).toBe(
      'claude',
    );
  });

  it('falls back to the local engine without a key, or with a blank one', () => {
    expect(createEngine({}).name).toBe('local');
    expect(createEngine({ anthropicApiKey: '  ' }).name).toBe('local');
  });
});
