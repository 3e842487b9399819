import { describe, expect, it } from 'vitest';
import { reliabilityTone, type ZoneId } from '@kala/contract/shipping';
import { codChargePaise } from '@kala/contract/shipping-policy';
import { createLocalZoneRates, extraWeightSlabs } from './local-zone-rates.ts';
import type { RateRequest } from './shipping-provider.ts';

/** A zone table instead of the PIN-code data: 1xxxxx local, 7xxxxx remote, 999999 unknown, the rest national. */
const zones = createLocalZoneRates({
  async zoneBetween(_pickup, delivery): Promise<ZoneId | undefined> {
    if (delivery === '999999') return undefined;
    if (delivery.startsWith('1')) return 'local';
    if (delivery.startsWith('7')) return 'remote';
    return 'national';
  },
});

const parcel = (overrides: Partial<RateRequest> = {}): RateRequest => ({
  pickupPincode: '302001',
  deliveryPincode: '400001',
  weightKg: 1,
  cod: false,
  codAmountPaise: 0,
  declaredValuePaise: 0,
  ...overrides,
});

const summary = async (request: RateRequest) =>
  (await zones.rates(request)).map((r) => [
    r.courierName,
    r.freightPaise / 100,
    r.codChargesPaise / 100,
    r.estimatedDeliveryDays,
    r.courierType,
    reliabilityTone(r.deliveryPerformance),
  ]);

describe('built-in zone rates', () => {
  it("offers three couriers per zone, the standard one at the policy's charge and transit days", async () => {
    expect(await summary(parcel({ deliveryPincode: '110001' }))).toEqual([
      ['Standard Surface', 99, 0, 4, 'surface', 'green'],
      ['Priority Surface', 129, 0, 2, 'surface', 'red'],
      ['Express Air', 198, 0, 1, 'air', 'yellow'],
    ]);
    expect(await summary(parcel({ deliveryPincode: '400001' }))).toEqual([
      ['Standard Surface', 149, 0, 7, 'surface', 'green'],
      ['Priority Surface', 194, 0, 4, 'surface', 'red'],
      ['Express Air', 298, 0, 3, 'air', 'yellow'],
    ]);
    expect(await summary(parcel({ deliveryPincode: '781001' }))).toEqual([
      ['Standard Surface', 199, 0, 10, 'surface', 'yellow'],
      ['Priority Surface', 259, 0, 7, 'surface', 'red'],
      ['Express Air', 398, 0, 6, 'air', 'yellow'],
    ]);
  });

  it('adds a fifth of the first kilogram for each further 0.5 kg or part of it', async () => {
    expect([0.5, 1, 1.01, 1.5, 2, 2.2, 3].map(extraWeightSlabs)).toEqual([0, 0, 1, 1, 2, 3, 4]);
    const freights = async (weightKg: number) =>
      (await zones.rates(parcel({ weightKg }))).map((r) => r.freightPaise / 100);
    expect(await freights(1)).toEqual([149, 194, 298]);
    expect(await freights(1.5)).toEqual([179, 233, 358]);
    expect(await freights(2.5)).toEqual([239, 311, 478]);
  });

  it('charges cash on delivery at ₹40 or 2% of the amount, whichever is more, on every courier', async () => {
    expect(codChargePaise(0)).toBe(4000);
    expect(codChargePaise(199_900)).toBe(4000);
    expect(codChargePaise(250_000)).toBe(5000);
    expect(codChargePaise(1_234_567)).toBe(24_691);
    const rates = await zones.rates(parcel({ cod: true, codAmountPaise: 250_000 }));
    expect(rates.map((r) => r.codChargesPaise)).toEqual([5000, 5000, 5000]);
    const prepaid = await zones.rates(parcel({ cod: false, codAmountPaise: 250_000 }));
    expect(prepaid.map((r) => r.codChargesPaise)).toEqual([0, 0, 0]);
  });

  it('lists the cheapest first and answers the same every time', async () => {
    const request = parcel({ weightKg: 2, cod: true, codAmountPaise: 310_000 });
    const first = await zones.rates(request);
    const totals = first.map((r) => r.freightPaise + r.codChargesPaise);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(await zones.rates(request)).toEqual(first);
    expect(new Set(first.map((r) => r.courierCompanyId)).size).toBe(3);
  });

  it('has no courier for a PIN code the directory does not know', async () => {
    expect(await zones.rates(parcel({ deliveryPincode: '999999' }))).toEqual([]);
  });
});
