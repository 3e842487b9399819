import { PAYMENT_METHOD_LABELS, type Order } from '@kala/contract/orders';
import { formatRupees, toRupees } from '@kala/contract/money';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { gstLabel } from '@kala/contract/gst';

export interface OrderMailOptions {
  order: Order;
  /** The order's page in the store. */
  link: string;
  storeName: string;
  /** A COD order that waits for the shopper's confirmation (issue 25 item 2): the one-tap link and its due time. */
  confirm?: { url: string; dueAt: Date; savingPaise: number } | undefined;
}

// India time for the confirmation's deadline: the shopper reads it against their own clock.
const DUE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
/** When a COD order's confirmation is due, as the mails and messages say it ('Sat, 28 Nov, 4:30 pm'). */
export const dueTime = (at: Date) => DUE_TIME.format(at);

/** The lines a COD confirmation adds to a mail: what to tap, by when, and what paying online would save. */
export function confirmLines(confirm: NonNullable<OrderMailOptions['confirm']>): string[] {
  return [
    `Please confirm your cash-on-delivery order by ${dueTime(confirm.dueAt)}; we ship it once you confirm, and cancel it if it is not confirmed by then.`,
    `Confirm (or cancel) with one tap: ${confirm.url}`,
    ...(confirm.savingPaise > 0
      ? [`Pay now online and save ${formatRupees(toRupees(confirm.savingPaise))}: open the same link.`]
      : []),
  ];
}

// One formatter for every mail: toLocaleDateString builds a new Intl formatter on each call, which showed up as a
// few per cent of the server's time in the order benchmark.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** Dates in mails read as on screen (spec §9: en-US). */
export const longDate = (iso: string) => LONG_DATE.format(new Date(`${iso}T00:00:00Z`));

export const recipient = (order: Order) => order.shippingAddress.email ?? order.user.email;

export function addressLines(order: Order): string[] {
  const a = order.shippingAddress;
  return [
    a.fullName,
    a.addressLine1,
    a.addressLine2,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    `Phone: ${a.phone}`,
  ].filter((line): line is string => Boolean(line));
}

function totalRows(order: Order): [string, string][] {
  return [
    ['Subtotal', formatRupees(order.subtotal)],
    // A coupon code (issue 27), taken off before GST, so the rows add up to the total.
    ...(order.coupon
      ? [[`Code ${order.coupon.code}`, `−${formatRupees(order.coupon.discount)}`] as [string, string]]
      : []),
    [gstLabel(order.gstRates, order.pricesIncludeTax), formatRupees(order.tax)],
    [`Shipping (${order.courier.name})`, order.freeShipping ? 'Free' : formatRupees(order.shippingCost)],
    ...(order.codCharges > 0 ? [['COD charges', formatRupees(order.codCharges)] as [string, string]] : []),
    // A gift's wrap (issue 27), so the rows add up to the total; the gift message stays out of mails.
    ...(order.gift?.giftWrap ? [['Gift wrap', formatRupees(order.gift.wrapCharge)] as [string, string]] : []),
    ['Total', formatRupees(order.totalAmount)],
  ];
}

export const estimate = (order: Order) =>
  order.estimatedDelivery
    ? `${longDate(order.estimatedDelivery.from)} – ${longDate(order.estimatedDelivery.to)}`
    : undefined;

/** The confirmation mail: what was ordered, what it costs, where it goes and when it should arrive. */
export function orderConfirmationMail({ order, link, storeName, confirm }: OrderMailOptions): MailMessage {
  const when = estimate(order);
  const payment =
    order.paymentMethod === 'cash_on_delivery'
      ? `Cash on Delivery: please keep ${formatRupees(order.totalAmount)} ready for the courier.`
      : PAYMENT_METHOD_LABELS[order.paymentMethod];
  const text = [
    `Hello ${order.shippingAddress.fullName},`,
    '',
    `Thank you for your order ${order.orderNumber}. Our artisans will now prepare it.`,
    '',
    ...(confirm ? [...confirmLines(confirm), ''] : []),
    ...order.items.map((i) => `- ${i.product.name} (${i.size}) × ${i.quantity}: ${formatRupees(i.subtotal)}`),
    '',
    ...totalRows(order).map(([label, value]) => `${label}: ${value}`),
    '',
    `Payment: ${payment}`,
    ...(when ? [`Estimated delivery: ${when}`] : []),
    '',
    'Shipping to:',
    ...addressLines(order),
    '',
    `You can cancel within 12 hours of placing the order, until it ships. View your order: ${link}`,
    '',
    `— ${storeName}`,
  ].join('\n');

  const itemRows = order.items
    .map(
      (i) =>
        `<tr><td style="padding:6px 0">${escapeHtml(i.product.name)} <span style="color:#57534e">(${escapeHtml(i.size)}) × ${i.quantity}</span></td><td align="right" style="padding:6px 0">${formatRupees(i.subtotal)}</td></tr>`,
    )
    .join('');
  const totals = totalRows(order)
    .map(
      ([label, value], index, all) =>
        `<tr><td style="padding:4px 0${index === all.length - 1 ? ';font-weight:bold;border-top:1px solid #e7e5e4' : ''}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0${index === all.length - 1 ? ';font-weight:bold;border-top:1px solid #e7e5e4' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = `<p>Hello ${escapeHtml(order.shippingAddress.fullName)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>. Our artisans will now prepare it.</p>
${confirm ? confirmHtml(confirm) : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${itemRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${totals}</table>
<p><strong>Payment:</strong> ${escapeHtml(payment)}</p>
${when ? `<p><strong>Estimated delivery:</strong> ${escapeHtml(when)}</p>` : ''}
<p><strong>Shipping to:</strong><br>${addressLines(order).map(escapeHtml).join('<br>')}</p>
${mailButton(link, 'View your order')}
<p style="color:#57534e;font-size:13px">You can cancel within 12 hours of placing the order, until it ships.</p>`;
  return {
    to: recipient(order),
    subject: confirm
      ? `Please confirm your ${storeName} order ${order.orderNumber}`
      : `Your ${storeName} order ${order.orderNumber} is confirmed`,
    text,
    html: mailLayout({ storeName, title: `Order ${order.orderNumber}`, body }),
  };
}

/** The cancellation mail: which order, the reason given, and what happens to the money. */
export function orderCancelledMail({ order, link, storeName }: OrderMailOptions): MailMessage {
  const refund =
    order.paymentMethod !== 'cash_on_delivery'
      ? 'Any amount paid will be refunded to the original payment method within 5-7 business days.'
      : order.paymentStatus === 'completed'
        ? // Cancelled after the cash was collected: the store returns it by hand (no gateway holds it).
          'The amount you paid on delivery will be refunded within 5-7 business days; our team will contact you for the details.'
        : 'Nothing was charged: this order was to be paid on delivery.';
  const text = [
    `Hello ${order.shippingAddress.fullName},`,
    '',
    `Your order ${order.orderNumber} (${formatRupees(order.totalAmount)}) has been cancelled.`,
    ...(order.cancelReason ? [`Reason: ${order.cancelReason}`] : []),
    refund,
    '',
    `View the order: ${link}`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(order.shippingAddress.fullName)},</p>
<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> (${formatRupees(order.totalAmount)}) has been cancelled.</p>
${order.cancelReason ? `<p><strong>Reason:</strong> ${escapeHtml(order.cancelReason)}</p>` : ''}
<p>${escapeHtml(refund)}</p>
${mailButton(link, 'View the order')}`;
  return {
    to: recipient(order),
    subject: `Your ${storeName} order ${order.orderNumber} has been cancelled`,
    text,
    html: mailLayout({ storeName, title: `Order ${order.orderNumber} cancelled`, body }),
  };
}

/** The confirmation's button and words in a mail's HTML. */
export function confirmHtml(confirm: NonNullable<OrderMailOptions['confirm']>): string {
  const saving =
    confirm.savingPaise > 0
      ? `<p>Pay now online and save <strong>${formatRupees(toRupees(confirm.savingPaise))}</strong>: the same page offers it.</p>`
      : '';
  return `<p><strong>Please confirm your cash-on-delivery order by ${escapeHtml(dueTime(confirm.dueAt))}.</strong> We ship it once you confirm, and cancel it if it is not confirmed by then.</p>
${mailButton(confirm.url, 'Confirm or cancel your order')}${saving}`;
}
