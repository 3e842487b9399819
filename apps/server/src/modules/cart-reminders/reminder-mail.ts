import { formatRupees, toRupees } from '@kala/contract/money';
import type { Locale } from '@kala/contract/locale';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords, translate } from '../../lib/i18n.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';
import type { ReminderLine } from './reminders.repository.ts';

/** Where the reminder's links point: the pages in the shopper's language (a Hindi reminder's under /hi). */
export const reminderLinks = (publicUrl: string, locale?: Locale) => ({
  cart: storefrontLink(publicUrl, locale, '/cart'),
  unsubscribePage: (token: string) => storefrontLink(publicUrl, locale, `/marketing/unsubscribe/${token}`),
  /** The RFC 8058 one-click target: a mail client POSTs `List-Unsubscribe=One-Click` here. */
  oneClick: (token: string) => `${publicUrl}/api/marketing/unsubscribe/${token}`,
});

/** A catalogue image path as a full address (mail clients have no base URL). */
const absolute = (publicUrl: string, src: string) => (src.startsWith('/') ? `${publicUrl}${src}` : src);

/** '2 pieces' or 'Brass Diya Set': how the WhatsApp text names what was left ('2 चीज़ें' in Hindi). */
export function piecesText(lines: ReminderLine[], locale: Locale = 'en'): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length === 1 && count === 1) return lines[0]!.name;
  return translate(locale, 'reminder.pieces', { count });
}

/**
 * The left-cart reminder (decision 043): the pieces still for sale with their image, name, size and today's price, a
 * link back to the cart, why the mail came and the unsubscribe link, and the List-Unsubscribe headers (RFC 8058).
 */
export function reminderMail(options: {
  to: string;
  name: string;
  lines: ReminderLine[];
  unsubscribeToken: string;
  publicUrl: string;
  storeName: string;
  /** The shopper's language (users.language, issue 28). */
  locale?: Locale | undefined;
}): MailMessage {
  const { to, name, lines, unsubscribeToken, publicUrl, storeName } = options;
  const { t, h, layout } = mailWords(options.locale);
  const links = reminderLinks(publicUrl, options.locale);
  const unsubscribe = links.unsubscribePage(unsubscribeToken);
  const subject = t('reminder.subject', { storeName });
  const why = t('reminder.why', { storeName });
  const price = (line: ReminderLine) => formatRupees(toRupees(line.pricePaise));
  const text = [
    t('mail.hello', { name }),
    '',
    t('reminder.intro'),
    '',
    ...lines.map((l) => `- ${l.name} (${l.sizeLabel}) × ${l.quantity}: ${t('reminder.each', { price: price(l) })}`),
    '',
    `${t('reminder.backText')} ${links.cart}`,
    '',
    t('mail.signoff', { storeName }),
    '',
    why,
    t('reminder.stopText', { url: unsubscribe }),
  ].join('\n');
  const rows = lines
    .map(
      (l) => `<tr>
<td style="padding:8px 12px 8px 0;width:72px"><img src="${escapeHtml(absolute(publicUrl, l.thumbnail))}" alt="${escapeHtml(l.name)}" width="64" height="64" style="border-radius:8px;object-fit:cover;display:block"></td>
<td style="padding:8px 0"><strong>${escapeHtml(l.name)}</strong><br><span style="color:#57534e">${h('reminder.sizeQty', { size: l.sizeLabel, quantity: String(l.quantity) })}</span></td>
<td style="padding:8px 0;text-align:right;white-space:nowrap">${escapeHtml(price(l))}</td>
</tr>`,
    )
    .join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
<p>${h('reminder.intro')}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
${mailButton(links.cart, t('reminder.button'))}
<p>${h('mail.signoff', { storeName })}</p>
<p style="margin-top:32px;padding-top:16px;border-top:1px solid #e7e5e4;font-size:13px;color:#57534e">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribe)}" style="color:#57534e">${h('reminder.stopLink')}</a> ${h('reminder.stopAnyTime')}</p>`;
  return {
    to,
    subject,
    text,
    html: layout({ storeName, title: subject, body }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
