import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswerSchema, contactMessageSchema } from '@kala/contract/contact';
import { errorSchema } from '@kala/contract/envelope';
import type { ContactService } from './contact.service.ts';

/** The contact page's message form. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/',
    {
      // Messages land in a person's queue, so a script gets five a minute, not five hundred.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Kala team',
        body: contactMessageSchema,
        response: { 201: contactAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ success: true as const, ...(await contact.send(request.body)) }),
  );
};
