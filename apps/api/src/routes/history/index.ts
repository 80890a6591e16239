import { HistoryParamsSchema, HistoryQuerySchema } from '@sous/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { deleteHistoryEntry, getHistorySession, listHistory } from '../../services/recipes/history.ts';

/** The signed-in cook's recipe history (spec §3; docs/decisions/110). Each cook sees only their own. */
export default async function historyRoutes(app: FastifyInstance) {
  app.get('/api/history', async (request) => {
    const user = requireUser(request);
    const query = parseInput(HistoryQuerySchema, request.query, 'query');
    return listHistory(app.db, user, query);
  });

  app.get('/api/history/:sessionId', async (request) => {
    const user = requireUser(request);
    const { sessionId } = parseInput(HistoryParamsSchema, request.params, 'session id');
    return getHistorySession(app.db, user, sessionId);
  });

  app.delete('/api/history/:sessionId', async (request, reply) => {
    const user = requireUser(request);
    const { sessionId } = parseInput(HistoryParamsSchema, request.params, 'session id');
    const deleted = await deleteHistoryEntry(app.db, user, sessionId);
    // A deleted recipe is never served from the hot-recipe cache, in any process (docs/decisions/113).
    await app.recipeCache.forget(deleted);
    return reply.status(204).send();
  });
}
