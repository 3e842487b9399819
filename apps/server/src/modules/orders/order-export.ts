import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@kala/contract/orders';
import type { OrderRow } from './orders.repository.ts';

/** Integer paise as rupees with two decimals ('2872.00'), in integer arithmetic: what a spreadsheet sums exactly. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The time in India (UTC+05:30 all year: no daylight saving) as 'YYYY-MM-DD HH:MM', which spreadsheets read. */
export function istText(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * One order as a row of the export, in the order of `@kala/contract/admin-orders#ORDER_CSV_HEADER`; csv.ts quotes
 * and neutralises the cells.
 */
export function orderCsvCells(row: OrderRow & { pieces: number }): string[] {
  const address = row.shippingAddress;
  return [
    row.orderNumber,
    istText(row.createdAt),
    ORDER_STATUS_LABELS[row.status],
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    row.paymentStatus,
    row.customerName,
    row.customerEmail,
    address.fullName,
    address.phone,
    [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    address.city,
    address.state,
    address.zipCode,
    String(row.pieces),
    rupeesText(row.subtotalPaise),
    rupeesText(row.taxPaise),
    rupeesText(row.shippingPaise),
    rupeesText(row.codChargesPaise),
    rupeesText(row.totalPaise),
    row.courierName,
    row.trackingNumber ?? '',
    row.notes ?? '',
    row.cancelReason ?? '',
  ];
}
