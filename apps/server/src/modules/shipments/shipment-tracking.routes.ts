/**
 * Tracking routes (spec §7 track, decision 013): the shopper's (or an admin's) view of an order's shipment, and
 * Shiprocket's tracking webhook behind its shared token. Registered by `shipmentsRoutes`, which hands them the
 * user guard and the token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { SHIPMENT_MESSAGES, shipmentOrderParamsSchema, trackingSchema } from '@kala/contract/shipments';
import { UnauthorizedError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { shiprocketWebhookSchema } from '../../providers/shipping/shiprocket-tracking.ts';
import type { ShipmentsService } from './shipments.service.ts';

export interface ShipmentTrackingRoutesOptions {
  shipments: ShipmentsService;
  /** requireUser, run on request. */
  asUser: preHandlerAsyncHookHandler;
  /** The shared token Shiprocket's webhook sends in x-api-key; unset, the webhook refuses every call. */
  webhookToken: string | undefined;
}

/** Same length, compared in constant time: the digests of both, so neither the token nor its length leaks. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const shipmentTrackingRoutes: FastifyPluginAsyncZod<ShipmentTrackingRoutesOptions> = async (app, options) => {
  const { shipments, asUser } = options;

  app.get(
    '/track/:orderId',
    {
      onRequest: asUser,
      schema: {
        tags: ['shipping'],
        summary: 'Tracking of an order’s shipment: the order’s own shopper or an admin (another user’s order is 404)',
        params: shipmentOrderParamsSchema,
        response: { 200: successOf(trackingSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await shipments.track(currentUser(request), request.params.orderId),
    }),
  );

  app.post(
    '/webhook',
    {
      // The shared token first: a caller without it learns nothing, not even whether its body was valid.
      onRequest: async (request) => {
        const given = request.headers['x-api-key'];
        if (!options.webhookToken || typeof given !== 'string' || !sameToken(given, options.webhookToken)) {
          throw new UnauthorizedError(SHIPMENT_MESSAGES.webhookToken);
        }
      },
      schema: {
        tags: ['shipping'],
        summary: 'Shiprocket’s tracking webhook (shared token in x-api-key); answers 200 at once',
        body: shiprocketWebhookSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await shipments.webhook(request.body);
      return { success: true as const, message: outcome === 'applied' ? 'Tracking recorded' : 'Unknown AWB: ignored' };
    },
  );
};
