import { formatRupees } from '@kala/contract/money';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { addressLines, estimate, orderLocale, recipient, type OrderMailOptions } from './order-mails.ts';

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
  const { t } = mailWords(orderLocale(order));
  const orderNumber = order.orderNumber;
  if (status === 'confirmed') {
    const when = estimate(order);
    return {
      subject: t('status.confirmed.subject', { storeName, orderNumber }),
      title: t('status.confirmed.title', { orderNumber }),
      lines: [t('status.confirmed.line', { orderNumber }), ...(when ? [`${t('mail.estimatedDelivery')} ${when}`] : [])],
      button: t('mail.viewYourOrder'),
    };
  }
  if (status === 'shipped') {
    return {
      subject: t('status.shipped.subject', { storeName, orderNumber }),
      title: t('status.shipped.title', { orderNumber }),
      lines: [
        t('status.shipped.line', { orderNumber, courier: order.courier.name }),
        order.trackingNumber
          ? t('status.shipped.tracking', { trackingNumber: order.trackingNumber })
          : t('status.shipped.noTracking'),
        ...(order.paymentMethod === 'cash_on_delivery'
          ? [t('status.shipped.codReady', { amount: formatRupees(order.totalAmount) })]
          : []),
      ],
      button: t('status.shipped.button'),
    };
  }
  return {
    subject: t('status.delivered.subject', { storeName, orderNumber }),
    title: t('status.delivered.title', { orderNumber }),
    lines: [
      t('status.delivered.line', { orderNumber }),
      t('status.delivered.payment', {
        method: t(`payment.${order.paymentMethod}`),
        amount: formatRupees(order.totalAmount),
      }),
      t('status.delivered.damaged'),
    ],
    button: t('mail.viewYourOrder'),
  };
}

/**
 * The mail of an admin's (or the courier's) status change: confirmed, shipped with the tracking number, delivered.
 * The same look and parts as the confirmation mail (order-mails.ts), with a plain-text part, in the order's language.
 */
export function orderStatusMail(options: StatusMailOptions): MailMessage {
  const { order, link, storeName, note, status } = options;
  const { t, h, layout } = mailWords(orderLocale(order));
  const words = wording(options);
  const name = order.shippingAddress.fullName;
  const shipTo = status === 'shipped' ? addressLines(order) : [];
  const text = [
    t('mail.hello', { name }),
    '',
    ...words.lines,
    ...(note ? ['', `${t('status.note')} ${note}`] : []),
    ...(shipTo.length ? ['', t('mail.shippingTo'), ...shipTo] : []),
    '',
    `${words.button}: ${link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
${words.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${note ? `<p><strong>${h('status.note')}</strong> ${escapeHtml(note)}</p>` : ''}
${shipTo.length ? `<p><strong>${h('mail.shippingTo')}</strong><br>${shipTo.map(escapeHtml).join('<br>')}</p>` : ''}
${mailButton(link, words.button)}`;
  return {
    to: recipient(order),
    subject: words.subject,
    text,
    html: layout({ storeName, title: words.title, body }),
  };
}
