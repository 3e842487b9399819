import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { safeErrorMessage } from '../../lib/log-redaction.ts';
import type { Drain } from './drain.ts';

const statusSchema = z.object({
  success: z.boolean(),
  data: z.object({ status: z.string() }),
  message: z.string().optional(),
});

/**
 * Liveness (the process answers) and readiness (the database answers and the server is not shutting down), for load
 * balancers and orchestrators.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; drain: Drain }> = async (
  app,
  { database, drain },
) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'The process is alive', response: { 200: statusSchema } } },
    async () => ({ success: true, data: { status: 'ok' } }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'The database answers and the server is not shutting down',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      if (drain.draining) {
        // Shutting down: the proxy stops sending here while the requests it already sent are still served.
        return reply
          .status(503)
          .send({ success: false, data: { status: 'closing' }, message: 'The server is shutting down' });
      }
      try {
        await database.ping();
        return { success: true, data: { status: 'ready' } };
      } catch (error) {
        // A warning with the reason: a proxy asks every second, and a database outage is logged by the error handler.
        request.log.warn({ reason: safeErrorMessage(error) }, 'readiness check failed');
        return reply
          .status(503)
          .send({ success: false, data: { status: 'unavailable' }, message: 'Database is not answering' });
      }
    },
  );
};
