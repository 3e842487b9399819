import { describe, expect, it } from 'vitest';
import type { TaxDocument, TaxDocumentLine } from '@kala/contract/tax-documents';
import { amountRefundLines, lineRefundLines, remainingLines } from './credit-lines.ts';

/** The reversed lines of credit notes (decision 028), against hand-worked figures. */
const line = (over: Partial<TaxDocumentLine>): TaxDocumentLine => {
  const l = {
    kind: 'goods' as const,
    description: 'Terracotta Lamp (8 inch)',
    hsnCode: '6913',
    quantity: 1,
    unitPricePaise: 0,
    discountPaise: 0,
    taxablePaise: 0,
    ratePercent: 5,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    ...over,
  };
  return { ...l, totalPaise: l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise };
};

describe('credit note lines', () => {
  const lamps = line({ quantity: 3, unitPricePaise: 100000, taxablePaise: 300000, cgstPaise: 7500, sgstPaise: 7500 });

  it('reverses one of three pieces as a third of the line, and the last two as what is left of it', () => {
    const [one] = lineRefundLines(lamps, lamps, 1);
    expect(one).toMatchObject({
      quantity: 1,
      taxablePaise: 100000,
      cgstPaise: 2500,
      sgstPaise: 2500,
      totalPaise: 105000,
    });
    const invoice = { lines: [lamps] } as TaxDocument;
    const [left] = remainingLines(invoice, [{ lines: [one!] } as TaxDocument]);
    expect(left).toMatchObject({ quantity: 2, taxablePaise: 200000, cgstPaise: 5000, totalPaise: 210000 });
    const [rest] = lineRefundLines(lamps, left!, 2);
    expect(rest).toMatchObject({ quantity: 2, taxablePaise: 200000, cgstPaise: 5000, sgstPaise: 5000 });
  });

  it('rounds each amount of a piece of an odd line to the paisa', () => {
    const odd = line({ quantity: 3, taxablePaise: 100000, igstPaise: 5000 });
    // 1,00,000 / 3 = 33,333.33 → 33,333; 5,000 / 3 = 1,666.67 → 1,667.
    expect(lineRefundLines(odd, odd, 1)[0]).toMatchObject({ taxablePaise: 33333, igstPaise: 1667, totalPaise: 35000 });
  });

  it('apportions ₹100 over a 5% and an 18% line by taxable value, then backs the tax out of each part', () => {
    const plate = line({
      description: 'Mandala Plate',
      taxablePaise: 50000,
      ratePercent: 18,
      cgstPaise: 4500,
      sgstPaise: 4500,
    });
    const pot = line({ taxablePaise: 100000, cgstPaise: 2500, sgstPaise: 2500 });
    // Weights 2:1 → 6,666.67 and 3,333.33 paise; the odd paisa goes to the larger remainder (the pot): 6,667 + 3,333.
    // Pot: 6,667 × 100/105 = 6,349.52 → 6,350 taxable, 317 GST → CGST 159, SGST 158.
    // Plate: 3,333 × 100/118 = 2,824.58 → 2,825 taxable, 508 GST → 254 + 254.
    const lines = amountRefundLines([pot, plate], 10000, false);
    expect(lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise, l.totalPaise])).toEqual([
      [6350, 159, 158, 0, 6667],
      [2825, 254, 254, 0, 3333],
    ]);
    const inter = amountRefundLines([pot, plate], 10000, true);
    expect(inter.map((l) => l.igstPaise)).toEqual([317, 508]);
  });
});
