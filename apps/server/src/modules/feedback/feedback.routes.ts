import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@kala/contract/envelope';
import { FEEDBACK_MESSAGES, feedbackAnswerSchema, feedbackBodySchema } from '@kala/contract/feedback';
import { currentUser, type Guards } from '../../plugins/authenticate.ts';
import { rateLimitConfig, type RouteLimit } from '../../lib/route-limits.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

/** Spec §7 POST /api/feedback: signed-in shoppers share feedback; the account that sent it is recorded. */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  repository: FeedbackRepository;
  guards: Guards;
  limit: RouteLimit;
}> = async (app, { repository, guards, limit }) => {
  app.post(
    '/',
    {
      config: rateLimitConfig(limit),
      preValidation: guards.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (signed in)',
        body: feedbackBodySchema,
        response: { 201: feedbackAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await repository.insert(currentUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, message: FEEDBACK_MESSAGES.thanks, data: { _id: id } });
    },
  );
};
