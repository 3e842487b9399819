import { formatRupees } from '@kala/contract/money';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { recipient, type OrderMailOptions } from './order-mails.ts';

/**
 * The mail of an order closed because its parcel came back undelivered (return to origin, decision 032): what
 * happened, and what happens to the money (a prepaid order refunded in full; cash on delivery: nothing was charged).
 */
export function returnedToOriginMail({ order, link, storeName }: OrderMailOptions): MailMessage {
  const money =
    order.paymentMethod !== 'cash_on_delivery'
      ? `We are refunding ${formatRupees(order.totalAmount)} to your original payment method within 5-7 business days.`
      : 'Nothing was charged: this order was to be paid on delivery.';
  const lines = [
    `The courier could not deliver your order ${order.orderNumber} after its delivery attempts, so the parcel has come back to us and the order is closed.`,
    money,
    'If you would still like the pieces, you are welcome to order again: please check the address and phone number so the courier can reach you.',
  ];
  const text = [
    `Hello ${order.shippingAddress.fullName},`,
    '',
    ...lines,
    '',
    `View the order: ${link}`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(order.shippingAddress.fullName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mailButton(link, 'View the order')}`;
  return {
    to: recipient(order),
    subject: `Your ${storeName} order ${order.orderNumber} came back to us`,
    text,
    html: mailLayout({ storeName, title: `Order ${order.orderNumber} returned to us`, body }),
  };
}
