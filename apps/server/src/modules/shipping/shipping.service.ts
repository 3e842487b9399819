import { toPaise, toRupees } from '@kala/contract/money';
import {
  pincodeSchema,
  SHIPPING_MESSAGES,
  type CourierOption,
  type PincodePlace,
  type ShippingRates,
  type shippingRatesInputSchema,
} from '@kala/contract/shipping';
import type { z } from 'zod';
import { SHIPPING_ZONES } from '@kala/contract/shipping-policy';
import { BadRequestError, NotFoundError, ServiceUnavailableError, UnprocessableError } from '../../lib/errors.ts';
import type { CourierRate, ShippingProvider } from '../../providers/shipping/shipping-provider.ts';
import type { PincodeDirectory } from './pincode-directory.ts';

export interface QuoteRequest {
  deliveryPincode: string;
  weightKg: number;
  cod: boolean;
  /** What the courier collects on delivery; 0 unless cod. */
  codAmountPaise: number;
  /** Value of the goods, for the courier's insurance; 0 when unknown. */
  declaredValuePaise: number;
}

export interface Quote {
  destination: PincodePlace;
  /** Cheapest total (freight + COD charges) first; ties go to the faster, then the lower id. */
  couriers: CourierRate[];
  /** The destination zone's free-shipping threshold (spec §9, architecture §6.4). */
  freeShippingAbovePaise: number;
}

/** The total a courier costs for this parcel, in paise. */
export const courierTotalPaise = (rate: CourierRate) => rate.freightPaise + rate.codChargesPaise;

/** The wire shape of spec §3 Courier option, in rupees. */
export function toCourierOption(rate: CourierRate): CourierOption {
  return {
    courier_company_id: rate.courierCompanyId,
    courier_name: rate.courierName,
    rate: toRupees(courierTotalPaise(rate)),
    freight_charge: toRupees(rate.freightPaise),
    cod_charges: toRupees(rate.codChargesPaise),
    estimated_delivery_days: rate.estimatedDeliveryDays,
    courier_type: rate.courierType,
    delivery_performance: rate.deliveryPerformance,
  };
}

/**
 * Courier rates for a parcel from the store's pickup PIN code (spec §7 Shipping): the destination from the PIN-code
 * directory, the couriers from the provider (local zone rates or Shiprocket). The order service calls `quote` again
 * when an order is placed, so the price charged never comes from the client.
 */
export function createShippingService(options: {
  provider: ShippingProvider;
  directory: PincodeDirectory;
  pickupPincode: string;
  /** Told why a provider failed (the shopper only sees SHIPPING_MESSAGES.providerDown). */
  onProviderError?: (error: unknown) => void;
}) {
  const { provider, directory, pickupPincode } = options;

  async function quote(request: QuoteRequest): Promise<Quote> {
    const destination = await directory.lookup(request.deliveryPincode);
    if (!destination) throw new UnprocessableError(SHIPPING_MESSAGES.noRates);
    let couriers: CourierRate[];
    try {
      couriers = await provider.rates({
        pickupPincode,
        deliveryPincode: destination.pincode,
        weightKg: request.weightKg,
        cod: request.cod,
        codAmountPaise: request.cod ? request.codAmountPaise : 0,
        declaredValuePaise: request.declaredValuePaise,
      });
    } catch (error) {
      options.onProviderError?.(error);
      throw new ServiceUnavailableError(SHIPPING_MESSAGES.providerDown);
    }
    if (couriers.length === 0) throw new UnprocessableError(SHIPPING_MESSAGES.noRates);
    const zone = SHIPPING_ZONES.find((z) => z.id === destination.zone);
    return {
      destination,
      couriers: [...couriers].sort(
        (a, b) =>
          courierTotalPaise(a) - courierTotalPaise(b) ||
          a.estimatedDeliveryDays - b.estimatedDeliveryDays ||
          a.courierCompanyId - b.courierCompanyId,
      ),
      freeShippingAbovePaise: toPaise(zone?.freeAbove ?? Math.max(...SHIPPING_ZONES.map((z) => z.freeAbove))),
    };
  }

  /**
   * POST /api/shipping/rates: the checkout's courier choice (spec §4: the cheapest is preselected). Cash on delivery
   * when a COD amount is given; that amount (the subtotal, spec §9) is also the declared value.
   */
  async function rates(input: z.output<typeof shippingRatesInputSchema>): Promise<ShippingRates> {
    const codAmountPaise = toPaise(input.codAmount);
    const result = await quote({
      deliveryPincode: input.deliveryPostcode,
      weightKg: input.weight,
      cod: codAmountPaise > 0,
      codAmountPaise,
      declaredValuePaise: codAmountPaise,
    });
    const availableCouriers = result.couriers.map(toCourierOption);
    return {
      availableCouriers,
      recommendedCourierId: availableCouriers[0]?.courier_company_id ?? 0,
      destination: result.destination,
      freeShippingAbove: toRupees(result.freeShippingAbovePaise),
    };
  }

  /** GET /api/shipping/pincode/:pincode: 400 for a malformed PIN code, 404 for one the directory does not know. */
  async function findPlace(pincode: string): Promise<PincodePlace> {
    const parsed = pincodeSchema.safeParse(pincode);
    if (!parsed.success) throw new BadRequestError(SHIPPING_MESSAGES.postcode);
    const place = await directory.lookup(parsed.data);
    if (!place) throw new NotFoundError(SHIPPING_MESSAGES.pincodeUnknown);
    return place;
  }

  return {
    quote,
    rates,
    place: (pincode: string): Promise<PincodePlace | undefined> => directory.lookup(pincode),
    findPlace,
    toCourierOption,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
