import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  // Probes carry no session; a browser's cookie is not looked up either.
  app.get('/api/health', { config: { session: false } }, async () => ({ status: 'ok' }));

  app.get('/api/ready', { config: { session: false } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ message: 'Database unreachable', code: 'not_ready' });
    }
  });
}
