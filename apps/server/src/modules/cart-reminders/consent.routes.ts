import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  MARKETING_MESSAGES,
  marketingAnswerSchema,
  marketingConsentBodySchema,
  marketingConsentSchema,
  marketingTokenParamsSchema,
} from '@kala/contract/marketing';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ConsentService } from './consent.service.ts';

/** The shopper's own marketing consent (account settings): read and change, behind the session. */
const accountRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, { consent, requireUser }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });

  app.get(
    '/consent',
    {
      schema: {
        tags: ['marketing'],
        summary: "The signed-in shopper's marketing consent (mail, WhatsApp)",
        response: { 200: successOf(marketingConsentSchema), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await consent.get(currentUser(request).id) }),
  );

  app.put(
    '/consent',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        summary: 'Give or withdraw marketing consent (withdrawing: marketingMail false)',
        body: marketingConsentBodySchema,
        response: {
          200: successOf(marketingConsentSchema).extend({ message: z.string() }),
          400: errorSchema,
          401: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await consent.update(currentUser(request).id, request.body),
      message: MARKETING_MESSAGES.saved,
    }),
  );
};

/** A mail's unsubscribe link: no session, the signed token is the proof; a GET changes nothing. */
const unsubscribeRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (app, { consent }) => {
  // A mail client's one-click unsubscribe (RFC 8058) POSTs a form; only the token in the address counts.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        summary: "Withdraw marketing consent with a mail's link: the page's button or a one-click POST (RFC 8058)",
        params: marketingTokenParamsSchema,
        response: { 200: marketingAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await consent.unsubscribe(request.params.token);
      return { success: true as const, message: MARKETING_MESSAGES.unsubscribed };
    },
  );

  app.get(
    '/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        summary: 'A mail client that opens the List-Unsubscribe address: sent to the unsubscribe page',
        params: z.object({ token: z.string().max(200) }),
        response: { 303: z.undefined(), 400: errorSchema, 429: errorSchema },
      },
    },
    // Link scanners open every address in a mail: the page asks with a button.
    async (request, reply) => reply.redirect(`/marketing/unsubscribe/${encodeURIComponent(request.params.token)}`, 303),
  );
};

/** /api/marketing: the account's consent and the mails' unsubscribe link (decision 043). */
export const consentRoutes: FastifyPluginAsyncZod<{
  consent: ConsentService;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, options) => {
  await app.register(accountRoutes, { consent: options.consent, requireUser: options.requireUser });
  await app.register(unsubscribeRoutes, { consent: options.consent });
};
