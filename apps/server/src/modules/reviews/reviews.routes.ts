import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  REVIEW_MESSAGES,
  orderReviewsSchema,
  ownReviewSchema,
  reviewCreateSchema,
  reviewEditSchema,
  reviewLinkSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from '@kala/contract/reviews';
import { sendJsonText } from '../../lib/json-text.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { rateLimitConfig } from '../../lib/route-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { perShopper, type ReviewRateLimits } from './review-limits.ts';
import type { ReviewLinks } from './review-links.ts';
import type { ReviewsService } from './reviews.service.ts';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
  links: ReviewLinks;
  cache: ResponseCache;
  requireUser: preHandlerAsyncHookHandler;
  limits: ReviewRateLimits;
}

const id = z.object({ id: z.string().max(100) });
const failures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/**
 * The shopper's and the public's review routes under /api/reviews (contract: REVIEW_PATHS). Writes are per signed-in
 * shopper and rate limited per shopper; the public list is cached (any review change empties the cache).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, options) => {
  const { reviews, links, cache, requireUser, limits } = options;
  // On request, before the body is read: a guest gets 401 whatever the body holds.
  const signedIn = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await requireUser.call(this, request, reply);
  };

  app.get(
    '/products/:id',
    {
      config: rateLimitConfig(limits.reads),
      schema: {
        tags: ['reviews'],
        summary: "A product's visible reviews (sorted, paged) and their figures",
        params: id,
        querystring: reviewListQuerySchema,
        response: { 200: successOf(reviewListSchema), 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { sort, page, limit } = request.query;
      const key = `reviews:${request.params.id}:${sort}:${page}:${limit}`;
      const text = await cache.get(
        key,
        async () => JSON.stringify({ success: true, data: await reviews.list(request.params.id, request.query) }),
        () => 'long-tail',
      );
      return sendJsonText(reply, text);
    },
  );

  app.post(
    '/',
    {
      onRequest: signedIn,
      config: perShopper('writes', limits.writes),
      schema: {
        tags: ['reviews'],
        summary: 'Review a piece of a delivered order (once per shopper and product)',
        body: reviewCreateSchema,
        response: { 201: successOf(ownReviewSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await reviews.create({ id: user.id, name: user.name }, request.body);
      reply.status(201);
      return { success: true as const, data, message: REVIEW_MESSAGES.created };
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'What the shopper may review of their order, line by line',
        params: id,
        response: { 200: successOf(orderReviewsSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.forOrder(currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/links/:id',
    {
      config: rateLimitConfig(limits.reads),
      schema: {
        tags: ['reviews'],
        summary: "The order a review-request mail's link opens",
        params: id,
        response: { 200: successOf(reviewLinkSchema), 404: errorSchema, 410: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: links.open(request.params.id) }),
  );

  app.get(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['reviews'],
        summary: "The shopper's own review (another's answers 404)",
        params: id,
        response: { 200: successOf(ownReviewSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.own(currentUser(request).id, request.params.id),
    }),
  );

  app.patch(
    '/:id',
    {
      onRequest: signedIn,
      config: perShopper('writes', limits.writes),
      schema: {
        tags: ['reviews'],
        summary: 'Edit your own review (the whole review again; photoIds: those to keep and new ones)',
        params: id,
        body: reviewEditSchema,
        response: { 200: successOf(ownReviewSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.edit(currentUser(request).id, request.params.id, request.body),
      message: REVIEW_MESSAGES.updated,
    }),
  );

  app.delete(
    '/:id',
    {
      onRequest: signedIn,
      config: perShopper('writes', limits.writes),
      schema: {
        tags: ['reviews'],
        summary: 'Delete your own review',
        params: id,
        response: { 200: successOf(z.null()), ...failures },
      },
    },
    async (request) => {
      await reviews.remove(currentUser(request).id, request.params.id);
      return { success: true as const, data: null, message: REVIEW_MESSAGES.deleted };
    },
  );
};
