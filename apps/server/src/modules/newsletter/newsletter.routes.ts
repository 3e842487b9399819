import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@kala/contract/envelope';
import { newsletterAnswerSchema, newsletterSubscribeSchema } from '@kala/contract/newsletter';
import type { NewsletterService } from './newsletter.service.ts';

/** The 'Stay Updated' box of the footer and the landing page's newsletter box. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.post(
    '/',
    {
      // A public write that anyone can script: ten tries a minute per address is plenty for a person.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterAnswerSchema, 201: newsletterAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await newsletter.subscribe(request.body.email, request.body.source);
      return reply.status(result.data.alreadySubscribed ? 200 : 201).send({ success: true as const, ...result });
    },
  );
};
