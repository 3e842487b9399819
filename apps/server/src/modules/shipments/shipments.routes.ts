import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shipmentActionRoutes, shipmentReadRoutes } from './shipment-admin.routes.ts';
import { shipmentTrackingRoutes } from './shipment-tracking.routes.ts';
import type { ShipmentsService } from './shipments.service.ts';

export interface ShipmentsRoutesOptions {
  shipments: ShipmentsService;
  requireUser: preHandlerAsyncHookHandler;
  requireAdmin: preHandlerAsyncHookHandler;
  /** The shared token Shiprocket's webhook sends in x-api-key; unset, the webhook refuses every call. */
  webhookToken: string | undefined;
  storeName: string;
}

/**
 * Spec §7 Shipping, the shipment half (issue 11 item 4, decision 013): the admin's courier actions, the shopper's
 * tracking, and Shiprocket's tracking webhook. Registered under /api/shipping beside the rates; its groups are in
 * `shipment-admin.routes.ts` (courier actions, reads) and `shipment-tracking.routes.ts` (tracking, webhook).
 */
export const shipmentsRoutes: FastifyPluginAsyncZod<ShipmentsRoutesOptions> = async (app, options) => {
  const { shipments, requireUser, requireAdmin, webhookToken, storeName } = options;
  // On request, before the body is read: a guest gets 401 and a shopper 403 whatever the body holds.
  const asAdmin: preHandlerAsyncHookHandler = async function (request, reply) {
    await requireAdmin.call(this, request, reply);
  };
  const asUser: preHandlerAsyncHookHandler = async function (request, reply) {
    await requireUser.call(this, request, reply);
  };

  await app.register(shipmentActionRoutes, { shipments, asAdmin, storeName });
  await app.register(shipmentReadRoutes, { shipments, asAdmin, storeName });
  await app.register(shipmentTrackingRoutes, { shipments, asUser, webhookToken });
};
