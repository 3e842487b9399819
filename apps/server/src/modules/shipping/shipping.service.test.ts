import { describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES, type PincodePlace } from '@kala/contract/shipping';
import { HttpError } from '../../lib/errors.ts';
import {
  ShippingProviderError,
  type CourierRate,
  type RateRequest,
  type ShippingProvider,
} from '../../providers/shipping/shipping-provider.ts';
import type { PincodeDirectory } from './pincode-directory.ts';
import { createShippingService, toCourierOption } from './shipping.service.ts';

const places: Record<string, PincodePlace> = {
  '400001': { pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra', zone: 'national' },
  '744101': {
    pincode: '744101',
    city: 'Port Blair',
    district: 'South Andaman',
    state: 'Andaman and Nicobar Islands',
    zone: 'remote',
  },
};
const directory: PincodeDirectory = {
  lookup: async (pincode) => places[pincode.trim()],
  zoneBetween: async (_from, to) => places[to]?.zone,
};

const courier = (id: number, freightPaise: number, codChargesPaise: number, days: number): CourierRate => ({
  courierCompanyId: id,
  courierName: `Courier ${id}`,
  freightPaise,
  codChargesPaise,
  estimatedDeliveryDays: days,
  courierType: 'surface',
  deliveryPerformance: 90,
});

function serviceWith(rates: (request: RateRequest) => Promise<CourierRate[]>) {
  const asked: RateRequest[] = [];
  const failures: unknown[] = [];
  const provider: ShippingProvider = {
    name: 'fake',
    rates: (request) => {
      asked.push(request);
      return rates(request);
    },
  };
  const service = createShippingService({
    provider,
    directory,
    pickupPincode: '302001',
    onProviderError: (e) => failures.push(e),
  });
  return { service, asked, failures };
}

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const quoteTo = (deliveryPincode: string) => ({
  deliveryPincode,
  weightKg: 1.5,
  cod: true,
  codAmountPaise: 250_000,
  declaredValuePaise: 250_000,
});

describe('shipping service', () => {
  it('quotes from the pickup PIN code, cheapest total first (then faster, then lower id)', async () => {
    const { service, asked } = serviceWith(async () => [
      courier(3, 20_000, 0, 2),
      courier(2, 14_000, 5_000, 5),
      courier(1, 15_000, 4_000, 5),
      courier(4, 15_000, 4_000, 3),
    ]);
    const quote = await service.quote(quoteTo('400001'));
    expect(asked).toEqual([
      {
        pickupPincode: '302001',
        deliveryPincode: '400001',
        weightKg: 1.5,
        cod: true,
        codAmountPaise: 250_000,
        declaredValuePaise: 250_000,
      },
    ]);
    expect(quote.couriers.map((c) => c.courierCompanyId)).toEqual([4, 1, 2, 3]);
    expect(quote.destination.city).toBe('Mumbai');
    expect(quote.freeShippingAbovePaise).toBe(99_900);
  });

  it("gives the remote zone's free-shipping threshold", async () => {
    const { service } = serviceWith(async () => [courier(1, 19_900, 0, 10)]);
    expect((await service.quote(quoteTo('744101'))).freeShippingAbovePaise).toBe(149_900);
  });

  it('answers 422 for a PIN code it does not know, without asking the provider', async () => {
    const { service, asked } = serviceWith(async () => [courier(1, 100, 0, 1)]);
    const error = await httpError(service.quote(quoteTo('999999')));
    expect([error.statusCode, error.message]).toEqual([422, SHIPPING_MESSAGES.noRates]);
    expect(asked).toHaveLength(0);
  });

  it('answers 422 when no courier serves the PIN code', async () => {
    const { service } = serviceWith(async () => []);
    const error = await httpError(service.quote(quoteTo('400001')));
    expect([error.statusCode, error.message]).toEqual([422, SHIPPING_MESSAGES.noRates]);
  });

  it('answers 503 when the provider fails, and says why to onProviderError', async () => {
    const cause = new ShippingProviderError('Shiprocket rates failed: server error (502)');
    const { service, failures } = serviceWith(async () => {
      throw cause;
    });
    const error = await httpError(service.quote(quoteTo('400001')));
    expect([error.statusCode, error.message]).toEqual([503, SHIPPING_MESSAGES.providerDown]);
    expect(failures).toEqual([cause]);
  });

  it('turns a courier rate into the wire shape of spec §3, in rupees', () => {
    expect(toCourierOption(courier(7, 17_900, 5_000, 7))).toEqual({
      courier_company_id: 7,
      courier_name: 'Courier 7',
      rate: 229,
      freight_charge: 179,
      cod_charges: 50,
      estimated_delivery_days: 7,
      courier_type: 'surface',
      delivery_performance: 90,
    });
  });

  it('answers the rates route in rupees, cash on delivery when a COD amount is given', async () => {
    const { service, asked } = serviceWith(async () => [courier(5, 14_900, 0, 7)]);
    const rates = await service.rates({ deliveryPostcode: '400001', weight: 1, codAmount: 0 });
    expect(asked[0]).toMatchObject({ cod: false, codAmountPaise: 0, declaredValuePaise: 0 });
    expect(rates).toMatchObject({ recommendedCourierId: 5, freeShippingAbove: 999 });
    await service.rates({ deliveryPostcode: '400001', weight: 1, codAmount: 1499.5 });
    expect(asked[1]).toMatchObject({ cod: true, codAmountPaise: 149_950, declaredValuePaise: 149_950 });
  });

  it('finds a place: 400 for a malformed PIN code, 404 for an unknown one', async () => {
    const { service } = serviceWith(async () => []);
    expect(await service.findPlace('400001')).toEqual(places['400001']);
    expect(await service.place('999999')).toBeUndefined();
    const malformed = await httpError(service.findPlace('40001'));
    expect([malformed.statusCode, malformed.message]).toEqual([400, SHIPPING_MESSAGES.postcode]);
    const unknown = await httpError(service.findPlace('999999'));
    expect([unknown.statusCode, unknown.message]).toEqual([404, SHIPPING_MESSAGES.pincodeUnknown]);
  });
});
