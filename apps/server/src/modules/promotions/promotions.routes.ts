import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { COUPON_MESSAGES, applyCodeInputSchema, cartCodeSchema, codeOutcomeSchema } from '@kala/contract/promotions';
import { HttpError } from '../../lib/errors.ts';
import type { RouteLimit } from '../../lib/route-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { PromotionsService } from './promotions.service.ts';

/**
 * Codes tried by one signed-in shopper in the window, counted per shopper after the guard: enough for typos, too few
 * to guess codes by trying many.
 */
export const DEFAULT_CODE_LIMIT: RouteLimit = { max: 20, timeWindow: 60_000 };

const perShopper = (limit: RouteLimit) => ({
  rateLimit: {
    max: limit.max,
    timeWindow: limit.timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `coupon-apply:${request.sessionUser?.id ?? request.ip}`,
    errorResponseBuilder: () => new HttpError(429, COUPON_MESSAGES.tooMany),
  },
});

/** The shopper's one code on their cart, under /api/promotions/cart: read, apply, remove. Signed-in only. */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  requireUser: preHandlerAsyncHookHandler;
  codeLimit: RouteLimit;
}> = async (app, { promotions, requireUser, codeLimit }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });

  app.get(
    '/cart',
    {
      schema: {
        tags: ['promotions'],
        summary: "The code on the shopper's cart, priced now, or null",
        response: { 200: successOf(cartCodeSchema), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: { coupon: await promotions.current(currentUser(request)) } }),
  );

  app.put(
    '/cart',
    {
      config: perShopper(codeLimit),
      schema: {
        tags: ['promotions'],
        summary: 'Apply a code to the cart (replaces the one there); answers whether it applies and why not',
        body: applyCodeInputSchema,
        response: {
          200: successOf(codeOutcomeSchema),
          400: errorSchema,
          401: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await promotions.apply(currentUser(request), request.body.code),
    }),
  );

  app.delete(
    '/cart',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Remove the code from the cart',
        response: { 200: successOf(cartCodeSchema), 401: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { coupon: await promotions.remove(currentUser(request)) },
      message: 'Code removed',
    }),
  );
};
