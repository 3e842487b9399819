import { formatRupees } from '@kala/contract/money';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { orderLocale, recipient, type OrderMailOptions } from './order-mails.ts';

/**
 * The mail of an order closed because its parcel came back undelivered (return to origin, decision 032): what
 * happened, and what happens to the money (a prepaid order refunded in full; cash on delivery: nothing was charged).
 */
export function returnedToOriginMail({ order, link, storeName }: OrderMailOptions): MailMessage {
  const { t, h, layout } = mailWords(orderLocale(order));
  const { orderNumber } = order;
  const name = order.shippingAddress.fullName;
  const money =
    order.paymentMethod !== 'cash_on_delivery'
      ? t('rto.refund', { amount: formatRupees(order.totalAmount) })
      : t('cancel.nothingCharged');
  const lines = [t('rto.line', { orderNumber }), money, t('rto.again')];
  const text = [
    t('mail.hello', { name }),
    '',
    ...lines,
    '',
    `${t('mail.viewTheOrder')}: ${link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mailButton(link, t('mail.viewTheOrder'))}`;
  return {
    to: recipient(order),
    subject: t('rto.subject', { storeName, orderNumber }),
    text,
    html: layout({ storeName, title: t('rto.title', { orderNumber }), body }),
  };
}
