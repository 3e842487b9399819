import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  couponInputSchema,
  indiaLocalToDate,
  indiaTimeText,
  rupeesText,
  toIndiaLocal,
} from './promotions.ts';

describe('coupon codes in the contract (issue 27)', () => {
  it('reads India time as entered (UTC+05:30) and writes it back the same', () => {
    expect(indiaLocalToDate('2026-11-16T00:00')!.toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(toIndiaLocal(new Date('2026-11-15T18:29:00Z'))).toBe('2026-11-15T23:59');
    expect(indiaLocalToDate('2026-02-30T10:00')).toBeNull();
    expect(indiaLocalToDate('16/11/2026')).toBeNull();
    expect(indiaTimeText('2026-11-15T18:30:00Z')).toBe('16 Nov 2026, 12:00 am IST');
  });

  it('says rupees the Indian way, without .00 for whole rupees', () => {
    expect(rupeesText(1500)).toBe('₹1,500');
    expect(rupeesText(150000)).toBe('₹1,50,000');
    expect(rupeesText(99.5)).toBe('₹99.50');
    expect(COUPON_MESSAGES.minOrder(1500)).toBe('This code needs an order of ₹1,500 or more');
  });

  it('upper-cases a code, needs the amount its kind uses, and an end after the start', () => {
    const ok = couponInputSchema.parse({
      code: ' diwali-10 ',
      kind: 'percent',
      percent: 10,
      startsAt: '2026-11-01T00:00',
    });
    expect(ok).toMatchObject({ code: 'DIWALI-10', perShopperLimit: 1, minOrder: 0, endsAt: null });
    const problems = (input: unknown) => couponInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ code: 'FLAT', kind: 'flat', startsAt: '2026-11-01T00:00' })).toEqual(['Enter the amount off']);
    expect(
      problems({ code: 'LATE', kind: 'percent', percent: 5, startsAt: '2026-11-10T00:00', endsAt: '2026-11-10T00:00' }),
    ).toEqual(['The end must be after the start']);
    expect(problems({ code: 'no!', kind: 'percent', percent: 95, startsAt: '2026-11-01T00:00' })).toEqual([
      'Codes have 3 to 24 letters, digits, - or _',
      'Percent off must be between 1 and 90',
    ]);
  });
});
