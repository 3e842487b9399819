import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GstSummary } from '@kala/contract/gst-summary';
import { renderWithApi } from '../../../testing/render-with-api';
import { GstSummaryScreen } from './gst-summary-screen';

const zero = { count: 0, totalPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
const empty = (month: string): GstSummary => ({
  month,
  from: '',
  to: '',
  b2cSmall: [],
  b2cLarge: [],
  b2b: [],
  creditNotes: [],
  hsn: [],
  documentsIssued: [],
  totals: { invoices: zero, creditNotes: zero, billsOfSupply: zero },
});
const april: GstSummary = {
  ...empty('2026-04'),
  b2cSmall: [
    {
      placeOfSupplyCode: '08',
      placeOfSupplyName: 'Rajasthan',
      ratePercent: 5,
      taxablePaise: 59_900,
      igstPaise: 0,
      cgstPaise: 1_498,
      sgstPaise: 1_498,
    },
  ],
  documentsIssued: [
    {
      nature: 'Invoices for outward supply',
      series: 'KA',
      fromNumber: 'KA/26-27/000001',
      toNumber: 'KA/26-27/000006',
      totalNumber: 6,
      cancelled: 0,
      netIssued: 6,
    },
  ],
  totals: {
    invoices: { ...zero, count: 6, totalPaise: 115_396 },
    creditNotes: { ...zero, count: 1, totalPaise: 52_500 },
    billsOfSupply: zero,
  },
};

// 15 April 2026, 10:00 India time.
const NOW = Date.parse('2026-04-15T10:00:00+05:30');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the GST summary screen', () => {
  it("shows this month's tables with captions, amounts in rupees, and says when a table is empty", async () => {
    const { calls } = renderWithApi(<GstSummaryScreen now={NOW} />, (call) => ({
      success: true,
      data: call.url.includes('2026-04') ? april : empty('2026-03'),
    }));
    const small = await screen.findByRole('table', { name: 'Table 7 · B2C small supplies' });
    expect(within(small).getByRole('cell', { name: '08-Rajasthan' })).toBeTruthy();
    expect(within(small).getAllByRole('cell', { name: '₹599.00' })).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Table 13 · Documents issued' })).toBeTruthy();
    expect(
      screen.getByText(/No inter-state invoice to an unregistered shopper was worth more than ₹1,00,000/),
    ).toBeTruthy();
    expect(screen.getByText('₹628.96')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/admin/gst/summary?month=2026-04');
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-04');

    fireEvent.click(screen.getByRole('button', { name: 'Month before' }));
    expect(await screen.findByText('No invoices or credit notes were issued in 2026-03.')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/gst/summary?month=2026-03');
  });

  it('explains a month it cannot show instead of asking the server', async () => {
    const { calls } = renderWithApi(<GstSummaryScreen now={NOW} />, () => ({ success: true, data: april }));
    await screen.findByRole('table', { name: 'Table 7 · B2C small supplies' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2016-05' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'month must be from 2017-07 (when GST began) to 2099-12',
    );
    expect(calls.every((call) => call.url.endsWith('2026-04'))).toBe(true);
  });
});
