import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  adminSaleDetailSchema,
  adminSaleSchema,
  currentSalesSchema,
  saleInputSchema,
  saleSchema,
} from '@kala/contract/sales';
import { currentUser } from '../../plugins/authenticate.ts';
import type { SalesService } from './sales.service.ts';

const guarded = { 401: errorSchema, 403: errorSchema };
const idParams = z.object({ id: z.string().max(100) });

/** The shoppers' read: what is on sale now and what comes next (the /sale page). Cached by the browser briefly. */
export const publicSalesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  app.get(
    '/current',
    {
      schema: {
        tags: ['sales'],
        summary: 'The sales live now and the next to start',
        response: { 200: successOf(currentSalesSchema) },
      },
    },
    async () => ({ success: true as const, data: await sales.current() }),
  );
};

/** The admin's sales (issue 27 item 5): list, create, edit, pause, resume, end. Every change is audited. */
export const adminSalesRoutes: FastifyPluginAsyncZod<{
  sales: SalesService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { sales, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every sale with its state, uses, revenue and discount given',
        response: { 200: successOf(z.array(adminSaleSchema)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await sales.list() }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One sale with its figures and its change history',
        params: idParams,
        response: { 200: successOf(adminSaleDetailSchema), 404: errorSchema, ...guarded },
      },
    },
    async (request) => ({ success: true as const, data: await sales.detail(request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Schedule a sale (dates in India time)',
        body: saleInputSchema,
        response: { 201: successOf(saleSchema), 400: errorSchema, 422: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const data = await sales.create(currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, data, message: 'Sale scheduled' });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a sale that has not ended',
        params: idParams,
        body: saleInputSchema,
        response: { 200: successOf(saleSchema), 400: errorSchema, 404: errorSchema, 422: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sales.update(currentUser(request), request.params.id, request.body),
      message: 'Sale saved',
    }),
  );

  const actions = {
    pause: { summary: 'Pause a sale (not live until resumed)', message: 'Sale paused' },
    resume: { summary: 'Resume a paused sale', message: 'Sale resumed' },
    end: { summary: 'End a sale now', message: 'Sale ended' },
  } as const;
  for (const [action, { summary, message }] of Object.entries(actions) as [
    keyof typeof actions,
    (typeof actions)[keyof typeof actions],
  ][]) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParams,
          response: { 200: successOf(saleSchema), 404: errorSchema, 422: errorSchema, ...guarded },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sales[action](currentUser(request), request.params.id),
        message,
      }),
    );
  }
};
