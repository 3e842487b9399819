import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminClaimListQuerySchema,
  adminClaimListSchema,
  adminClaimSchema,
  CLAIM_MESSAGES,
  claimAskSchema,
  claimDeclineSchema,
  claimRefundSchema,
  claimReplaceSchema,
} from '@kala/contract/claims';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { currentUser } from '../../plugins/authenticate.ts';
import type { Decided } from './claim-decisions.ts';
import type { ClaimsService } from './claims.service.ts';

export interface AdminClaimsRoutesOptions {
  claims: ClaimsService;
  requireAdmin: preHandlerAsyncHookHandler;
}

const params = z.object({ claimId: z.string().max(100) });
const answers = {
  200: successOf(adminClaimSchema),
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
};

/**
 * The admin's claims (issue 26 item 5, decision 039): the list (open first), one claim, and the four decisions. A
 * decision asked again after it was made (a double click, a second admin) answers it with `idempotent-replayed`.
 */
export const adminClaimsRoutes: FastifyPluginAsyncZod<AdminClaimsRoutesOptions> = async (
  app,
  { claims, requireAdmin },
) => {
  // onRequest, so a guest is 401 and a shopper 403 before their input is even read.
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Claims: open (the default, oldest first), closed or all',
        querystring: adminClaimListQuerySchema,
        response: { 200: successOf(adminClaimListSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await claims.list(request.query) }),
  );

  app.get(
    '/:claimId',
    {
      schema: { tags: ['admin'], summary: 'One claim with its photos, messages and order', params, response: answers },
    },
    async (request) => ({ success: true as const, data: await claims.detail(request.params.claimId) }),
  );

  const decided = (result: Decided, message: string, reply: { header(name: string, value: string): unknown }) => {
    if (result.replayed) reply.header('idempotent-replayed', 'true');
    return { success: true as const, data: result.claim, message };
  };

  app.post(
    '/:claimId/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ask the shopper for more (they answer with text or photos)',
        params,
        body: claimAskSchema,
        response: answers,
      },
    },
    async (request, reply) =>
      decided(
        await claims.ask(currentUser(request), request.params.claimId, request.body),
        CLAIM_MESSAGES.asked,
        reply,
      ),
  );

  app.post(
    '/:claimId/replacement',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a replacement: a zero-price order of the claimed pieces, shipped as usual',
        params,
        body: claimReplaceSchema,
        response: answers,
      },
    },
    async (request, reply) =>
      decided(
        await claims.replace(currentUser(request), request.params.claimId, request.body),
        CLAIM_MESSAGES.replaced,
        reply,
      ),
  );

  app.post(
    '/:claimId/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Approve a refund of the claimed pieces: through the payment provider, or recorded with a bank-transfer note for cash on delivery',
        params,
        body: claimRefundSchema,
        response: answers,
      },
    },
    async (request, reply) =>
      decided(
        await claims.refund(currentUser(request), request.params.claimId, request.body),
        CLAIM_MESSAGES.refunded,
        reply,
      ),
  );

  app.post(
    '/:claimId/decline',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decline a claim with a reason the shopper reads',
        params,
        body: claimDeclineSchema,
        response: answers,
      },
    },
    async (request, reply) =>
      decided(
        await claims.decline(currentUser(request), request.params.claimId, request.body),
        CLAIM_MESSAGES.declined,
        reply,
      ),
  );
};
