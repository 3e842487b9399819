import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COD_POLICY } from '@kala/contract/cod';
import type { DeliveryEstimate } from '@kala/contract/delivery-estimate';
import { UnprocessableError } from '../../lib/errors.ts';
import { createResponseCache } from '../../lib/response-cache.ts';
import type { CourierRate } from '../../providers/shipping/shipping-provider.ts';
import type { Quote } from '../shipping/shipping.service.ts';
import { addBusinessDays, dayOfIso, firstCountedDay, isBusinessDay, isoDayOf } from './business-days.ts';
import type { DeliveryEstimateRepository, PieceRow } from './delivery-estimate.repository.ts';
import { createDeliveryEstimateService } from './delivery-estimate.service.ts';
import { daysOfText, handlingDays } from './handling-days.ts';

/** An instant given as India time (UTC+5:30). */
const ist = (local: string) => Date.parse(`${local}+05:30`);

const courier = (days: number, name = 'Surface', freightPaise = 9900): CourierRate => ({
  courierCompanyId: days,
  courierName: name,
  freightPaise,
  codChargesPaise: 4000,
  estimatedDeliveryDays: days,
  courierType: 'surface',
  deliveryPerformance: 90,
});

const quote = (couriers: CourierRate[]): Quote => ({
  destination: { pincode: '302017', city: 'Jaipur', district: 'Jaipur', state: 'Rajasthan', zone: 'local' },
  couriers,
  freeShippingAbovePaise: 99_900,
});

/** A piece with pieces on the shelf (the standard 3-4 making days) and a courier two days in transit. */
function serviceAt(
  clock: { at: number },
  options: { piece?: Partial<PieceRow>; couriers?: CourierRate[]; festival?: boolean; serves?: boolean } = {},
) {
  const piece: PieceRow = {
    productActive: true,
    sizeId: randomUUID(),
    stock: 5,
    estimatedDelivery: '7-10 working days',
    pricePaise: 120_000,
    ...options.piece,
  };
  const repository = {
    db: undefined as never,
    piece: async () => piece,
    codListed: async () => null,
    settings: async () => ({ festivalSeason: options.festival ?? false }),
  } as unknown as DeliveryEstimateRepository;
  return createDeliveryEstimateService({
    repository,
    cache: createResponseCache(),
    shipping: {
      quote: async () => {
        if (options.serves === false) throw new UnprocessableError('No shipping rates found for this location.');
        return quote(options.couriers ?? [courier(2)]);
      },
    },
    cod: { policy: async () => DEFAULT_COD_POLICY },
    cutoffHour: 14,
    now: () => clock.at,
  });
}

const query = { pin: '302017', productId: randomUUID(), sizeId: randomUUID() };
async function estimate(service: ReturnType<typeof serviceAt>, q = query): Promise<DeliveryEstimate> {
  return (JSON.parse(await service.estimateJson(q)) as { data: DeliveryEstimate }).data;
}

describe('delivery dates in business days, India time', () => {
  it('skips Sunday: asked on Saturday after the cut-off or on Sunday, the count starts on Monday', async () => {
    const clock = { at: ist('2026-12-05T16:00:00') }; // Saturday, after 2 pm
    const answer = await estimate(serviceAt(clock));
    // Monday 7 Dec + 3-4 making days + 2 in transit = 5-6 business days, Sunday 13 Dec not among them.
    expect(answer.estimate).toMatchObject({
      earliest: '2026-12-12',
      latest: '2026-12-14',
      text: 'Get it by Sat, 12 Dec - Mon, 14 Dec',
      countsToday: false,
      handlingDays: { min: 3, max: 4 },
      transitDays: { min: 2, max: 2 },
    });
    clock.at = ist('2026-12-06T10:00:00'); // Sunday morning: still Monday's count
    expect((await estimate(serviceAt(clock))).estimate?.text).toBe('Get it by Sat, 12 Dec - Mon, 14 Dec');
  });

  it("skips a national public holiday (Guru Nanak's Birthday, Tuesday 24 November 2026)", async () => {
    const answer = await estimate(serviceAt({ at: ist('2026-11-23T10:00:00') }));
    // Without the holiday: Saturday 28 Nov - Monday 30 Nov.
    expect(answer.estimate?.text).toBe('Get it by Mon, 30 Nov - Tue, 1 Dec');
    expect(isBusinessDay(dayOfIso('2026-11-24'))).toBe(false);
    expect(isBusinessDay(dayOfIso('2026-12-25'))).toBe(false);
    expect(isBusinessDay(dayOfIso('2026-11-28'))).toBe(true); // Saturdays are working days
  });

  it('counts today before the 2 pm cut-off and from the next business day at 2 pm', async () => {
    const clock = { at: ist('2026-12-01T13:59:00') }; // Tuesday
    const service = serviceAt(clock);
    const before = await estimate(service);
    expect(before.estimate).toMatchObject({
      text: 'Get it by Mon, 7 Dec - Tue, 8 Dec',
      countsToday: true,
      cutoffHour: 14,
    });
    clock.at = ist('2026-12-01T14:00:00');
    const after = await estimate(service); // the same service: the cached answer does not outlive the cut-off
    expect(after.estimate).toMatchObject({ text: 'Get it by Tue, 8 Dec - Wed, 9 Dec', countsToday: false });
  });

  it('runs from 31 December into January of the next year', async () => {
    const answer = await estimate(serviceAt({ at: ist('2026-12-31T10:00:00') }));
    expect(answer.estimate).toMatchObject({
      earliest: '2027-01-06',
      latest: '2027-01-07',
      text: 'Get it by Wed, 6 Jan - Thu, 7 Jan',
    });
    // After the cut-off on 31 December the count starts on Friday 1 January (New Year's Day is not a holiday).
    expect(isoDayOf(firstCountedDay(ist('2026-12-31T18:00:00'), 14).day)).toBe('2027-01-01');
    expect(isoDayOf(addBusinessDays(dayOfIso('2027-01-25'), 1))).toBe('2027-01-27'); // Republic Day 2027
  });

  it('reads a made-to-order size its own days and adds the festival season when it is on', async () => {
    expect(daysOfText('7-10 working days')).toEqual({ min: 7, max: 10 });
    expect(daysOfText('3-4 weeks')).toEqual({ min: 18, max: 24 });
    expect(daysOfText('soon')).toBeUndefined();
    expect(handlingDays({ stock: null, estimatedDelivery: '5-7 working days' }, false)).toEqual({ min: 5, max: 7 });
    expect(handlingDays({ stock: 0, estimatedDelivery: '5-7 working days' }, false)).toEqual({ min: 5, max: 7 });
    expect(handlingDays({ stock: 2, estimatedDelivery: '15-20 working days' }, true)).toEqual({ min: 5, max: 7 });
    expect(handlingDays({ stock: null, estimatedDelivery: '??' }, false)).toEqual({ min: 3, max: 7 });

    const festive = await estimate(
      serviceAt({ at: ist('2026-12-01T10:00:00') }, { festival: true, piece: { stock: null } }),
    );
    expect(festive.estimate).toMatchObject({ handlingDays: { min: 9, max: 13 }, festivalSeason: true });
  });

  it('promises the cheapest courier (the one checkout preselects) and names a faster one', async () => {
    const answer = await estimate(
      serviceAt(
        { at: ist('2026-12-01T10:00:00') },
        { couriers: [courier(4, 'Standard Surface', 9900), courier(1, 'Express Air', 19800)] },
      ),
    );
    expect(answer.estimate).toMatchObject({ courierName: 'Standard Surface', transitDays: { min: 4, max: 4 } });
    expect(answer.faster).toMatchObject({ courierName: 'Express Air', text: 'Get it by Sat, 5 Dec - Mon, 7 Dec' });
    expect(answer.shipping).toEqual({ charge: 99, freeAbove: 999, freeForThisPiece: true });
  });

  it('answers not deliverable, with the spec message, when no courier serves the PIN code', async () => {
    const answer = await estimate(serviceAt({ at: ist('2026-12-01T10:00:00') }, { serves: false }));
    expect(answer).toMatchObject({
      deliverable: false,
      message: 'No shipping rates found for this location.',
      estimate: null,
      shipping: null,
      cod: { available: false },
    });
  });
});
