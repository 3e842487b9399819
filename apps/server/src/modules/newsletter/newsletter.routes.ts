import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@kala/contract/envelope';
import { requestLocale } from '../../lib/request-locale.ts';
import {
  NEWSLETTER_MESSAGES,
  newsletterAnswerSchema,
  newsletterSubscribeSchema,
  newsletterTokenParamsSchema,
} from '@kala/contract/newsletter';
import type { NewsletterService } from './newsletter.service.ts';

const answers = { 200: newsletterAnswerSchema, 400: errorSchema, 429: errorSchema };

/**
 * The newsletter (decision 022): the 'Stay Updated' box of the footer and the landing page's box ask for it, the
 * confirmation page confirms it, the unsubscribe page and mail clients' one-click POST (RFC 8058) end it.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  // A mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form (urlencoded or multipart). The
  // token in the address is all that counts, so the body is read (a few bytes at most) and dropped. This plugin only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/',
    {
      // A public write that anyone can script: ten tries a minute per address is plenty for a person.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Ask for the newsletter: a confirmation link is mailed (the same answer for any address)',
        body: newsletterSubscribeSchema,
        response: { 202: newsletterAnswerSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await newsletter.subscribe(request.body.email, request.body.source, requestLocale(request));
      // 202: accepted; what happens to the address (a mail, or none) is decided after the answer.
      return reply.status(202).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/confirm/:token',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the mailed link (single use, 7 days)',
        params: newsletterTokenParamsSchema(NEWSLETTER_MESSAGES.confirmLinkInvalid),
        response: answers,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await newsletter.confirm(request.params.token, requestLocale(request))),
    }),
  );

  app.post(
    '/unsubscribe/:token',
    {
      // Mail providers send one-click unsubscribes from a few shared addresses: more room than the forms get.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe with a newsletter mail's link: the page's button or a one-click POST (RFC 8058)",
        params: newsletterTokenParamsSchema(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid),
        response: answers,
      },
    },
    async (request) => ({ success: true as const, ...(await newsletter.unsubscribe(request.params.token)) }),
  );

  app.get(
    '/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary:
          'A mail client that opens the List-Unsubscribe address: sent to the unsubscribe page (changes nothing)',
        params: z.object({ token: z.string().max(200) }),
        response: { 303: z.undefined(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) =>
      // A GET never unsubscribes (link scanners fetch every address in a mail); the page asks with a button.
      reply.redirect(`/newsletter/unsubscribe/${encodeURIComponent(request.params.token)}`, 303),
  );
};
