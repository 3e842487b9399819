import { mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { confirmHtml, confirmLines, orderLocale, recipient, type OrderMailOptions } from './order-mails.ts';

/** Halfway to the deadline, a COD order still unconfirmed: the same one-tap link again (issue 25 item 2). */
export function codReminderMail({
  order,
  link,
  storeName,
  confirm,
}: OrderMailOptions & { confirm: NonNullable<OrderMailOptions['confirm']> }): MailMessage {
  const locale = orderLocale(order);
  const { t, h, layout } = mailWords(locale);
  const { orderNumber } = order;
  const name = order.shippingAddress.fullName;
  const text = [
    t('mail.hello', { name }),
    '',
    t('cod.reminder.waiting', { orderNumber }),
    ...confirmLines(confirm, locale),
    '',
    `${t('mail.viewYourOrder')}: ${link}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
<p>${h('cod.reminder.waiting', { orderNumber }, ['orderNumber'])}</p>
${confirmHtml(confirm, locale)}
${mailButton(link, t('mail.viewYourOrder'))}`;
  return {
    to: recipient(order),
    subject: t('cod.reminder.subject', { storeName, orderNumber }),
    text,
    html: layout({ storeName, title: t('cod.reminder.title', { orderNumber }), body }),
  };
}
