import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES, type ShippingRates } from '@kala/contract/shipping';
import { ConfigError, loadConfig } from '../../config.ts';
import { createShiprocketProvider } from '../../providers/shipping/shiprocket.ts';
import {
  ShippingProviderError,
  type CourierRate,
  type ShippingProvider,
} from '../../providers/shipping/shipping-provider.ts';
import {
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../providers/shipping/shiprocket-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';

// Two apps: the built-in zone rates, and an injected provider (Shiprocket's adapter against its stand-in unless a
// test says otherwise).
let t: TestApp;
let asha: Shopper;

let standIn: ShiprocketStandIn;
let shiprocket: ShippingProvider;
/** What the injected provider does; Shiprocket through the stand-in by default. */
let injected: ShippingProvider['rates'];
let withProvider: TestApp;
let ravi: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  asha = await insertShopper(t, 'Asha');

  standIn = await startShiprocketStandIn();
  shiprocket = createShiprocketProvider({
    email: STAND_IN_EMAIL,
    password: STAND_IN_PASSWORD,
    baseUrl: standIn.baseUrl,
  });
  injected = shiprocket.rates;
  withProvider = await createTestApp(
    {},
    {},
    {
      shippingProvider: { name: 'injected', rates: (request) => injected(request) },
      shippingRateLimits: { pincode: { max: 2, timeWindow: 60_000 } },
    },
  );
  ravi = await insertShopper(withProvider, 'Ravi');
});

afterAll(async () => {
  await Promise.all([t?.close(), withProvider?.close()]);
  await standIn?.close();
});

async function rates(app: TestApp, who: Shopper | undefined, payload: object) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/shipping/rates',
    headers: who?.headers ?? {},
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function pincode(app: TestApp, pin: string) {
  const response = await app.app.inject({ method: 'GET', url: `/api/shipping/pincode/${pin}` });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /api/shipping/rates', () => {
  it('refuses a guest with 401, whatever the body', async () => {
    expect(await rates(t, undefined, { deliveryPostcode: 'nope' })).toEqual({
      status: 401,
      body: { success: false, message: 'Not authorized, please sign in' },
    });
  });

  it.each(['', '12345', '1234567', '012345', 'abcdef'])('refuses the postcode %j with 400', async (postcode) => {
    const { status, body } = await rates(t, asha, { deliveryPostcode: postcode });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: SHIPPING_MESSAGES.postcode });
  });

  it('refuses a weight or COD amount out of range with 400', async () => {
    const heavy = await rates(t, asha, { deliveryPostcode: '400001', weight: 150 });
    expect([heavy.status, heavy.body.message]).toEqual([400, SHIPPING_MESSAGES.weight]);
    const negative = await rates(t, asha, { deliveryPostcode: '400001', codAmount: -1 });
    expect([negative.status, negative.body.message]).toEqual([400, SHIPPING_MESSAGES.codAmount]);
  });

  it('answers 422 for a PIN code the data does not know', async () => {
    for (const postcode of ['999999', '100000']) {
      expect(await rates(t, asha, { deliveryPostcode: postcode })).toEqual({
        status: 422,
        body: { success: false, message: 'No shipping rates found for this location.' },
      });
    }
  });

  it('answers the couriers of spec §3, cheapest first and recommended, with the destination', async () => {
    const { status, body } = await rates(t, asha, { deliveryPostcode: '400001', weight: 1.5, codAmount: 2500 });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        availableCouriers: [
          {
            courier_company_id: 101,
            courier_name: 'Standard Surface',
            rate: 229,
            freight_charge: 179,
            cod_charges: 50,
            estimated_delivery_days: 7,
            courier_type: 'surface',
            delivery_performance: 94,
          },
          {
            courier_company_id: 102,
            courier_name: 'Priority Surface',
            rate: 283,
            freight_charge: 233,
            cod_charges: 50,
            estimated_delivery_days: 4,
            courier_type: 'surface',
            delivery_performance: 78,
          },
          {
            courier_company_id: 103,
            courier_name: 'Express Air',
            rate: 408,
            freight_charge: 358,
            cod_charges: 50,
            estimated_delivery_days: 3,
            courier_type: 'air',
            delivery_performance: 86,
          },
        ],
        recommendedCourierId: 101,
        destination: { pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra', zone: 'national' },
        freeShippingAbove: 999,
      } satisfies ShippingRates,
    });
  });

  it("prices a Jaipur parcel at the local policy charge and Port Blair at the remote one's", async () => {
    const local = (await rates(t, asha, { deliveryPostcode: '302017' })).body.data as ShippingRates;
    expect(local.availableCouriers[0]).toMatchObject({ rate: 99, cod_charges: 0, estimated_delivery_days: 4 });
    expect([local.destination.zone, local.freeShippingAbove]).toEqual(['local', 999]);
    const remote = (await rates(t, asha, { deliveryPostcode: '744101' })).body.data as ShippingRates;
    expect(remote.availableCouriers[0]).toMatchObject({ rate: 199, estimated_delivery_days: 10 });
    expect([remote.destination.zone, remote.freeShippingAbove]).toEqual(['remote', 1499]);
  });

  it('answers 422 when the provider has no courier, and 503 when it fails', async () => {
    injected = async (): Promise<CourierRate[]> => [];
    expect(await rates(withProvider, ravi, { deliveryPostcode: '400001' })).toEqual({
      status: 422,
      body: { success: false, message: SHIPPING_MESSAGES.noRates },
    });
    injected = async () => {
      throw new ShippingProviderError('Shiprocket did not answer within 8000 ms');
    };
    expect(await rates(withProvider, ravi, { deliveryPostcode: '400001' })).toEqual({
      status: 503,
      body: { success: false, message: SHIPPING_MESSAGES.providerDown },
    });
    injected = shiprocket.rates;
  });

  it("answers Shiprocket's couriers through its adapter", async () => {
    const { status, body } = await rates(withProvider, ravi, { deliveryPostcode: '400001', codAmount: 1200 });
    expect(status).toBe(200);
    expect(body.data.availableCouriers).toEqual([
      {
        courier_company_id: 10,
        courier_name: 'Delhivery Surface',
        rate: 157,
        freight_charge: 112,
        cod_charges: 45,
        estimated_delivery_days: 5,
        courier_type: 'surface',
        delivery_performance: 92,
      },
    ]);
    const asked = standIn.requests.find((r) => r.path.endsWith('/courier/serviceability/'));
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      pickup_postcode: '302001',
      delivery_postcode: '400001',
      cod: '1',
      weight: '1',
      declared_value: '1200',
    });
  });

  it('takes Shiprocket when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set together', () => {
    const env = { SHIPROCKET_EMAIL: STAND_IN_EMAIL, SHIPROCKET_PASSWORD: STAND_IN_PASSWORD };
    const config = (more: Record<string, string>) => loadConfig(more, { inMemoryDatabase: true });
    expect(config({ ...env, SHIPROCKET_BASE_URL: standIn.baseUrl }).shiprocket).toEqual({
      email: STAND_IN_EMAIL,
      password: STAND_IN_PASSWORD,
      baseUrl: standIn.baseUrl,
    });
    expect(config({}).shiprocket).toBeUndefined();
    expect(() => config({ SHIPROCKET_EMAIL: STAND_IN_EMAIL })).toThrow(ConfigError);
  });
});

describe('GET /api/shipping/pincode/:pincode', () => {
  it("answers a PIN code's place to anyone, for the checkout's autofill", async () => {
    expect(await pincode(t, '500001')).toEqual({
      status: 200,
      body: {
        success: true,
        data: { pincode: '500001', city: 'Hyderabad', district: 'Hyderabad', state: 'Telangana', zone: 'national' },
      },
    });
  });

  it('answers 400 for a malformed PIN code and 404 for an unknown one', async () => {
    expect(await pincode(t, '40001')).toEqual({
      status: 400,
      body: { success: false, message: SHIPPING_MESSAGES.postcode },
    });
    expect(await pincode(t, '999999')).toEqual({
      status: 404,
      body: { success: false, message: SHIPPING_MESSAGES.pincodeUnknown },
    });
  });

  it('is rate limited per address', async () => {
    expect((await pincode(withProvider, '400001')).status).toBe(200);
    expect((await pincode(withProvider, '400001')).status).toBe(200);
    const limited = await pincode(withProvider, '400001');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
  });
});
