import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COD_LIST_KINDS, codListEntrySchema, codPolicySchema, codSettingsViewSchema } from '@kala/contract/cod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CodService } from './cod.service.ts';

const guarded = { 401: errorSchema, 403: errorSchema };

/** The admin's COD policy and lists (issue 25 item 3). Admins only; the guard runs before the body is read. */
export const adminCodRoutes: FastifyPluginAsyncZod<{
  cod: CodService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { cod, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "The seller's cash-on-delivery policy, block and allow lists, and the confirmation window",
        response: { 200: successOf(codSettingsViewSchema), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await cod.view() }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's cash-on-delivery policy",
        body: codPolicySchema,
        response: { 200: successOf(codSettingsViewSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cod.savePolicy(currentUser(request), request.body),
      message: 'Cash on delivery settings saved',
    }),
  );

  app.put(
    '/lists',
    {
      schema: {
        tags: ['admin'],
        summary: 'Block or allow a PIN code or phone number for cash on delivery',
        body: codListEntrySchema,
        response: { 200: successOf(codSettingsViewSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cod.putListEntry(currentUser(request), request.body),
      message: 'List saved',
    }),
  );

  app.delete(
    '/lists/:kind/:value',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a PIN code or phone number from the COD lists',
        params: z.object({ kind: z.enum(COD_LIST_KINDS), value: z.string().max(20) }),
        response: { 200: successOf(codSettingsViewSchema), 400: errorSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cod.deleteListEntry(currentUser(request), request.params.kind, request.params.value),
      message: 'Removed from the list',
    }),
  );
};
