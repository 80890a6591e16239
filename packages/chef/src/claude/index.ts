export {
  type ClaudeEngineConfig,
  createClaudeEngine,
  DEFAULT_CLAUDE_MODEL,
  DEFAULT_CLAUDE_TIMEOUT_MS,
  MAX_CLAUDE_OUTPUT_TOKENS,
  MAX_CLAUDE_RETRIES,
} from './claude-engine.ts';
export { SUBMIT_RECIPES_TOOL_NAME } from './tool.ts';
