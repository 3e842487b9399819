import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  adminCouponListSchema,
  adminCouponSchema,
  combinationSchema,
  couponInputSchema,
  couponParamsSchema,
} from '@kala/contract/promotions';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdminCouponsService } from './admin-coupons.service.ts';

const answer = {
  200: successOf(adminCouponSchema),
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** The admin's codes under /api/admin/promotions (issue 27 item 5); admin only, every write audited. */
export const adminCouponsRoutes: FastifyPluginAsyncZod<{
  admin: AdminCouponsService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { admin, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Codes, newest first, with state, uses, revenue and discount given',
        response: { 200: successOf(adminCouponListSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ success: true as const, data: { coupons: await admin.list() } }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a code (unique whatever its case)',
        body: couponInputSchema,
        response: { ...answer, 201: successOf(adminCouponSchema) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        data: await admin.create(currentUser(request), request.body),
        message: 'Code created',
      };
    },
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a code',
        params: couponParamsSchema,
        body: couponInputSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await admin.update(currentUser(request), request.params.id, request.body),
      message: 'Code saved',
    }),
  );

  for (const [verb, message] of [
    ['pause', 'Code paused'],
    ['resume', 'Code resumed'],
    ['end', 'Code ended'],
  ] as const) {
    app.post(
      `/coupons/:id/${verb}`,
      { schema: { tags: ['admin'], summary: `${verb} a code`, params: couponParamsSchema, response: answer } },
      async (request) => ({
        success: true as const,
        data: await admin[verb](currentUser(request), request.params.id),
        message,
      }),
    );
  }

  app.get(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'How codes combine with sales',
        response: { 200: successOf(combinationSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ success: true as const, data: { combination: await admin.combination() } }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set how codes combine with sales: stack or best-of',
        body: combinationSchema,
        response: { 200: successOf(combinationSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { combination: await admin.setCombination(currentUser(request), request.body.combination) },
      message: 'Saved',
    }),
  );
};
