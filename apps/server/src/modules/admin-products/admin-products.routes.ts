import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  creatorOptionSchema,
  PRODUCT_MESSAGES,
  productAuditSchema,
  productIdParamsSchema,
  productInputSchema,
  productPatchSchema,
  sizeAvailabilityInputSchema,
  sizeParamsSchema,
} from '@kala/contract/admin-products';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminProductsService } from './admin-products.service.ts';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const productAnswer = { 200: successOf(adminProductSchema), ...refusals };

/**
 * The admin's product calls (issue 11 item 2): the writes of spec §7 Products under /api/products, beside the
 * shopper's reads, and the admin's own reads (every product, active or not, with stock counts and the audit trail)
 * under /api/admin/products. Every route is admin only; the guard runs on request, before the body is read, so a
 * guest or a shopper gets 401 or 403 whatever they send.
 */
export const adminProductsRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { products, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a product (spec §5 Product form rules; rich description cleaned)',
        body: productInputSchema,
        response: { 201: successOf(adminProductSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await products.create(currentUser(request), request.body);
      return reply.status(201).send({ success: true as const, data, message: PRODUCT_MESSAGES.created });
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a product; `sizes`, when sent, is the whole new list (sizes keep their ids)',
        params: productIdParamsSchema,
        body: productPatchSchema,
        response: productAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.update(currentUser(request), request.params.id, request.body),
      message: PRODUCT_MESSAGES.updated,
    }),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a product (orders keep their copied lines)',
        params: productIdParamsSchema,
        response: { 200: successOf(z.object({ _id: z.string() })), ...refusals },
      },
    },
    async (request) => {
      await products.remove(currentUser(request), request.params.id);
      return { success: true as const, data: { _id: request.params.id }, message: PRODUCT_MESSAGES.deleted };
    },
  );

  app.patch(
    '/products/:id/sizes/:sizeId/availability',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a size Available or Out of Stock (no body: flip it)',
        params: sizeParamsSchema,
        body: sizeAvailabilityInputSchema,
        response: productAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.setSizeAvailability(
        currentUser(request),
        request.params.id,
        request.params.sizeId,
        request.body?.isAvailable,
      ),
    }),
  );

  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every product, active or not, newest first, by category and page (10 to 1000 a page)',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListSchema, ...refusals },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/admin/products/creators',
    {
      schema: {
        tags: ['admin'],
        summary: 'The artists a product can be credited to',
        response: { 200: successOf(z.array(creatorOptionSchema)), ...refusals },
      },
    },
    async () => ({ success: true as const, data: await products.creators() }),
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product, active or not, with stock counts',
        params: productIdParamsSchema,
        response: productAnswer,
      },
    },
    async (request) => ({ success: true as const, data: await products.get(request.params.id) }),
  );

  app.get(
    '/admin/products/:id/audit',
    {
      schema: {
        tags: ['admin'],
        summary: "The product's recorded changes, oldest first",
        params: productIdParamsSchema,
        response: { 200: productAuditSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await products.audit(request.params.id) }),
  );
};
