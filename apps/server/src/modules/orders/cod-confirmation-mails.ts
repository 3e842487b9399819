import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { confirmHtml, confirmLines, recipient, type OrderMailOptions } from './order-mails.ts';

/** Halfway to the deadline, a COD order still unconfirmed: the same one-tap link again (issue 25 item 2). */
export function codReminderMail({
  order,
  link,
  storeName,
  confirm,
}: OrderMailOptions & { confirm: NonNullable<OrderMailOptions['confirm']> }): MailMessage {
  const text = [
    `Hello ${order.shippingAddress.fullName},`,
    '',
    `Your order ${order.orderNumber} is waiting for your confirmation.`,
    ...confirmLines(confirm),
    '',
    `View your order: ${link}`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(order.shippingAddress.fullName)},</p>
<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> is waiting for your confirmation.</p>
${confirmHtml(confirm)}
${mailButton(link, 'View your order')}`;
  return {
    to: recipient(order),
    subject: `Reminder: please confirm your ${storeName} order ${order.orderNumber}`,
    text,
    html: mailLayout({ storeName, title: `Confirm order ${order.orderNumber}`, body }),
  };
}
