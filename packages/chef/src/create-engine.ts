import { createClaudeEngine } from './claude/index.ts';
import type { RecipeEngine } from './engine.ts';
import { createLocalEngine } from './local/index.ts';

/** What the API's config hands over (ANTHROPIC_API_KEY, ANTHROPIC_MODEL, ANTHROPIC_BASE_URL…). */
export interface EngineConfig {
  anthropicApiKey?: string;
  anthropicModel?: string;
  anthropicBaseUrl?: string;
  timeoutMs?: number;
}

/** Claude when an API key is configured, otherwise the offline local engine. */
export function createEngine(config: EngineConfig): RecipeEngine {
  const apiKey = config.anthropicApiKey?.trim();
  if (!apiKey) return createLocalEngine();
  return createClaudeEngine({
    apiKey,
    model: config.anthropicModel?.trim() || undefined,
    baseURL: config.anthropicBaseUrl?.trim() || undefined,
    timeoutMs: config.timeoutMs,
  });
}
