import { createLocalCourier } from '../../providers/shipping/local-courier.ts';
import { createShiprocketProvider } from '../../providers/shipping/shiprocket.ts';
import { clockOf, defineModule } from '../module.ts';
import { createShipmentsRepository } from './shipments.repository.ts';
import { shipmentsRoutes } from './shipments.routes.ts';
import { createShipmentsService } from './shipments.service.ts';

/**
 * Shipments (decision 013): the admin's courier actions, tracking for the shopper and Shiprocket's webhook. Shiprocket
 * when configured, else the local courier on its clock; the local courier stays at hand for shipments made before
 * Shiprocket was switched on. Its jobs: the local courier's clock, and the order following its shipment.
 */
export const shipmentsModule = defineModule(
  'shipments',
  async (app, ctx) => {
    const { config, deps, database, guards, jobs } = ctx;
    const localCourier = createLocalCourier({
      // Its city from the PIN-code data, read when first needed (that data loads on first use, not at start).
      pickupLocation: async () => {
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
      },
      ...clockOf(ctx),
    });
    const shipments = createShipmentsService({
      repository: createShipmentsRepository(database.db),
      provider:
        deps.shipmentProvider ??
        (config.shiprocket
          ? createShiprocketProvider({
              email: config.shiprocket.email,
              password: config.shiprocket.password,
              ...(config.shiprocket.baseUrl ? { baseUrl: config.shiprocket.baseUrl } : {}),
            })
          : localCourier),
      local: localCourier,
      orders: app.orders,
      pickupLocation: config.pickupLocation,
      logger: app.log,
      ...clockOf(ctx),
    });
    jobs.handle('shipment-clock', (job) => shipments.syncClock(job));
    jobs.handle('shipment-order-status', (job) => shipments.applyOrderStatus(job));
    await app.register(shipmentsRoutes, {
      prefix: '/api/shipping',
      shipments,
      requireUser: guards.requireUser,
      requireAdmin: guards.requireAdmin,
      webhookToken: config.shiprocketWebhookToken,
      storeName: config.storeName,
    });
  },
  ['shipping', 'orders'],
);
