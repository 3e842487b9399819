import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const statusSchema = z.object({
  success: z.boolean(),
  data: z.object({ status: z.string() }),
  message: z.string().optional(),
});

/** Liveness (the process answers) and readiness (the database answers), for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
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
        summary: 'The database answers',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { success: true, data: { status: 'ready' } };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply
          .status(503)
          .send({ success: false, data: { status: 'unavailable' }, message: 'Database is not answering' });
      }
    },
  );
};
