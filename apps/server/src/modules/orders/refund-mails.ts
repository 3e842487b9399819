import { formatRupees, toRupees } from '@kala/contract/money';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { orderLocale, recipient, type OrderMailOptions } from './order-mails.ts';
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
  const { t, h, layout } = mailWords(orderLocale(order));
  const { orderNumber } = order;
  const name = order.shippingAddress.fullName;
  const amount = formatRupees(toRupees(refund.amountPaise));
  const line = refund.orderItemId ? order.items.find((i) => i._id === refund.orderItemId) : undefined;
  const what = line
    ? t('refund.whatLine', { quantity: String(refund.quantity), name: line.product.name, size: line.size, orderNumber })
    : t('refund.whatPart', { orderNumber });
  const how = t(refund.method === 'manual' ? 'refund.manual' : 'refund.online');
  const text = [
    t('mail.hello', { name }),
    '',
    t('refund.line', { amount, what }),
    `${t('mail.reason')} ${refund.reason}`,
    how,
    '',
    `${t('mail.viewTheOrder')}: ${link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
<p>${h('refund.line', { amount, what }, ['amount'])}</p>
<p><strong>${h('mail.reason')}</strong> ${escapeHtml(refund.reason)}</p>
<p>${escapeHtml(how)}</p>
${mailButton(link, t('mail.viewTheOrder'))}`;
  return {
    to: recipient(order),
    subject: t('refund.subject', { amount, storeName, orderNumber }),
    text,
    html: layout({ storeName, title: t('refund.title', { orderNumber }), body }),
  };
}
