import {
  CreateShareLinkBodySchema,
  DEFAULT_MEASUREMENT_SYSTEM,
  RecipeParamsSchema,
  ShareLinkParamsSchema,
  ShareTokenParamsSchema,
  ShareTokenSchema,
  sharePath,
} from '@sous/domain';
import { recipeJsonLd } from '@sous/units/json-ld';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { getSessionUser, requireUser } from '../../plugins/auth.ts';
import { createShareLink } from '../../services/sharing/create-share-link.ts';
import { getSharedRecipe } from '../../services/sharing/get-shared-recipe.ts';
import { listShareLinks } from '../../services/sharing/list-share-links.ts';
import { revokeShareLink } from '../../services/sharing/revoke-share-link.ts';
import { SHARED_PAGE_CSP, sharedNotFoundPage, sharedRecipePage } from './shared-page.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** Public reads per IP: plenty for a person and a link preview, too few to walk the token space. */
export const SHARED_READS_PER_MINUTE = 60;

/** Share links of saved recipes (docs/decisions/097): the owner's routes, then the public reads. */
export default async function sharedRoutes(app: FastifyInstance) {
  /** The web app's public origin: links and previews point there (nginx and Vite route /r/ here). */
  const webOrigin = app.config.webOrigins[0] ?? '';
  const homeUrl = `${webOrigin}/`;

  const perOwner = app.rateLimit({
    max: 60,
    timeWindow: HOUR,
    keyGenerator: (request) => `share-create|${getSessionUser(request)?.id ?? request.ip}`,
  });
  const perReader = app.rateLimit({
    max: SHARED_READS_PER_MINUTE,
    timeWindow: MINUTE,
    keyGenerator: (request) => `shared-read|${request.ip}`,
  });

  /** Not indexable unless the owner chose so; never indexable when the link is gone. */
  const robots = (reply: FastifyReply, indexable: boolean) => {
    if (!indexable) reply.header('x-robots-tag', 'noindex, nofollow');
  };

  app.get('/api/recipes/:id/share-links', async (request) => {
    const user = requireUser(request);
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    return listShareLinks(app.db, { user, recipeId: id });
  });

  app.post('/api/recipes/:id/share-links', { preHandler: [perOwner] }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parseInput(RecipeParamsSchema, request.params, 'recipe id');
    const { indexable } = parseInput(CreateShareLinkBodySchema, request.body);
    const link = await createShareLink(app.db, { user, recipeId: id, indexable, now: app.now() });
    return reply.status(201).send(link);
  });

  app.delete('/api/recipes/:id/share-links/:linkId', async (request, reply) => {
    const user = requireUser(request);
    const { id, linkId } = parseInput(ShareLinkParamsSchema, request.params, 'share link');
    await revokeShareLink(app.db, { user, recipeId: id, linkId });
    return reply.status(204).send();
  });

  app.get('/api/shared/:token', { preHandler: [perReader] }, async (request, reply) => {
    const { token } = parseInput(ShareTokenParamsSchema, request.params, 'share link');
    try {
      const shared = await getSharedRecipe(app.db, token);
      robots(reply, shared.indexable);
      return { recipe: shared.recipe, publishedAt: shared.publishedAt.toISOString() };
    } catch (error) {
      robots(reply, false);
      throw error;
    }
  });

  app.get('/r/:token', { preHandler: [perReader] }, async (request, reply) => {
    reply.header('content-security-policy', SHARED_PAGE_CSP).type('text/html; charset=utf-8');
    const token = (request.params as { token?: unknown }).token;
    if (!v.is(ShareTokenSchema, token)) {
      robots(reply, false);
      return reply.status(404).send(sharedNotFoundPage(homeUrl));
    }
    let shared: Awaited<ReturnType<typeof getSharedRecipe>>;
    try {
      shared = await getSharedRecipe(app.db, token);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
      robots(reply, false);
      return reply.status(404).send(sharedNotFoundPage(homeUrl));
    }
    robots(reply, shared.indexable);
    const url = `${webOrigin}${sharePath(token)}`;
    const jsonLd = recipeJsonLd(shared.recipe, {
      factor: 1,
      system: DEFAULT_MEASUREMENT_SYSTEM,
      datePublished: shared.publishedAt,
      url,
    });
    return reply.send(
      sharedRecipePage({ recipe: shared.recipe, jsonLd, url, homeUrl, indexable: shared.indexable }),
    );
  });
}
