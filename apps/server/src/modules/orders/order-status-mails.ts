import { PAYMENT_METHOD_LABELS } from '@kala/contract/orders';
import { formatRupees } from '@kala/contract/money';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { addressLines, estimate, recipient, type OrderMailOptions } from './order-mails.ts';

/** The statuses whose change the shopper is told of by this mail (a cancellation has its own, order-mails.ts). */
export type MailedStatus = 'confirmed' | 'shipped' | 'delivered';

interface StatusMailOptions extends OrderMailOptions {
  status: MailedStatus;
  /** The admin's note, when one was given: it is written for the shopper (e.g. "Packed with extra care"). */
  note?: string | undefined;
}

/** What each mail says: subject ending, heading, the lines of news, and the button. */
function wording(options: StatusMailOptions) {
  const { order, status, storeName } = options;
  const number = order.orderNumber;
  if (status === 'confirmed') {
    const when = estimate(order);
    return {
      subject: `Your ${storeName} order ${number} is confirmed`,
      title: `Order ${number} confirmed`,
      lines: [
        `Good news: your order ${number} is confirmed and our artisans are preparing it.`,
        ...(when ? [`Estimated delivery: ${when}`] : []),
      ],
      button: 'View your order',
    };
  }
  if (status === 'shipped') {
    return {
      subject: `Your ${storeName} order ${number} has shipped`,
      title: `Order ${number} shipped`,
      lines: [
        `Your order ${number} is on its way with ${order.courier.name}.`,
        order.trackingNumber
          ? `Tracking number: ${order.trackingNumber}`
          : 'We will send the tracking number as soon as the courier gives it.',
        ...(order.paymentMethod === 'cash_on_delivery'
          ? [`Please keep ${formatRupees(order.totalAmount)} ready for the courier (Cash on Delivery).`]
          : []),
      ],
      button: 'Track your order',
    };
  }
  return {
    subject: `Your ${storeName} order ${number} has been delivered`,
    title: `Order ${number} delivered`,
    lines: [
      `Your order ${number} has been delivered. We hope you love your handmade pieces.`,
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}, ${formatRupees(order.totalAmount)} received. Thank you.`,
      'If a piece arrived damaged or is not what you ordered, please tell us within 3 days of delivery, with photos: we will replace or refund it.',
    ],
    button: 'View your order',
  };
}

/**
 * The mail of an admin's (or the courier's) status change: confirmed, shipped with the tracking number, delivered.
 * The same look and parts as the confirmation mail (order-mails.ts), with a plain-text part.
 */
export function orderStatusMail(options: StatusMailOptions): MailMessage {
  const { order, link, storeName, note, status } = options;
  const words = wording(options);
  const shipTo = status === 'shipped' ? addressLines(order) : [];
  const text = [
    `Hello ${order.shippingAddress.fullName},`,
    '',
    ...words.lines,
    ...(note ? ['', `A note from us: ${note}`] : []),
    ...(shipTo.length ? ['', 'Shipping to:', ...shipTo] : []),
    '',
    `${words.button}: ${link}`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(order.shippingAddress.fullName)},</p>
${words.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${note ? `<p><strong>A note from us:</strong> ${escapeHtml(note)}</p>` : ''}
${shipTo.length ? `<p><strong>Shipping to:</strong><br>${shipTo.map(escapeHtml).join('<br>')}</p>` : ''}
${mailButton(link, words.button)}`;
  return {
    to: recipient(order),
    subject: words.subject,
    text,
    html: mailLayout({ storeName, title: words.title, body }),
  };
}
