import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  REVIEW_MESSAGES,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewSchema,
  reviewAuditSchema,
  reviewHideSchema,
  reviewReplySchema,
} from '@kala/contract/reviews';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminReviewsService } from './admin-reviews.service.ts';

const id = z.object({ id: z.string().max(100) });
const answer = {
  200: successOf(adminReviewSchema),
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** The admin's review moderation under /api/admin/reviews (contract: REVIEW_PATHS.admin*); admin only. */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{
  admin: AdminReviewsService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { admin, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews, newest first (status: all, visible or hidden; optional productId)',
        querystring: adminReviewListQuerySchema,
        response: { 200: successOf(adminReviewListSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await admin.list(request.query) }),
  );

  app.post(
    '/:id/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review, with a reason',
        params: id,
        body: reviewHideSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await admin.hide(currentUser(request), request.params.id, request.body.reason),
      message: REVIEW_MESSAGES.hidden,
    }),
  );

  app.post(
    '/:id/show',
    { schema: { tags: ['admin'], summary: 'Show a hidden review again', params: id, response: answer } },
    async (request) => ({
      success: true as const,
      data: await admin.show(currentUser(request), request.params.id),
      message: REVIEW_MESSAGES.shown,
    }),
  );

  app.put(
    '/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish (or replace) the store’s reply',
        params: id,
        body: reviewReplySchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await admin.reply(currentUser(request), request.params.id, request.body.text),
      message: REVIEW_MESSAGES.replied,
    }),
  );

  app.delete(
    '/:id/reply',
    { schema: { tags: ['admin'], summary: 'Remove the store’s reply', params: id, response: answer } },
    async (request) => ({
      success: true as const,
      data: await admin.removeReply(currentUser(request), request.params.id),
      message: REVIEW_MESSAGES.replyRemoved,
    }),
  );

  app.get(
    '/:id/audit',
    {
      schema: {
        tags: ['admin'],
        summary: "The review's audited changes, newest first",
        params: id,
        response: { 200: successOf(reviewAuditSchema), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await admin.audit(request.params.id) }),
  );
};
