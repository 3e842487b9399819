import { formatRupees, toRupees } from '@kala/contract/money';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { recipient, type OrderMailOptions } from './order-mails.ts';
import type { RefundRow } from './orders.repository.ts';

/**
 * The refund mail (decision 024): how much of which order comes back, why, and how it reaches the shopper. A
 * cancellation's refund is told by the cancellation mail; this one is for the owner's refund of a part.
 */
export function orderRefundMail({
  order,
  refund,
  link,
  storeName,
}: OrderMailOptions & { refund: RefundRow }): MailMessage {
  const amount = formatRupees(toRupees(refund.amountPaise));
  const line = refund.orderItemId ? order.items.find((i) => i._id === refund.orderItemId) : undefined;
  const what = line
    ? `${refund.quantity} × ${line.product.name} (${line.size}) from your order ${order.orderNumber}`
    : `part of your order ${order.orderNumber}`;
  const how =
    refund.method === 'manual'
      ? 'This order was paid in cash, so we have paid it back to you by bank transfer or UPI; our team will contact you if we need your account details.'
      : 'It will reach the original payment method within 5-7 business days.';
  const text = [
    `Hello ${order.shippingAddress.fullName},`,
    '',
    `We are refunding ${amount} for ${what}.`,
    `Reason: ${refund.reason}`,
    how,
    '',
    `View the order: ${link}`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(order.shippingAddress.fullName)},</p>
<p>We are refunding <strong>${amount}</strong> for ${escapeHtml(what)}.</p>
<p><strong>Reason:</strong> ${escapeHtml(refund.reason)}</p>
<p>${escapeHtml(how)}</p>
${mailButton(link, 'View the order')}`;
  return {
    to: recipient(order),
    subject: `A refund of ${amount} for your ${storeName} order ${order.orderNumber}`,
    text,
    html: mailLayout({ storeName, title: `Refund for order ${order.orderNumber}`, body }),
  };
}
