import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_HEADER } from '@kala/contract/locale';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { suggestionsSchema, suggestQuerySchema } from '@kala/contract/search';
import { sendJsonText } from '../../lib/json-text.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { rateLimitConfig, type RouteLimit } from '../../lib/route-limits.ts';
import type { SearchService } from './search.service.ts';

/**
 * GET /api/search/suggest?q= (public, per client address: the header asks as a shopper types, about once a pause).
 * The browser may keep an answer a minute; it differs by the page's language, which the storefront sends in a header.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; limit: RouteLimit }> = async (
  app,
  { search, limit },
) => {
  app.get(
    '/suggest',
    {
      config: rateLimitConfig(limit),
      schema: {
        tags: ['products'],
        summary: 'Pieces and categories matching what a shopper is typing, however it is spelt',
        querystring: suggestQuerySchema,
        response: { 200: successOf(suggestionsSchema), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const text = await search.suggestJson(request.query.q, requestLocale(request));
      reply.header('cache-control', 'private, max-age=60').header('vary', LOCALE_HEADER);
      return sendJsonText(reply, text);
    },
  );
};
