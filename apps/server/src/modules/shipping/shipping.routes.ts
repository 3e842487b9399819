import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  pincodeParamsSchema,
  pincodePlaceSchema,
  shippingRatesInputSchema,
  shippingRatesSchema,
} from '@kala/contract/shipping';
import { rateLimitConfig, type RouteLimit } from '../../lib/route-limits.ts';
import type { ShippingService } from './shipping.service.ts';

export interface ShippingRateLimits {
  /** Rates ask the courier service (Shiprocket's own limits): per client address. */
  rates: RouteLimit;
  /** The checkout's city and state autofill: per client address. */
  pincode: RouteLimit;
}

export const DEFAULT_SHIPPING_RATE_LIMITS: ShippingRateLimits = {
  rates: { max: 30, timeWindow: 60_000 },
  pincode: { max: 60, timeWindow: 60_000 },
};

/** Spec §7 Shipping: courier rates for the checkout, and what the store knows of a PIN code. */
export const shippingRoutes: FastifyPluginAsyncZod<{
  shipping: ShippingService;
  requireUser: preHandlerAsyncHookHandler;
  limits?: ShippingRateLimits;
}> = async (app, { shipping, requireUser, limits = DEFAULT_SHIPPING_RATE_LIMITS }) => {
  app.post(
    '/rates',
    {
      config: rateLimitConfig(limits.rates),
      // On request, before the body is read: a guest gets 401 whatever the body holds.
      onRequest: async function (request, reply) {
        await requireUser.call(this, request, reply);
      },
      schema: {
        tags: ['shipping'],
        summary: 'Courier options for a parcel to a PIN code (cheapest first, preselected)',
        body: shippingRatesInputSchema,
        response: {
          200: successOf(shippingRatesSchema),
          400: errorSchema,
          401: errorSchema,
          422: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await shipping.rates(request.body) }),
  );

  app.get(
    '/pincode/:pincode',
    {
      config: rateLimitConfig(limits.pincode),
      schema: {
        tags: ['shipping'],
        summary: "A PIN code's city, district, state and shipping zone (the checkout's autofill)",
        params: pincodeParamsSchema,
        response: {
          200: successOf(pincodePlaceSchema),
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: await shipping.findPlace(request.params.pincode) }),
  );
};
