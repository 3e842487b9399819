import { lineTotalPaise, sumOfLines, type TaxDocumentLine, type TaxDocumentTotals } from '@kala/contract/tax-documents';
import type { OrderItemRow, OrderRow } from './order-rows.ts';
import { splitTax } from './pricing.ts';

/** The SAC of goods transport services: shipping and COD charges print it beside the goods' HSN codes. */
export const FREIGHT_SAC = '9965';

export class OrderWithoutLineTax extends Error {
  constructor(orderNumber: string) {
    super(`Order ${orderNumber} was placed before per-line GST (migration 0009): it has no place of supply`);
  }
}

/** A gift order's wrap as placed (order_gifts, decision 042): the charge, its taxable value and GST. */
export interface GiftWrapCharge {
  wrapPaise: number;
  wrapTaxablePaise: number;
  wrapTaxPaise: number;
}

type Figures = Pick<TaxDocumentLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

const line = (fields: Omit<TaxDocumentLine, 'totalPaise'>): TaxDocumentLine => ({
  ...fields,
  totalPaise: lineTotalPaise(fields),
});

/** A charge's GST (backed out of it when placed), split as pricing splits it: CGST + SGST or IGST. */
function chargeSplit(order: OrderRow, taxablePaise: number, taxPaise: number): Figures {
  const { cgstPaise, sgstPaise, igstPaise } = splitTax(taxablePaise, 0, taxPaise, order.interState);
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise };
}

/** The HSN of the principal supply: the first line at the goods' highest rate (the rate the charges take). */
const principalHsn = (items: readonly OrderItemRow[], ratePercent: number) =>
  [...items].sort((a, b) => a.position - b.position).find((i) => (i.gstRate ?? 0) === ratePercent)?.hsnCode ??
  items[0]?.hsnCode ??
  '';

/**
 * The lines and totals of an order's tax document (contract tax-documents.ts), from the order and its lines as
 * placed (issue 24 item 3): goods lines as stored, then shipping and COD charges as lines when charged (composite
 * supply, at the goods' highest rate, decision 025). Pure: the invoice issuer calls it at dispatch and stores the
 * answer. The lines add up to the order's totalAmount to the paisa. `totalInWords` is left empty for the issuer,
 * which owns the words (Indian numbering).
 */
export function documentLinesOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  giftWrap?: GiftWrapCharge,
): { lines: TaxDocumentLine[]; totals: TaxDocumentTotals } {
  if (order.placeOfSupplyCode === null || order.chargesRatePercent === null) {
    throw new OrderWithoutLineTax(order.orderNumber);
  }
  const goods = [...items]
    .sort((a, b) => a.position - b.position)
    .map((item) =>
      line({
        kind: 'goods',
        description: `${item.productName} (${item.sizeLabel})`,
        hsnCode: item.hsnCode ?? '',
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        discountPaise: item.discountPaise,
        taxablePaise: item.taxablePaise ?? 0,
        ratePercent: item.gstRate ?? 0,
        cgstPaise: item.cgstPaise ?? 0,
        sgstPaise: item.sgstPaise ?? 0,
        igstPaise: item.igstPaise ?? 0,
      }),
    );
  const charge = (
    kind: 'shipping' | 'cod' | 'gift_wrap',
    description: string,
    amountPaise: number,
    taxable: number,
    tax: number,
  ) =>
    line({
      kind,
      description,
      // Gift wrap is part of the goods' composite supply and carries the principal supply's HSN (decision 042).
      hsnCode: kind === 'gift_wrap' ? principalHsn(items, order.chargesRatePercent!) : FREIGHT_SAC,
      quantity: 1,
      unitPricePaise: amountPaise,
      discountPaise: 0,
      ratePercent: order.chargesRatePercent!,
      ...chargeSplit(order, taxable, tax),
    });
  const charges: TaxDocumentLine[] = [];
  if (order.shippingPaise > 0) {
    charges.push(
      charge(
        'shipping',
        `Shipping (${order.courierName})`,
        order.shippingPaise,
        order.shippingTaxablePaise ?? 0,
        order.shippingTaxPaise ?? 0,
      ),
    );
  }
  if (order.codChargesPaise > 0) {
    charges.push(
      charge(
        'cod',
        'Cash on delivery charge',
        order.codChargesPaise,
        order.codTaxablePaise ?? 0,
        order.codTaxPaise ?? 0,
      ),
    );
  }
  if (giftWrap && giftWrap.wrapPaise > 0) {
    charges.push(
      charge('gift_wrap', 'Gift wrap', giftWrap.wrapPaise, giftWrap.wrapTaxablePaise, giftWrap.wrapTaxPaise),
    );
  }
  const lines = [...goods, ...charges];
  return { lines, totals: { ...sumOfLines(lines), totalInWords: '' } };
}
