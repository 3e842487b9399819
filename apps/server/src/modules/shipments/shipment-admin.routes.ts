/**
 * The admin's shipment routes (spec §7 Shipping, decision 013): the courier actions (create, AWB, pickup, label,
 * advance, cancel, return), and the reads (an order's shipments, the local courier's printable label, the pickup
 * locations). Registered by `shipmentsRoutes`, which hands them the admin guard.
 */
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
} from '@kala/contract/shipments';
import { currentUser } from '../../plugins/authenticate.ts';
import { localLabelHtml } from './shipment-label.ts';
import type { ShipmentsService } from './shipments.service.ts';

export interface ShipmentAdminRoutesOptions {
  shipments: ShipmentsService;
  /** requireAdmin, run on request (before the body is read). */
  asAdmin: preHandlerAsyncHookHandler;
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

/** The admin's courier actions: each a POST on the order that answers the order's shipments as they are now. */
export const shipmentActionRoutes: FastifyPluginAsyncZod<ShipmentAdminRoutesOptions> = async (app, options) => {
  const { shipments, asAdmin } = options;

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
};

/** What the admin reads: an order's shipments, the local courier's printable label, the pickup locations. */
export const shipmentReadRoutes: FastifyPluginAsyncZod<ShipmentAdminRoutesOptions> = async (app, options) => {
  const { shipments, asAdmin } = options;

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
};
