import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShiprocketProvider, type ShiprocketOptions } from './shiprocket.ts';
import { ShippingProviderError, type RateRequest } from './shipping-provider.ts';
import type { Parcel, ShipmentRef } from './shipment-provider.ts';
import {
  serviceabilityAnswer,
  shiprocketCourier,
  shiprocketScan,
  STAND_IN_PICKUP,
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

  it('asks for rates again after a 5xx or a 429, with backoff, and answers the courier that then comes', async () => {
    standIn.next.push({ status: 503, text: '<html>Service Unavailable</html>' });
    standIn.next.push({ status: 429, json: { message: 'Too Many Attempts.' } });
    const rates = await provider().rates(request);
    expect(rates.map((rate) => rate.courierName)).toEqual([shiprocketCourier().courier_name]);
    expect(serviceabilityCalls()).toHaveLength(3);
  });

  it('reports 429 as rate limited once every try was refused', async () => {
    for (let i = 0; i < 3; i++) standIn.next.push({ status: 429, json: { message: 'Too Many Attempts.' } });
    expect((await failure(provider().rates(request))).message).toMatch(/rate limited \(429\): Too Many Attempts/);
    expect(serviceabilityCalls()).toHaveLength(3);
  });

  it('reports a 5xx as a server error once every try failed', async () => {
    for (let i = 0; i < 3; i++) standIn.next.push({ status: 500, text: '<html>Internal Server Error</html>' });
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

const parcel: Parcel = {
  reference: 'KALA-100042',
  orderDate: new Date('2026-11-23T04:30:00Z'),
  pickupLocation: 'Primary',
  address: {
    fullName: 'Asha Rani Verma',
    phone: '9876543210',
    email: 'asha@example.com',
    addressLine1: '12 Johari Bazaar',
    addressLine2: 'Flat 3',
    city: 'Jaipur',
    state: 'Rajasthan',
    zipCode: '302001',
    country: 'India',
  },
  items: [{ name: 'Terracotta Lamp (8 inch)', sku: 'size-1', units: 2, unitPricePaise: 120_000 }],
  paymentMethod: 'COD',
  collectPaise: 292_300,
  shippingPaise: 9_900,
  gstPercent: 18,
  weightKg: 1.5,
  dimensionsCm: { length: 30, breadth: 25, height: 15 },
};

const refOf = (
  ids: { providerOrderId: string; providerShipmentId: string },
  awb: string | null = null,
): ShipmentRef => ({
  orderId: 'order-1',
  ...ids,
  awb,
  clock: null,
  returning: false,
  destination: null,
});

const callsTo = (path: string) => standIn.requests.filter((r) => r.path === `/v1/external${path}`);

describe('Shiprocket shipments', () => {
  it('creates the adhoc order as documented: address, items, COD, weight and box', async () => {
    const ids = await provider().createShipment(parcel);
    expect(ids).toEqual({
      providerOrderId: expect.stringMatching(/^\d+$/),
      providerShipmentId: expect.stringMatching(/^\d+$/),
    });
    const [call] = callsTo('/orders/create/adhoc');
    expect(call?.authorization).toMatch(/^Bearer token-\d+$/);
    expect(call?.body).toEqual({
      order_id: 'KALA-100042',
      order_date: '2026-11-23 10:00',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rani Verma',
      billing_address: '12 Johari Bazaar',
      billing_address_2: 'Flat 3',
      billing_city: 'Jaipur',
      billing_pincode: '302001',
      billing_state: 'Rajasthan',
      billing_country: 'India',
      billing_email: 'asha@example.com',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        {
          name: 'Terracotta Lamp (8 inch)',
          sku: 'size-1',
          units: 2,
          selling_price: 1200,
          discount: 0,
          tax: 18,
          hsn: '',
        },
      ],
      payment_method: 'COD',
      shipping_charges: 99,
      sub_total: 2923,
      length: 30,
      breadth: 25,
      height: 15,
      weight: 1.5,
    });
  });

  it('reports an error sent as HTTP 200 (a wrong pickup location) and a 422 with its message', async () => {
    const wrongPlace = await failure(provider().createShipment({ ...parcel, pickupLocation: 'Nowhere' }));
    expect(wrongPlace.message).toMatch(/Wrong Pickup location entered/);
    standIn.queue('/orders/create/adhoc', { status: 422, json: { message: 'Oops! Invalid Data.', status_code: 422 } });
    expect((await failure(provider().createShipment(parcel))).message).toMatch(/answered 422: Oops! Invalid Data\./);
  });

  it('assigns the AWB with the chosen courier, schedules the pickup and makes the label', async () => {
    const shiprocket = provider();
    const ids = await shiprocket.createShipment(parcel);
    const assigned = await shiprocket.assignAwb(refOf(ids), 24);
    expect(assigned).toEqual({ awb: expect.stringMatching(/^1411\d{8}$/), courierName: 'Delhivery Surface' });
    expect(callsTo('/courier/assign/awb')[0]?.body).toEqual({
      shipment_id: Number(ids.providerShipmentId),
      courier_id: 24,
    });

    const pickup = await shiprocket.schedulePickup(refOf(ids, assigned.awb));
    // "2026-11-24 14:00:00" in India's time.
    expect(pickup.scheduledAt?.toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(callsTo('/courier/generate/pickup')[0]?.body).toEqual({ shipment_id: [Number(ids.providerShipmentId)] });

    const label = await shiprocket.label(refOf(ids, assigned.awb));
    // The link to the PDF file (Shiprocket's public S3; the stand-in serves the file itself).
    expect(label.labelUrl).toBe(`${new URL(standIn.baseUrl).origin}/files/labels/${ids.providerShipmentId}.pdf`);
  });

  it('reports a refused AWB assignment (HTTP 200, awb_assign_status 0) with Shiprocket’s reason', async () => {
    const shiprocket = provider();
    const ids = await shiprocket.createShipment(parcel);
    standIn.queue('/courier/assign/awb', {
      status: 200,
      json: {
        awb_assign_status: 0,
        response: { data: { awb_assign_error: 'Selected courier is not serviceable for this pincode' } },
      },
    });
    const error = await failure(shiprocket.assignAwb(refOf(ids), 24));
    expect(error.message).toBe(
      'Shiprocket AWB assignment failed: Selected courier is not serviceable for this pincode',
    );
  });

  it('reads the tracking scans oldest first, with our statuses; no scans yet is an empty list', async () => {
    const shiprocket = provider();
    const ids = await shiprocket.createShipment(parcel);
    const { awb } = await shiprocket.assignAwb(refOf(ids), 10);
    expect(await shiprocket.track(refOf(ids, awb))).toEqual([]);
    standIn.scan(awb, shiprocketScan(42, '2026-11-24 15:32:17', 'Shipment picked up'));
    standIn.scan(awb, shiprocketScan('NA', '2026-11-24 20:00:00', 'Reached hub', 'NA'));
    standIn.scan(awb, shiprocketScan(7, '2026-11-26 11:37:00', 'Delivered', 'MUMBAI, MAHARASHTRA'));
    const scans = await shiprocket.track(refOf(ids, awb));
    expect(scans.map((s) => [s.status, s.description, s.location, s.occurredAt.toISOString()])).toEqual([
      ['picked_up', 'Shipment picked up', 'JAIPUR, RAJASTHAN', '2026-11-24T10:02:17.000Z'],
      [null, 'Reached hub', null, '2026-11-24T14:30:00.000Z'],
      ['delivered', 'Delivered', 'MUMBAI, MAHARASHTRA', '2026-11-26T06:07:00.000Z'],
    ]);
    // The same scan read again is the same event.
    const again = await shiprocket.track(refOf(ids, awb));
    expect(again.map((s) => s.key)).toEqual(scans.map((s) => s.key));
  });

  it('cancels by Shiprocket’s order id and asks for a return pickup', async () => {
    const shiprocket = provider();
    const ids = await shiprocket.createShipment(parcel);
    await shiprocket.cancel(refOf(ids));
    expect(callsTo('/orders/cancel')[0]?.body).toEqual({ ids: [Number(ids.providerOrderId)] });
    expect(standIn.shipments.get(Number(ids.providerShipmentId))?.cancelled).toBe(true);
    await expect(shiprocket.cancel(refOf({ providerOrderId: '999999', providerShipmentId: '1' }))).rejects.toThrow(
      /Order id\(s\) not found/,
    );

    const back = await shiprocket.returnShipment(refOf(ids), parcel);
    expect(back.providerShipmentId).toMatch(/^\d+$/);
    expect(callsTo('/orders/create/return')[0]?.body).toMatchObject({
      order_id: 'KALA-100042-R',
      pickup_pincode: '302001',
      payment_method: 'Prepaid',
    });
  });

  it('lists the pickup locations', async () => {
    expect(await provider().pickupLocations()).toEqual([
      {
        name: STAND_IN_PICKUP.pickup_location,
        address: '12 Johari Bazaar, Near Hawa Mahal',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
        phone: '9876543210',
        primary: true,
      },
    ]);
  });

  it('logs in again once on a 401 from a shipment call, and reports 429, 5xx and timeouts clearly', async () => {
    const shiprocket = provider({ timeoutMs: 300 });
    await shiprocket.pickupLocations();
    standIn.revokeTokens();
    await shiprocket.pickupLocations();
    expect(standIn.logins).toBeGreaterThanOrEqual(2);
    expect(loginCalls()).toHaveLength(2);

    // A read is asked three times in all; a shipment write once (a second could make a second shipment).
    for (let i = 0; i < 3; i++) {
      standIn.queue('/settings/company/pickup', { status: 429, json: { message: 'Too Many Attempts.' } });
    }
    expect((await failure(shiprocket.pickupLocations())).message).toBe(
      'Shiprocket pickup locations failed: rate limited (429): Too Many Attempts.',
    );
    standIn.queue('/courier/generate/label', { status: 502, text: '<html>Bad gateway</html>' });
    expect(
      (await failure(shiprocket.label(refOf({ providerOrderId: '1', providerShipmentId: '2' }, 'A')))).message,
    ).toBe('Shiprocket label failed: server error (502)');
    expect(standIn.requests.filter((r) => r.path.endsWith('/courier/generate/label'))).toHaveLength(1);
    standIn.queue('/orders/create/adhoc', { status: 500, json: { message: 'Server Error' } });
    expect((await failure(shiprocket.createShipment(parcel))).message).toBe(
      'Shiprocket create order failed: server error (500): Server Error',
    );
    expect(standIn.requests.filter((r) => r.path.endsWith('/orders/create/adhoc'))).toHaveLength(1);
    standIn.queue('/orders/create/adhoc', { hang: true });
    expect((await failure(shiprocket.createShipment(parcel))).message).toBe('Shiprocket did not answer within 300 ms');
  });
});
