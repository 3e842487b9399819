import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLAIM_MESSAGES,
  claimReplySchema,
  claimReportSchema,
  claimSchema,
  orderClaimsSchema,
} from '@kala/contract/claims';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { currentUser } from '../../plugins/authenticate.ts';
import { perShopper, type ClaimRateLimits } from './claim-limits.ts';
import type { ClaimsService } from './claims.service.ts';

export interface ClaimsRoutesOptions {
  claims: ClaimsService;
  requireUser: preHandlerAsyncHookHandler;
  limits: ClaimRateLimits;
}

const orderParams = z.object({ orderId: z.string().max(100) });
const claimParams = z.object({ claimId: z.string().max(100) });
const refusals = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/**
 * The shopper's claims (issue 26 item 5): the order page's state and report, and replies to the store. Every route
 * acts on the signed-in shopper's own orders and claims; anyone else's is 404.
 */
export const claimsRoutes: FastifyPluginAsyncZod<ClaimsRoutesOptions> = async (
  app,
  { claims, requireUser, limits },
) => {
  // On request, before the body is read: a guest gets 401 whatever the body holds.
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['claims'],
        summary: "An order's claims, and whether a problem may be reported now (and why not)",
        params: orderParams,
        response: { 200: successOf(orderClaimsSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await claims.orderClaims(currentUser(request), request.params.orderId),
    }),
  );

  app.post(
    '/orders/:orderId',
    {
      config: perShopper('reports', limits.reports, CLAIM_MESSAGES.tooMany),
      schema: {
        tags: ['claims'],
        summary: 'Report a damaged, wrong or missing piece within 3 days of delivery, with 1-3 photos',
        params: orderParams,
        body: claimReportSchema,
        response: { 201: successOf(claimSchema), ...refusals, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const claim = await claims.report(currentUser(request), request.params.orderId, request.body);
      return reply.code(201).send({ success: true as const, data: claim, message: CLAIM_MESSAGES.reported });
    },
  );

  app.post(
    '/:claimId/messages',
    {
      config: perShopper('replies', limits.replies, CLAIM_MESSAGES.tooMany),
      schema: {
        tags: ['claims'],
        summary: "Answer the store's question on an open claim: a message and/or up to 3 photos",
        params: claimParams,
        body: claimReplySchema,
        response: { 201: successOf(claimSchema), ...refusals, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const claim = await claims.reply(currentUser(request), request.params.claimId, request.body);
      return reply.code(201).send({ success: true as const, data: claim, message: CLAIM_MESSAGES.replied });
    },
  );
};
