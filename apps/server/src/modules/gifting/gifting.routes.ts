import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { GIFT_MESSAGES, giftSettingsInputSchema, giftSettingsSchema } from '@kala/contract/gifting';
import { currentUser } from '../../plugins/authenticate.ts';
import type { GiftingService } from './gifting.service.ts';

/** GET /api/settings/gifting: whether the seller offers gift wrap, and its price (the checkout reads it). */
export const giftSettingsRoutes: FastifyPluginAsyncZod<{ service: GiftingService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['settings'],
        summary: 'Whether gift wrap is offered, and its price in rupees',
        response: { 200: successOf(giftSettingsSchema) },
      },
    },
    async () => ({ success: true as const, data: await service.settings() }),
  );
};

/** The seller's gift-wrap option (admin Settings), audited as settings. */
export const adminGiftSettingsRoutes: FastifyPluginAsyncZod<{
  service: GiftingService;
  requireAdmin: preHandlerAsyncHookHandler;
}> = async (app, { service, requireAdmin }) => {
  app.addHook('onRequest', async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  });
  const guarded = { 401: errorSchema, 403: errorSchema };

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "The seller's gift-wrap option",
        response: { 200: successOf(giftSettingsSchema), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await service.settings() }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's gift-wrap option",
        body: giftSettingsInputSchema,
        response: { 200: successOf(giftSettingsSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveSettings(currentUser(request), request.body),
      message: GIFT_MESSAGES.settingsSaved,
    }),
  );
};
