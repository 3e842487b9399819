import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShiprocketProvider, type ShiprocketOptions } from './shiprocket.ts';
import { ShippingProviderError, type RateRequest } from './shipping-provider.ts';
import {
  serviceabilityAnswer,
  shiprocketCourier,
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from './shiprocket-stand-in.ts';

let standIn: ShiprocketStandIn;
beforeAll(async () => {
  standIn = await startShiprocketStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const request: RateRequest = {
  pickupPincode: '302001',
  deliveryPincode: '400001',
  weightKg: 1.5,
  cod: false,
  codAmountPaise: 0,
  declaredValuePaise: 249_900,
};

const provider = (options: Partial<ShiprocketOptions> = {}) =>
  createShiprocketProvider({
    email: STAND_IN_EMAIL,
    password: STAND_IN_PASSWORD,
    baseUrl: standIn.baseUrl,
    timeoutMs: 2000,
    ...options,
  });

const serviceabilityCalls = () => standIn.requests.filter((r) => r.path.endsWith('/courier/serviceability/'));
const loginCalls = () => standIn.requests.filter((r) => r.path.endsWith('/auth/login'));

async function failure(promise: Promise<unknown>): Promise<ShippingProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShippingProviderError);
  return error as ShippingProviderError;
}

describe('Shiprocket courier rates', () => {
  it('logs in, asks serviceability with the documented query, and maps couriers to paise', async () => {
    standIn.next.push({
      status: 200,
      json: serviceabilityAnswer([
        shiprocketCourier(),
        shiprocketCourier({
          courier_company_id: 24,
          courier_name: 'Xpressbees Air',
          rate: 231.5,
          freight_charge: 186.5,
          estimated_delivery_days: '2',
          delivery_performance: 3.9,
          is_surface: false,
        }),
      ]),
    });
    const rates = await provider().rates(request);

    const [login] = loginCalls();
    expect(login?.body).toEqual({ email: STAND_IN_EMAIL, password: STAND_IN_PASSWORD });
    const [call] = serviceabilityCalls();
    expect(call?.authorization).toMatch(/^Bearer token-\d+$/);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      pickup_postcode: '302001',
      delivery_postcode: '400001',
      cod: '0',
      weight: '1.5',
      declared_value: '2499',
    });
    expect(rates).toEqual([
      {
        courierCompanyId: 10,
        courierName: 'Delhivery Surface',
        freightPaise: 11_200,
        codChargesPaise: 0,
        estimatedDeliveryDays: 5,
        courierType: 'surface',
        deliveryPerformance: 92,
      },
      {
        courierCompanyId: 24,
        courierName: 'Xpressbees Air',
        freightPaise: 18_650,
        codChargesPaise: 0,
        estimatedDeliveryDays: 2,
        courierType: 'air',
        deliveryPerformance: 78,
      },
    ]);
  });

  it('asks for cash on delivery and counts its charges', async () => {
    const rates = await provider().rates({ ...request, cod: true, codAmountPaise: 249_900 });
    expect(serviceabilityCalls()[0]?.query.get('cod')).toBe('1');
    expect(rates[0]).toMatchObject({ freightPaise: 11_200, codChargesPaise: 4_500 });
  });

  it('skips a courier entry that is not the documented shape and keeps the others', async () => {
    standIn.next.push({
      status: 200,
      json: serviceabilityAnswer([shiprocketCourier({ estimated_delivery_days: 'soon' }), shiprocketCourier()]),
    });
    expect(await provider().rates(request)).toHaveLength(1);
  });

  it('keeps the token: two requests, one login', async () => {
    const shiprocket = provider();
    await shiprocket.rates(request);
    await shiprocket.rates(request);
    expect(loginCalls()).toHaveLength(1);
    expect(serviceabilityCalls()).toHaveLength(2);
  });

  it('shares one login between concurrent requests', async () => {
    const shiprocket = provider();
    await Promise.all([shiprocket.rates(request), shiprocket.rates(request), shiprocket.rates(request)]);
    expect(loginCalls()).toHaveLength(1);
  });

  it('renews the token a day before its ten days are up', async () => {
    let clock = Date.parse('2026-11-01T00:00:00Z');
    const shiprocket = provider({ now: () => clock });
    await shiprocket.rates(request);
    clock += 8.5 * 24 * 3600_000;
    await shiprocket.rates(request);
    expect(loginCalls()).toHaveLength(1);
    clock += 1 * 24 * 3600_000;
    await shiprocket.rates(request);
    expect(loginCalls()).toHaveLength(2);
  });

  it('logs in again once when Shiprocket answers 401, then carries on', async () => {
    const shiprocket = provider();
    await shiprocket.rates(request);
    standIn.revokeTokens();
    const rates = await shiprocket.rates(request);
    expect(rates).toHaveLength(1);
    expect(loginCalls()).toHaveLength(2);
    const [first, refused, retried] = serviceabilityCalls().map((c) => c.authorization);
    expect(refused).toBe(first);
    expect(retried).not.toBe(first);
  });

  it('gives up after a second 401 in a row', async () => {
    const unauthorized = { status: 401, json: { message: 'Unauthenticated.', status_code: 401 } };
    standIn.next.push(unauthorized, unauthorized);
    const error = await failure(provider().rates(request));
    expect(error.message).toMatch(/401/);
    expect(serviceabilityCalls()).toHaveLength(2);
  });

  it('reports wrong credentials as a failed login', async () => {
    const error = await failure(provider({ password: 'wrong' }).rates(request));
    expect(error.message).toMatch(/login failed.*Invalid email and password combination/);
    expect(serviceabilityCalls()).toHaveLength(0);
  });

  it('answers an empty list when the body of an HTTP 200 says 404', async () => {
    standIn.next.push({ status: 200, json: { status: 404, message: 'Delivery postcode not serviceable' } });
    expect(await provider().rates(request)).toEqual([]);
  });

  it('answers an empty list for an HTTP 404 with a JSON body, and for no couriers at all', async () => {
    standIn.next.push({ status: 404, json: { message: 'No courier serviceable', status_code: 404 } });
    standIn.next.push({ status: 200, json: serviceabilityAnswer([]) });
    const shiprocket = provider();
    expect(await shiprocket.rates(request)).toEqual([]);
    expect(await shiprocket.rates(request)).toEqual([]);
  });

  it('reports 429 as rate limited', async () => {
    standIn.next.push({ status: 429, json: { message: 'Too Many Attempts.' } });
    expect((await failure(provider().rates(request))).message).toMatch(/rate limited \(429\): Too Many Attempts/);
  });

  it('reports a 5xx as a server error', async () => {
    standIn.next.push({ status: 500, text: '<html>Internal Server Error</html>' });
    expect((await failure(provider().rates(request))).message).toMatch(/server error \(500\)/);
  });

  it('gives up when Shiprocket does not answer in time', async () => {
    standIn.next.push({ hang: true });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 300 }).rates(request));
    expect(error.message).toBe('Shiprocket did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a body that is not JSON, or JSON of another shape', async () => {
    standIn.next.push({ status: 200, text: '{"data": {"available_courier_companies": [' });
    standIn.next.push({ status: 200, json: { data: 'nothing here' } });
    const shiprocket = provider();
    expect((await failure(shiprocket.rates(request))).message).toMatch(/not JSON/);
    expect((await failure(shiprocket.rates(request))).message).toMatch(/without data\.available_courier_companies/);
  });

  it('reports a service it cannot reach', async () => {
    const closed = await startShiprocketStandIn();
    await closed.close();
    const error = await failure(provider({ baseUrl: closed.baseUrl }).rates(request));
    expect(error.message).toMatch(/could not be reached/);
  });
});
