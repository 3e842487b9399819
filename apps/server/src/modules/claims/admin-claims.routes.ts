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
import { currentUser, type SessionUser } from '../../plugins/authenticate.ts';
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

  /**
   * One decision: POST /:claimId/<path> with its body, answered with the claim and the decision's message, and
   * `idempotent-replayed` when it had already been made.
   */
  function decision<Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    message: string,
    decide: (admin: SessionUser, claimId: string, input: z.output<Body>) => Promise<Decided>,
  ) {
    app.post(
      `/:claimId/${path}`,
      { schema: { tags: ['admin'], summary, params, body, response: answers } },
      async (request, reply) => {
        // The body was checked against `body` before this runs; the type provider cannot see that through a generic.
        const input = request.body as z.output<Body>;
        const result = await decide(currentUser(request), request.params.claimId, input);
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return { success: true as const, data: result.claim, message };
      },
    );
  }

  decision(
    'messages',
    'Ask the shopper for more (they answer with text or photos)',
    claimAskSchema,
    CLAIM_MESSAGES.asked,
    claims.ask,
  );
  decision(
    'replacement',
    'Approve a replacement: a zero-price order of the claimed pieces, shipped as usual',
    claimReplaceSchema,
    CLAIM_MESSAGES.replaced,
    claims.replace,
  );
  decision(
    'refund',
    'Approve a refund of the claimed pieces: through the payment provider, or recorded with a bank-transfer note for cash on delivery',
    claimRefundSchema,
    CLAIM_MESSAGES.refunded,
    claims.refund,
  );
  decision(
    'decline',
    'Decline a claim with a reason the shopper reads',
    claimDeclineSchema,
    CLAIM_MESSAGES.declined,
    claims.decline,
  );
};
