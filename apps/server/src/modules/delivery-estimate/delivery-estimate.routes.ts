import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryEstimateQuerySchema,
  deliveryEstimateSchema,
  deliverySettingsSchema,
  savedPincodeSchema,
  savePincodeInputSchema,
} from '@kala/contract/delivery-estimate';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { sendJsonText } from '../../lib/json-text.ts';
import { rateLimitConfig, type RouteLimit } from '../../lib/route-limits.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { DeliveryEstimateService } from './delivery-estimate.service.ts';

/**
 * GET /api/delivery-estimate (public, per client address: anyone may ask, so a script asking every PIN code of
 * India is slowed to the limit) and the signed-in shopper's remembered PIN code.
 */
export const deliveryEstimateRoutes: FastifyPluginAsyncZod<{
  service: DeliveryEstimateService;
  requireUser: preHandlerAsyncHookHandler;
  limit: RouteLimit;
}> = async (app, { service, requireUser, limit }) => {
  app.get(
    '/',
    {
      config: rateLimitConfig(limit),
      schema: {
        tags: ['shipping'],
        summary: 'Whether a piece reaches a PIN code, by when, cash on delivery there and the free-shipping rule',
        querystring: deliveryEstimateQuerySchema,
        response: {
          200: successOf(deliveryEstimateSchema),
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => sendJsonText(reply, await service.estimateJson(request.query)),
  );

  app.get(
    '/pincode',
    {
      // On request, before the body is read: a guest gets 401 whatever the body holds.
      onRequest: async function (request, reply) {
        await requireUser.call(this, request, reply);
      },
      schema: {
        tags: ['shipping'],
        summary: 'The PIN code the signed-in shopper last checked',
        response: { 200: successOf(savedPincodeSchema), 401: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { pincode: await service.savedPincode(currentUser(request).id) },
    }),
  );

  app.put(
    '/pincode',
    {
      // On request, before the body is read: a guest gets 401 whatever the body holds.
      onRequest: async function (request, reply) {
        await requireUser.call(this, request, reply);
      },
      config: rateLimitConfig(limit),
      schema: {
        tags: ['shipping'],
        summary: 'Remember a PIN code for the signed-in shopper',
        body: savePincodeInputSchema,
        response: { 200: successOf(savedPincodeSchema), 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await service.savePincode(currentUser(request).id, request.body.pincode);
      return { success: true as const, data: { pincode: request.body.pincode } };
    },
  );
};

/** The seller's delivery settings (admin Settings): the festival season. */
export const adminDeliverySettingsRoutes: FastifyPluginAsyncZod<{
  service: DeliveryEstimateService;
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
        summary: "The seller's delivery settings (festival season)",
        response: { 200: successOf(deliverySettingsSchema), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await service.settings() }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the seller's delivery settings",
        body: deliverySettingsSchema,
        response: { 200: successOf(deliverySettingsSchema), 400: errorSchema, ...guarded },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveSettings(currentUser(request), request.body),
      message: 'Delivery settings saved',
    }),
  );
};
