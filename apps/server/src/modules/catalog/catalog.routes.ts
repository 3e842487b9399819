import { NOT_FOUND_MESSAGES } from '@kala/contract/not-found';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryInfoSchema,
  categoryStatSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@kala/contract/catalog';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { NotFoundError } from '../../lib/errors.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { CatalogService } from './catalog.service.ts';

/** Catalogue reads of spec §7 Products. Admin writes live in the admin module. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['products'],
        summary: 'List active products with filters, search, sort and pages',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await catalog.listJson(request.query, { locale: requestLocale(request) })),
  );

  app.get(
    '/available',
    {
      schema: {
        tags: ['products'],
        summary: 'List active products that have at least one size in stock',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await catalog.listJson(request.query, { availableOnly: true, locale: requestLocale(request) }),
      ),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'The seven categories with both of their spellings',
        response: { 200: successOf(z.array(categoryInfoSchema)) },
      },
    },
    async () => ({ success: true as const, data: catalog.categories() }),
  );

  app.get(
    '/stats/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'Active products per category',
        response: { 200: successOf(z.array(categoryStatSchema)) },
      },
    },
    async () => ({ success: true as const, data: await catalog.categoryStats() }),
  );

  app.get(
    '/sizes/:category',
    {
      schema: {
        tags: ['products'],
        summary: 'The size choices and what a category offers of each',
        params: z.object({ category: z.string().max(60) }),
        response: {
          200: successOf(
            z.object({
              category: z.string(),
              sizes: z.array(
                z.object({
                  size: z.string(),
                  products: z.number().int(),
                  minPrice: z.number().nullable(),
                  maxPrice: z.number().nullable(),
                  isAvailable: z.boolean(),
                }),
              ),
            }),
          ),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const data = await catalog.sizesForCategory(request.params.category);
      if (!data) throw new NotFoundError('Category not found');
      return { success: true as const, data };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One active product',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: successOf(productSchema), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const text = await catalog.productJson(request.params.id, requestLocale(request));
      if (!text) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
      return sendJsonText(reply, text);
    },
  );
};
