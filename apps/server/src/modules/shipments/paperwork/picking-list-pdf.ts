/**
 * The picking list, A4 (issue 27 item 3): the chosen orders one after another, each with the pieces to take off the
 * shelves, and a gift order marked plainly in a band above its pieces ('GIFT', 'GIFT WRAP', 'HIDE PRICES: no invoice
 * or price in the parcel'), so whoever packs wraps it and leaves the paper with prices out. No prices at all: a
 * picking list is for the shelves.
 */
import { createPdf, pdfBytes, type Pdf } from '../../invoices/documents/pdf-document.ts';
import type { PickingListOrder } from './paperwork-input.ts';

const A4: [number, number] = [595.28, 841.89];
const M = 36;
const W = A4[0] - 2 * M;

/** The plain words of a gift order's band. */
export function giftMarks(gift: NonNullable<PickingListOrder['gift']>): string[] {
  return [
    'GIFT',
    ...(gift.giftWrap ? ['GIFT WRAP'] : []),
    ...(gift.hidePrices ? ['HIDE PRICES: no invoice or price in the parcel'] : []),
  ];
}

export async function renderPickingListPdf(storeName: string, orders: PickingListOrder[]): Promise<Buffer> {
  const pdf = createPdf({ size: A4, margin: M, title: `Picking list (${orders.length})`, author: storeName });
  pdf.fillColor('#1f1f1f').font('bold').fontSize(15).text(`${storeName}: picking list`, M, M, { width: W });
  const gifts = orders.filter((o) => o.gift).length;
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      `${orders.length} ${orders.length === 1 ? 'order' : 'orders'}, ${gifts} of them ${gifts === 1 ? 'a gift' : 'gifts'}`,
    );
  pdf.y += 8;
  for (const order of orders) drawOrder(pdf, order);
  return pdfBytes(pdf);
}

function drawOrder(pdf: Pdf, order: PickingListOrder) {
  const needed = 40 + order.items.length * 16;
  if (pdf.y + needed > A4[1] - M) pdf.addPage();
  pdf.font('bold').fontSize(11).fillColor('#1f1f1f').text(`Order ${order.orderNumber}`, M, pdf.y, { width: W });
  if (order.gift) {
    const top = pdf.y + 2;
    const text = giftMarks(order.gift).join('  ·  ');
    const height =
      pdf
        .font('bold')
        .fontSize(10)
        .heightOfString(text, { width: W - 12 }) + 8;
    pdf.rect(M, top, W, height).fill('#1f1f1f');
    pdf.fillColor('#ffffff').text(text, M + 6, top + 4, { width: W - 12 });
    pdf.fillColor('#1f1f1f');
    pdf.y = top + height + 2;
  }
  pdf.font('regular').fontSize(10);
  for (const item of order.items) {
    pdf.text(`[ ]  ${item.quantity} × ${item.name} (${item.size})`, M + 6, pdf.y + 2, { width: W - 6 });
  }
  pdf.y += 6;
  pdf
    .moveTo(M, pdf.y)
    .lineTo(M + W, pdf.y)
    .lineWidth(0.5)
    .strokeColor('#b8b8b8')
    .stroke();
  pdf.y += 8;
}
