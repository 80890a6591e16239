import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  GenerationRequestSchema,
  RatingBodySchema,
  RecipeParamsSchema,
  SavedPageQuerySchema,
} from '@sous/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error.ts';
import { ifNoneMatchNames, strongEtag } from '../../lib/etag.ts';
import { parseInput } from '../../lib/validate.ts';
import { getSessionUser, requireUser } from '../../plugins/auth.ts';
import { QueueAbortedError, type QueueUpdate } from '../../services/generation-queue/queue.ts';
import { admitGeneration, releaseGeneration } from '../../services/recipes/generate-recipes.ts';
import { getRecipe } from '../../services/recipes/get-recipe.ts';
import { listSavedPage } from '../../services/recipes/saved-page.ts';
import {
  isRecipeSaved,
  listSavedRecipesJson,
  rateRecipe,
  saveRecipe,
  unsaveRecipe,
} from '../../services/recipes/saved-recipes.ts';

const HOUR = 60 * 60 * 1000;
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const VisitorIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/));

export default async function recipeRoutes(app: FastifyInstance) {
  const visitorCookie = app.config.secureCookies ? '__Host-sous_visitor' : 'sous_visitor';

  /** The visitor id of a well-formed cookie; any other value (NUL bytes included) counts as no cookie. */
  function knownVisitorId(request: FastifyRequest): string | undefined {
    const existing = request.cookies[visitorCookie];
    return existing && v.is(VisitorIdSchema, existing) ? existing : undefined;
  }

  /** The anonymous visitor's id from its cookie, minted (and set) on first use. */
  function visitorId(request: FastifyRequest, reply: FastifyReply): string {
    const existing = knownVisitorId(request);
    if (existing) return existing;
    const id = randomBytes(18).toString('base64url');
    reply.setCookie(visitorCookie, id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: app.config.secureCookies,
      maxAge: VISITOR_COOKIE_MAX_AGE_S,
    });
    return id;
  }

  // Cost control: per signed-in user or visitor, and per IP.
  const perCook = app.rateLimit({
    max: 30,
    timeWindow: HOUR,
    keyGenerator: (request) =>
      `generate|${getSessionUser(request)?.id ?? knownVisitorId(request) ?? request.ip}`,
  });
  const perIp = app.secondRateLimit({
    max: 120,
    timeWindow: HOUR,
    keyGenerator: (request) => `generate-ip|${request.ip}`,
  });

  /**
   * Admits the generation (rules, the cook's list, the free credit) at once, then queues it for a
   * worker (docs/decisions/104). `Accept: application/x-ndjson` streams one JSON line per change:
   * `{type:'queued', position}` while it waits, `{type:'running'}`, then `{type:'result', result}` or
   * `{type:'error', status, code, message}`; any other Accept gets the one JSON answer as before.
   */
  app.post('/api/recipes/generate', { preHandler: [perIp, perCook] }, async (request, reply) => {
    const body = parseInput(GenerationRequestSchema, request.body);
    const user = getSessionUser(request);
    const visitor = user ? '' : visitorId(request, reply);
    const admitted = await admitGeneration(app.db, {
      request: body,
      user,
      visitorId: visitor,
      ip: request.ip,
      engine: app.chef,
      now: app.now,
    });
    const controller = new AbortController();
    // The cook closed the tab: a waiting job leaves the queue, a running one is aborted.
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.once('close', onClose);
    const run = (onUpdate?: (update: QueueUpdate) => void) =>
      app.generationQueue
        .submit(admitted.job, {
          jobClass: admitted.premium ? 'priority' : 'standard',
          owner: user ? `user:${user.id}` : `visitor:${visitor}`,
          signal: controller.signal,
          onUpdate,
        })
        // The worker may have spent the free credit (a users row it wrote outside this request): the
        // session cache forgets the cook before the answer, so the next /me reads it (docs/decisions/113).
        .then(async (result) => {
          if (user) await app.sessionCache.forgetUser(user.id);
          return result;
        })
        .catch(async (error: unknown) => {
          // Whatever ended it (the cook left, it waited too long, its worker died), it spends nothing.
          const code =
            error instanceof QueueAbortedError
              ? 'aborted'
              : error instanceof AppError
                ? error.code
                : 'failed';
          await releaseGeneration(app.db, admitted.job.generationId, 'failed', code, 0);
          throw error instanceof QueueAbortedError
            ? new AppError('engine_unavailable', undefined, { cause: error })
            : error;
        })
        .finally(() => reply.raw.off('close', onClose));

    if (!/application\/x-ndjson/.test(request.headers.accept ?? '')) return run();

    const stream = new PassThrough();
    const line = (value: unknown) => {
      if (!stream.writableEnded) stream.write(`${JSON.stringify(value)}\n`);
    };
    run((update) =>
      line(update.state === 'queued' ? { type: 'queued', position: update.position } : { type: 'running' }),
    )
      .then(
        (result) => line({ type: 'result', result }),
        (error: unknown) => {
          const failure = error instanceof AppError ? error : new AppError('generation_failed');
          if (!(error instanceof AppError) || failure.statusCode >= 500)
            request.log.error({ err: error }, 'generation failed');
          line({ type: 'error', status: failure.statusCode, code: failure.code, message: failure.message });
        },
      )
      .finally(() => stream.end());
    return (
      reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        // nginx would otherwise hold the lines back until the answer ends.
        .header('x-accel-buffering', 'no')
        .send(stream)
    );
  });

  app.get('/api/recipes/saved', async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await listSavedRecipesJson(app.db, requireUser(request))),
  );

  // The Saved page's cards, a page at a time (docs/decisions/109). The whole list above stays for the
  // offline copy of saved recipes (docs/decisions/099), which needs every recipe in full.
  app.get('/api/recipes/saved/page', async (request) => {
    const user = requireUser(request);
    const query = parseInput(SavedPageQuerySchema, request.query, 'query');
    return listSavedPage(app.db, user, query);
  });

  // Recipes never change once generated: a strong tag of the exact body lets a browser revalidate
  // and get an empty 304. The answer holds nothing about who asks (saved and rating have routes of
  // their own), so the tag is the body's alone; private, so that no shared cache keeps it.
  // The answers of hot recipes are kept in process (decision 113).
  // Nothing here depends on who asks, so no session is looked up.
  app.get('/api/recipes/:id', { config: { session: false } }, async (request, reply) => {
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    const { body, etag } = await app.recipeCache.get(id, async () => {
      const text = JSON.stringify(await getRecipe(app.db, id));
      return { body: text, etag: strongEtag(text) };
    });
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (ifNoneMatchNames(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/api/recipes/:id/is-saved', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    return { isSaved: await isRecipeSaved(app.db, { user, recipeId: id }) };
  });

  app.post('/api/recipes/:id/save', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    const { created } = await saveRecipe(app.db, { user, recipeId: id, now: app.now() });
    return reply.status(created ? 201 : 200).send({ isSaved: true });
  });

  app.delete('/api/recipes/:id/save', async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    await unsaveRecipe(app.db, { user, recipeId: id });
    return reply.status(204).send();
  });

  app.put('/api/recipes/:id/rating', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    const { rating } = parseInput(RatingBodySchema, request.body);
    return rateRecipe(app.db, { user, recipeId: id, rating });
  });
}
