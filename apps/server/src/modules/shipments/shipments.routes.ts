import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  SHIPMENT_MESSAGES,
  cancelShipmentInputSchema,
  createShipmentInputSchema,
  generateAwbInputSchema,
  orderShipmentsSchema,
  pickupLocationSchema,
  shipmentOrderParamsSchema,
  trackingSchema,
} from '@kala/contract/shipments';
import { UnauthorizedError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { shiprocketWebhookSchema } from '../../providers/shipping/shiprocket-tracking.ts';
import { localLabelHtml } from './shipment-label.ts';
import type { ShipmentsService } from './shipments.service.ts';

export interface ShipmentsRoutesOptions {
  shipments: ShipmentsService;
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
  /** The shared token Shiprocket's webhook sends in x-api-key; unset, the webhook refuses every call. */
  webhookToken: string | undefined;
  storeName: string;
}

const adminFailures = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  503: errorSchema,
};

/** Same length, compared in constant time: the digests of both, so neither the token nor its length leaks. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Spec §7 Shipping, the shipment half (issue 11 item 4, decision 013): the admin's courier actions, the shopper's
 * tracking, and Shiprocket's tracking webhook. Registered under /api/shipping beside the rates.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod<ShipmentsRoutesOptions> = async (app, options) => {
  const { shipments, requireUser, requireAdmin } = options;
  // On request, before the body is read: a guest gets 401 and a shopper 403 whatever the body holds.
  const asAdmin: preHandlerAsyncHookHandler = async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  };
  const asUser: preHandlerAsyncHookHandler = async function (request, reply) {
    await requireUser.call(this, request, reply);
  };

  const adminAction = (
    path: string,
    summary: string,
    message: string,
    run: (request: { params: { orderId: string }; body: unknown; user: ReturnType<typeof currentUser> }) => unknown,
    body?: z.ZodType,
  ) =>
    app.post(
      path,
      {
        onRequest: asAdmin,
        schema: {
          tags: ['admin'],
          summary,
          params: shipmentOrderParamsSchema,
          ...(body ? { body } : {}),
          response: { 200: successOf(orderShipmentsSchema), 201: successOf(orderShipmentsSchema), ...adminFailures },
        },
      },
      async (request, reply) => {
        const data = await run({ params: request.params, body: request.body, user: currentUser(request) });
        if (path.startsWith('/create-shipment')) reply.status(201);
        return { success: true as const, data: data as z.infer<typeof orderShipmentsSchema>, message };
      },
    );

  adminAction(
    '/create-shipment/:orderId',
    'Create the order’s shipment with the courier service (admin)',
    SHIPMENT_MESSAGES.created,
    ({ user, params, body }) =>
      shipments.create(user, params.orderId, body as z.input<typeof createShipmentInputSchema>),
    createShipmentInputSchema,
  );
  adminAction(
    '/generate-awb/:orderId',
    'Assign the air waybill with the order’s courier (admin)',
    SHIPMENT_MESSAGES.awbGenerated,
    ({ user, params, body }) =>
      shipments.generateAwb(user, params.orderId, body as z.input<typeof generateAwbInputSchema>),
    generateAwbInputSchema,
  );
  adminAction(
    '/pickup/:orderId',
    'Ask the courier to collect the parcel (admin)',
    SHIPMENT_MESSAGES.pickupScheduled,
    ({ user, params }) => shipments.schedulePickup(user, params.orderId),
  );
  adminAction('/label/:orderId', 'Make the shipping label (admin)', SHIPMENT_MESSAGES.labelReady, ({ user, params }) =>
    shipments.label(user, params.orderId),
  );
  adminAction(
    '/advance/:orderId',
    'Move the local courier’s clock to the journey’s next stage now (admin; local courier only)',
    SHIPMENT_MESSAGES.advanced,
    ({ user, params }) => shipments.advance(user, params.orderId),
  );
  adminAction(
    '/cancel/:orderId',
    'Cancel the shipment before the parcel leaves, with a reason (admin)',
    SHIPMENT_MESSAGES.cancelled,
    ({ user, params, body }) =>
      shipments.cancel(user, params.orderId, body as z.output<typeof cancelShipmentInputSchema>),
    cancelShipmentInputSchema,
  );
  adminAction(
    '/return/:orderId',
    'Ask the courier to collect a delivered parcel back (admin)',
    SHIPMENT_MESSAGES.returnStarted,
    ({ user, params }) => shipments.returnShipment(user, params.orderId),
  );

  app.get(
    '/shipment/:orderId',
    {
      onRequest: asAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The order’s shipments (live and cancelled), their events, what can be done now, and the audit (admin)',
        params: shipmentOrderParamsSchema,
        response: { 200: successOf(orderShipmentsSchema), ...adminFailures },
      },
    },
    async (request) => ({ success: true as const, data: await shipments.view(request.params.orderId) }),
  );

  app.get(
    '/label/:orderId',
    {
      onRequest: asAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The local courier’s printable label, as HTML (admin)',
        params: shipmentOrderParamsSchema,
        response: { 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const facts = await shipments.labelFacts(request.params.orderId);
      // Text, not JSON: sent as it is (no 200 schema, so no serializer touches it).
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(localLabelHtml({ ...facts, storeName: options.storeName }) as never);
    },
  );

  app.get(
    '/pickup-locations',
    {
      onRequest: asAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Where the courier collects parcels from (admin)',
        response: { 200: successOf(z.array(pickupLocationSchema)), ...adminFailures },
      },
    },
    async () => ({ success: true as const, data: await shipments.pickupLocations() }),
  );

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
