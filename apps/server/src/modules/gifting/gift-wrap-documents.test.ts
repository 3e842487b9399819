import { describe, expect, it } from 'vitest';
import type { TaxDocument } from '@kala/contract/tax-documents';
import { amountRefundLines, cancellationLines, remainingLines } from '../invoices/credit-lines.ts';
import type { OrderItemRow, OrderRow } from '../orders/order-rows.ts';
import { documentLinesOf } from '../orders/tax-lines.ts';

/**
 * Gift wrap on the GST documents (issue 27 item 3, decision 042), worked by hand: a ₹1,200 piece at 18% in the
 * seller's state with prices excluding GST (taxable 120000, CGST 10800 + SGST 10800), free shipping, no COD charge,
 * and a ₹50 wrap (taxable 5000, CGST 450 + SGST 450): the invoice is 120000 + 21600 + 5900 = 147500.
 */
const order = {
  orderNumber: 'KALA-9',
  placeOfSupplyCode: '08',
  chargesRatePercent: 18,
  interState: false,
  shippingPaise: 0,
  codChargesPaise: 0,
  courierName: 'Kala Local Courier',
} as unknown as OrderRow;
const items = [
  {
    position: 0,
    productName: 'Terracotta Lamp',
    sizeLabel: '8 inch',
    hsnCode: '6913',
    quantity: 1,
    unitPricePaise: 120000,
    discountPaise: 0,
    taxablePaise: 120000,
    gstRate: 18,
    cgstPaise: 10800,
    sgstPaise: 10800,
    igstPaise: 0,
  },
] as unknown as OrderItemRow[];
const wrap = { wrapPaise: 5900, wrapTaxablePaise: 5000, wrapTaxPaise: 900 };

describe('gift wrap on the tax invoice and its credit notes', () => {
  const { lines, totals } = documentLinesOf(order, items, wrap);

  it('is a line of the supply at the goods’ rate and HSN, and the lines add up to the order', () => {
    expect(lines.map((l) => l.kind)).toEqual(['goods', 'gift_wrap']);
    expect(lines[1]).toEqual({
      kind: 'gift_wrap',
      description: 'Gift wrap',
      hsnCode: '6913',
      quantity: 1,
      unitPricePaise: 5900,
      discountPaise: 0,
      taxablePaise: 5000,
      ratePercent: 18,
      cgstPaise: 450,
      sgstPaise: 450,
      igstPaise: 0,
      totalPaise: 5900,
    });
    expect(totals).toMatchObject({ taxablePaise: 125000, cgstPaise: 11250, sgstPaise: 11250, totalPaise: 147500 });
  });

  it('is not there without wrap', () => {
    expect(documentLinesOf(order, items).lines.map((l) => l.kind)).toEqual(['goods']);
  });

  const invoice = { lines, totals } as unknown as TaxDocument;

  it('is reversed whole by a cancellation’s credit note', () => {
    const reversed = cancellationLines(remainingLines(invoice, []));
    expect(reversed.find((l) => l.kind === 'gift_wrap')).toMatchObject({ taxablePaise: 5000, cgstPaise: 450 });
    expect(reversed.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(147500);
  });

  it('takes its share of an amount refunded: ₹295 over 120000 : 5000 of taxable value', () => {
    // 29500 × 120000 / 125000 = 28320 to the piece, 29500 × 5000 / 125000 = 1180 to the wrap;
    // the wrap's part: 1180 × 100 / 118 = 1000 taxable, 180 GST → CGST 90 + SGST 90.
    const parts = amountRefundLines(remainingLines(invoice, []), 29500, false);
    expect(parts.find((l) => l.kind === 'gift_wrap')).toMatchObject({
      taxablePaise: 1000,
      cgstPaise: 90,
      sgstPaise: 90,
      totalPaise: 1180,
    });
    expect(parts.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(29500);
  });
});
