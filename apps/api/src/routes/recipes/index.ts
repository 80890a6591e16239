import { randomBytes } from 'node:crypto';
import { GenerationRequestSchema, RatingBodySchema, RecipeParamsSchema } from '@sous/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ifNoneMatchNames, strongEtag } from '../../lib/etag.ts';
import { parseInput } from '../../lib/validate.ts';
import { getSessionUser, requireUser } from '../../plugins/auth.ts';
import { generateRecipes } from '../../services/recipes/generate-recipes.ts';
import { getRecipe } from '../../services/recipes/get-recipe.ts';
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

  app.post('/api/recipes/generate', { preHandler: [perIp, perCook] }, async (request, reply) => {
    const body = parseInput(GenerationRequestSchema, request.body);
    const user = getSessionUser(request);
    const controller = new AbortController();
    // The cook closed the tab: stop paying for a generation nobody will read.
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.once('close', onClose);
    try {
      return await generateRecipes(app.db, {
        request: body,
        user,
        visitorId: user ? '' : visitorId(request, reply),
        ip: request.ip,
        engine: app.chef,
        now: app.now,
        signal: controller.signal,
      });
    } finally {
      reply.raw.off('close', onClose);
    }
  });

  app.get('/api/recipes/saved', async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await listSavedRecipesJson(app.db, requireUser(request))),
  );

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
