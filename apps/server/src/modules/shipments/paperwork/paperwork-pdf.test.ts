import { describe, expect, it } from 'vitest';
import { code128Layout } from './code128.ts';
import { renderLabelsPdf } from './label-pdf.ts';
import { renderPackingSlipsPdf } from './packing-slip-pdf.ts';
import type { PackingSlipInput, ShippingLabelInput } from './paperwork-input.ts';
import { readPdf } from './test-paperwork.ts';

const address = {
  name: 'Asha Verma',
  lines: ['4 Civil Lines', 'Jaipur, Rajasthan'],
  pincode: '302006',
  phone: '9876543210',
};
const label: ShippingLabelInput = {
  storeName: 'Kala Studio',
  orderNumber: 'KALA-1',
  awb: 'LC12345678',
  courierName: 'Kala Local Courier',
  shipTo: address,
  returnTo: {
    ...address,
    name: 'Kala Studio',
    lines: ['12 Hathi Pol', 'Udaipur, Rajasthan'],
    pincode: '313001',
    phone: null,
  },
  codCollectPaise: null,
  pieces: 1,
  weightKg: 1,
};

describe('the AWB barcode', () => {
  it('is Code 128 bars inside the box, with the AWB text under the bars', () => {
    const layout = code128Layout('LC12345678', { left: 12, top: 40, width: 264, height: 56 });
    // Code 128: start B, 'L', 'C', a switch to set C, the digits in four pairs, the check symbol (9 symbols of 3
    // bars each) and the stop (4 bars).
    expect(layout.bars.length).toBe(9 * 3 + 4);
    expect(Math.min(...layout.bars.map((b) => b.x))).toBeGreaterThan(12);
    expect(Math.max(...layout.bars.map((b) => b.x + b.width))).toBeLessThan(12 + 264);
    expect(layout.textTop).toBeGreaterThan(layout.top + layout.height);
  });
});

describe('a label and a slip', () => {
  it('says PREPAID when there is nothing to collect', async () => {
    const { text } = await readPdf(await renderLabelsPdf([label]));
    expect(text).toContain('PREPAID');
    expect(text).not.toContain('COD');
    expect(text).toContain('PIN 313001');
  });

  it('leaves the prices out of a gift’s packing slip', async () => {
    const slip: PackingSlipInput = {
      storeName: 'Kala Studio',
      orderNumber: 'KALA-2',
      orderDate: '2025-09-22T18:45:00.000Z',
      shipTo: address,
      items: [{ name: 'Blue pottery vase', size: '10 inch', quantity: 2, unitPricePaise: 2_450_00 }],
      hidePrices: false,
      gift: null,
    };
    const priced = (await readPdf(await renderPackingSlipsPdf([slip]))).text;
    expect(priced).toContain('Placed 23 Sep 2025');
    expect(priced).toContain('Blue pottery vase 10 inch 2 ₹2,450.00 ₹4,900.00');
    const gift = (await readPdf(await renderPackingSlipsPdf([{ ...slip, hidePrices: true }]))).text;
    expect(gift).toContain('Blue pottery vase 10 inch 2');
    expect(gift).not.toContain('₹');
    expect(gift).not.toMatch(/Price|Amount/);
    expect(gift).toContain('A gift: prices are left out.');
  });
});
