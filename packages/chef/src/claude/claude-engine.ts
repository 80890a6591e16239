import Anthropic from '@anthropic-ai/sdk';
import type {
  ContentBlockParam,
  Message,
  MessageCreateParamsBase,
  MessageParam,
} from '@anthropic-ai/sdk/resources/messages';
import { TOASTS } from '@sous/domain';
import { checkTrio } from '../check/check-recipe.ts';
import {
  ChefError,
  type ChefRequest,
  type GenerateOptions,
  type ProgressStep,
  type RecipeEngine,
  type RecipeTrio,
} from '../engine.ts';
import { assertCookable, type PantryReading, readPantry } from '../read/pantry.ts';
import { GENERATION_FAILED_TEXT, toChefError } from './errors.ts';
import { withCatalogueFigures } from './figures.ts';
import { buildRepairText, buildUserMessage, CHEF_SYSTEM_PROMPT } from './prompt.ts';
import { readSubmittedRecipes, SUBMIT_RECIPES_TOOL, SUBMIT_RECIPES_TOOL_NAME } from './tool.ts';

/** A current Sonnet from the SDK's model list (`claude-sonnet-4-5` is marked deprecated there). */
export const DEFAULT_CLAUDE_MODEL = 'claude-sonnet-5-5';
/** Budget of one model request: its retries, its wait for headers and its whole stream. */
export const DEFAULT_CLAUDE_TIMEOUT_MS = 60_000;
/** Retries of one request on 408/409/429/5xx/connection errors (the SDK's policy); never more than this. */
export const MAX_CLAUDE_RETRIES = 2;
/** Output cap of one request: three full recipes fit in well under this. */
export const MAX_CLAUDE_OUTPUT_TOKENS = 8192;

export interface ClaudeEngineConfig {
  apiKey: string;
  /** Defaults to DEFAULT_CLAUDE_MODEL (the API passes ANTHROPIC_MODEL). */
  model?: string;
  /** Without `/v1`. Unset means api.anthropic.com: the SDK's own ANTHROPIC_BASE_URL lookup is turned off. */
  baseURL?: string;
  /** Per request (a generation makes one, or two with the repair); default 60 s. */
  timeoutMs?: number;
  /** 0 to 2 (default 2). */
  maxRetries?: number;
}

interface Settings {
  model: string;
  timeoutMs: number;
}

/**
 * The Claude engine: one streamed, forced `submit_recipes` tool call per attempt, validated against the
 * domain schema and the safety guard, with at most one repair request. A recipe that fails either is
 * never returned. See docs/decisions/020-claude-engine.md.
 */
export function createClaudeEngine(config: ClaudeEngineConfig): RecipeEngine {
  const timeoutMs = config.timeoutMs ?? DEFAULT_CLAUDE_TIMEOUT_MS;
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? null,
    timeout: timeoutMs,
    maxRetries: Math.max(0, Math.min(config.maxRetries ?? MAX_CLAUDE_RETRIES, MAX_CLAUDE_RETRIES)),
  });
  const settings: Settings = { model: config.model ?? DEFAULT_CLAUDE_MODEL, timeoutMs };
  return {
    name: 'claude',
    generate: (request, options = {}) => generateWithClaude(client, settings, request, options),
  };
}

const cancelled = (cause?: unknown) =>
  new ChefError('aborted', 'Recipe generation was cancelled.', cause === undefined ? undefined : { cause });

async function generateWithClaude(
  client: Anthropic,
  settings: Settings,
  request: ChefRequest,
  { signal, onProgress }: GenerateOptions,
): Promise<RecipeTrio> {
  if (signal?.aborted) throw cancelled(signal.reason);
  if (request.ingredients.trim().length === 0) {
    throw new ChefError('no_ingredients', TOASTS.missingIngredients.description);
  }
  // The allow-list: non-food is refused and nothing unrecognised is ever sent as a food to cook.
  const reading = readPantry(request.ingredients);
  assertCookable(reading);

  const progress = forwardOnly(onProgress);
  progress(0);
  const messages: MessageParam[] = [{ role: 'user', content: buildUserMessage(request, reading) }];
  const first = await askModel(client, settings, messages, signal, progress);
  progress(2);
  const firstReview = reviewAnswer(first, request, reading);
  if (firstReview.ok) return firstReview.recipes;

  const second = await askModel(
    client,
    settings,
    withRepairTurn(messages, first, firstReview.problems),
    signal,
  );
  const secondReview = reviewAnswer(second, request, reading);
  if (secondReview.ok) return secondReview.recipes;
  throw new ChefError('generation_failed', GENERATION_FAILED_TEXT, {
    cause: new Error(`Rejected twice: ${secondReview.problems.join('; ')}`),
  });
}

/** Progress only moves forward, each step reported once; a throwing listener cannot break generation. */
function forwardOnly(onProgress: GenerateOptions['onProgress']): (step: ProgressStep) => void {
  let reported = -1;
  return (step) => {
    if (step <= reported) return;
    reported = step;
    try {
      onProgress?.(step);
    } catch {
      // Progress is advisory: the recipes matter more than the dialog.
    }
  };
}

interface ModelAnswer {
  message: Message;
  /** The submit_recipes call and its input exactly as streamed (not the SDK's lenient partial parse). */
  toolUse?: { id: string; rawInput: string };
}

/** One streamed request with its own deadline; the cook's signal is passed through to the SDK. */
async function askModel(
  client: Anthropic,
  settings: Settings,
  messages: MessageParam[],
  signal: AbortSignal | undefined,
  progress?: (step: ProgressStep) => void,
): Promise<ModelAnswer> {
  const controller = new AbortController();
  let deadlineHit = false;
  // The SDK's timeout only covers the wait for headers; this one also covers retries and the stream.
  const deadline = setTimeout(() => {
    deadlineHit = true;
    controller.abort();
  }, settings.timeoutMs);
  const abortFromCook = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCook, { once: true });
  try {
    const stream = client.messages.stream(requestBody(settings, messages), { signal: controller.signal });
    const rawInputs = new Map<number, string>();
    stream.on('streamEvent', (event) => {
      if (event.type !== 'content_block_delta') return;
      progress?.(1);
      if (event.delta.type === 'input_json_delta') {
        rawInputs.set(event.index, (rawInputs.get(event.index) ?? '') + event.delta.partial_json);
      }
    });
    const message = await stream.finalMessage();
    const index = message.content.findIndex(
      (block) => block.type === 'tool_use' && block.name === SUBMIT_RECIPES_TOOL_NAME,
    );
    const block = message.content[index];
    if (block?.type !== 'tool_use') return { message };
    return { message, toolUse: { id: block.id, rawInput: rawInputs.get(index) ?? '{}' } };
  } catch (error) {
    throw toChefError(error, { cookAborted: signal?.aborted === true, deadlineHit });
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', abortFromCook);
  }
}

function requestBody(settings: Settings, messages: MessageParam[]): MessageCreateParamsBase {
  return {
    model: settings.model,
    max_tokens: MAX_CLAUDE_OUTPUT_TOKENS,
    // Tools come first in the cache prefix, so this one breakpoint caches the tool schema and the prompt.
    system: [{ type: 'text', text: CHEF_SYSTEM_PROMPT, cache_control: { type: 'ephemeral' } }],
    tools: [SUBMIT_RECIPES_TOOL],
    tool_choice: { type: 'tool', name: SUBMIT_RECIPES_TOOL_NAME, disable_parallel_tool_use: true },
    messages,
  };
}

type Review = { ok: true; recipes: RecipeTrio } | { ok: false; problems: string[] };

/** Schema, then catalogue figures, then the guard on exactly what would be returned. */
function reviewAnswer(answer: ModelAnswer, request: ChefRequest, reading: PantryReading): Review {
  const { message, toolUse } = answer;
  if (message.stop_reason === 'refusal') {
    throw new ChefError('generation_failed', GENERATION_FAILED_TEXT, {
      cause: new Error('The model refused the request'),
    });
  }
  if (message.stop_reason === 'max_tokens') {
    return {
      ok: false,
      problems: [
        'The answer was cut off at the length limit: write shorter recipes (fewer words and steps).',
      ],
    };
  }
  if (!toolUse) return { ok: false, problems: [`No ${SUBMIT_RECIPES_TOOL_NAME} call was made.`] };
  let input: unknown;
  try {
    input = JSON.parse(toolUse.rawInput);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [`The tool input was not valid JSON (${reason}).`] };
  }
  const submitted = readSubmittedRecipes(input);
  if (!submitted.ok) return { ok: false, problems: submitted.problems };
  const recipes = submitted.recipes.map(withCatalogueFigures) as RecipeTrio;
  const violations = checkTrio(recipes, request, reading);
  if (violations.length > 0) return { ok: false, problems: violations };
  return { ok: true, recipes };
}

/** The conversation plus the rejected answer and a tool_result (is_error) listing its problems. */
function withRepairTurn(messages: MessageParam[], answer: ModelAnswer, problems: string[]): MessageParam[] {
  const repairText = buildRepairText(problems);
  if (answer.toolUse) {
    let input: unknown = {};
    try {
      input = JSON.parse(answer.toolUse.rawInput);
    } catch {
      // Malformed input is echoed as an empty call; the tool_result says what was wrong with it.
    }
    const echoed = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
    return [
      ...messages,
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: answer.toolUse.id, name: SUBMIT_RECIPES_TOOL_NAME, input: echoed }],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: answer.toolUse.id, is_error: true, content: repairText },
        ],
      },
    ];
  }
  // No tool call to answer: the correction joins the cook's turn so the roles still alternate.
  const [first, ...rest] = messages;
  const firstContent: ContentBlockParam[] =
    typeof first?.content === 'string' ? [{ type: 'text', text: first.content }] : (first?.content ?? []);
  return [{ role: 'user', content: [...firstContent, { type: 'text', text: repairText }] }, ...rest];
}
