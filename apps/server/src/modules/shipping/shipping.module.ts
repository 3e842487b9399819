import { createLocalZoneRates } from '../../providers/shipping/local-zone-rates.ts';
import { createShiprocketProvider } from '../../providers/shipping/shiprocket.ts';
import { defineModule } from '../module.ts';
import { createPincodeDirectory, type PincodeDirectory } from './pincode-directory.ts';
import { DEFAULT_SHIPPING_RATE_LIMITS, shippingRoutes } from './shipping.routes.ts';
import { createShippingService, type ShippingService } from './shipping.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courier rates and PIN codes; the order service quotes shipping again through it. */
    shipping: ShippingService;
    pincodes: PincodeDirectory;
  }
}

/**
 * Shipping (issue 9, decision 6): the PIN-code directory (its data loads on first use) and courier rates from
 * Shiprocket when configured, else the zone table.
 */
export const shippingModule = defineModule('shipping', async (app, { config, deps, guards }) => {
  const pincodes = createPincodeDirectory({ pickupPincode: config.pickupPincode });
  const shipping = createShippingService({
    provider:
      deps.shippingProvider ??
      (config.shiprocket
        ? createShiprocketProvider({
            email: config.shiprocket.email,
            password: config.shiprocket.password,
            ...(config.shiprocket.baseUrl ? { baseUrl: config.shiprocket.baseUrl } : {}),
          })
        : createLocalZoneRates({ zoneBetween: pincodes.zoneBetween })),
    directory: pincodes,
    pickupPincode: config.pickupPincode,
    onProviderError: (error) => app.log.warn({ err: error }, 'shipping rates failed'),
  });
  app.decorate('shipping', shipping);
  app.decorate('pincodes', pincodes);
  await app.register(shippingRoutes, {
    prefix: '/api/shipping',
    shipping,
    requireUser: guards.requireUser,
    limits: { ...DEFAULT_SHIPPING_RATE_LIMITS, ...deps.shippingRateLimits },
  });
});
