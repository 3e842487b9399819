import { createLocalCourier } from '../../providers/shipping/local-courier.ts';
import { createShiprocketProvider } from '../../providers/shipping/shiprocket.ts';
import { clockOf, defineModule } from '../module.ts';
import { createPaperwork } from './paperwork/paperwork.service.ts';
import { paperworkRoutes } from './paperwork/paperwork.routes.ts';
import { createShipmentsRepository } from './shipments.repository.ts';
import { shipmentsRoutes } from './shipments.routes.ts';
import { createShipmentsService } from './shipments.service.ts';
import { deliveryAttemptRoutes, deliveryFixRoutes } from './delivery-attempts/delivery-attempts.routes.ts';

/**
 * Shipments (decision 013): the admin's courier actions, tracking for the shopper and Shiprocket's webhook. Shiprocket
 * when configured, else the local courier on its clock; the local courier stays at hand for shipments made before
 * Shiprocket was switched on. Its jobs: the local courier's clock, and the order following its shipment.
 */
export const shipmentsModule = defineModule(
  'shipments',
  async (app, ctx) => {
    const { config, deps, database, guards, jobs } = ctx;
    // Its city from the PIN-code data, read when first needed (that data loads on first use, not at start).
    const pickupLocation = async () => {
      const place = await app.pincodes.lookup(config.pickupPincode).catch(() => undefined);
      return {
        name: config.pickupLocation,
        address: `${config.storeName} studio`,
        city: place?.city ?? config.pickupPincode,
        state: place?.state ?? '',
        pincode: config.pickupPincode,
        phone: null,
        primary: true,
      };
    };
    const localCourier = createLocalCourier({ pickupLocation, ...clockOf(ctx) });
    const repository = createShipmentsRepository(database.db);
    const provider =
      deps.shipmentProvider ??
      (config.shiprocket
        ? createShiprocketProvider({
            email: config.shiprocket.email,
            password: config.shiprocket.password,
            ...(config.shiprocket.baseUrl ? { baseUrl: config.shiprocket.baseUrl } : {}),
          })
        : localCourier);
    const shipments = createShipmentsService({
      repository,
      provider,
      local: localCourier,
      orders: app.orders,
      invoices: app.orderDocuments,
      pickupLocation: config.pickupLocation,
      publicUrl: config.publicUrl,
      storeName: config.storeName,
      messaging: () => app.messaging,
      logger: app.log,
      ...clockOf(ctx),
    });
    jobs.handle('shipment-clock', (job) => shipments.syncClock(job));
    jobs.handle('shipment-order-status', (job) => shipments.applyOrderStatus(job));
    jobs.handle('delivery-attempt-answer', (job) => shipments.attempts.answerJob(job));
    await app.register(shipmentsRoutes, {
      prefix: '/api/shipping',
      shipments,
      requireUser: guards.requireUser,
      requireAdmin: guards.requireAdmin,
      webhookToken: config.shiprocketWebhookToken,
      storeName: config.storeName,
    });
    // Failed delivery attempts (decision 032): the admin's actions beside the other courier actions, the shopper's
    // under their order, and the message's link.
    await app.register(deliveryAttemptRoutes, {
      prefix: '/api',
      attempts: shipments.attempts,
      requireUser: guards.requireUser,
      requireAdmin: guards.requireAdmin,
    });
    await app.register(deliveryFixRoutes, { prefix: '/api/shipping', attempts: shipments.attempts });
    // The parcel paperwork (issue 24 item 6): labels, packing slips, the courier's manifest.
    const paperwork = createPaperwork({
      repository,
      provider,
      local: localCourier,
      storeName: config.storeName,
      returnAddress: async () => {
        const pickup = await pickupLocation();
        return {
          name: config.storeName,
          lines: [pickup.address, [pickup.city, pickup.state].filter(Boolean).join(', ')],
          pincode: pickup.pincode,
          phone: pickup.phone,
        };
      },
      logger: app.log,
    });
    await app.register(paperworkRoutes, {
      prefix: '/api/admin/orders',
      paperwork,
      asAdmin: async function (request, reply) {
        await guards.requireAdmin.call(this, request, reply);
      },
    });
  },
  ['shipping', 'orders', 'invoices', 'messaging'],
);
