import { formatRupees, toRupees } from '@kala/contract/money';
import { shippingWeightKg } from '@kala/contract/shipping';
import { escapeHtml } from '../../lib/mail/mail-layout.ts';
import { collectPaise } from './shipment-parcel.ts';
import type { ShipmentRow, ShippingOrder } from './shipments.repository.ts';

/**
 * The local courier's shipping label: a plain printable page (no styles or scripts, so it prints the same wherever
 * it is opened, and no content policy stands in its way). Shiprocket makes its own labels (a PDF link).
 */
export function localLabelHtml(facts: {
  order: ShippingOrder;
  shipment: ShipmentRow;
  pieces: number;
  storeName: string;
}): string {
  const { order, shipment, pieces, storeName } = facts;
  const address = order.shippingAddress;
  const cod = order.paymentMethod === 'cash_on_delivery';
  const lines = [
    address.fullName,
    address.addressLine1,
    address.addressLine2,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
    `Phone: ${address.phone}`,
  ].filter((line): line is string => Boolean(line));
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Label ${escapeHtml(shipment.awb ?? '')} · ${escapeHtml(order.orderNumber)}</title></head>
<body>
<h1>${escapeHtml(shipment.courierName ?? 'Courier')}</h1>
<p>AWB <strong>${escapeHtml(shipment.awb ?? '')}</strong></p>
<h2>Deliver to</h2>
<address>${lines.map(escapeHtml).join('<br>')}</address>
<h2>${cod ? `Cash on delivery: collect ${escapeHtml(formatRupees(toRupees(collectPaise(order))))}` : 'Prepaid: collect nothing'}</h2>
<p>Order ${escapeHtml(order.orderNumber)} · ${pieces} ${pieces === 1 ? 'piece' : 'pieces'} · ${shippingWeightKg(pieces)} kg</p>
<h2>Return to</h2>
<p>${escapeHtml(storeName)} · pickup location ${escapeHtml(shipment.pickupLocation ?? '')}</p>
</body>
</html>`;
}
