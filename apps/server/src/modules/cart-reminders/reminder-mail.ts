import { formatRupees, toRupees } from '@kala/contract/money';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import type { ReminderLine } from './reminders.repository.ts';

/** Where the reminder's links point. */
export const reminderLinks = (publicUrl: string) => ({
  cart: `${publicUrl}/cart`,
  unsubscribePage: (token: string) => `${publicUrl}/marketing/unsubscribe/${token}`,
  /** The RFC 8058 one-click target: a mail client POSTs `List-Unsubscribe=One-Click` here. */
  oneClick: (token: string) => `${publicUrl}/api/marketing/unsubscribe/${token}`,
});

/** A catalogue image path as a full address (mail clients have no base URL). */
const absolute = (publicUrl: string, src: string) => (src.startsWith('/') ? `${publicUrl}${src}` : src);

/** '2 pieces' or 'Brass Diya Set': how the WhatsApp text names what was left. */
export function piecesText(lines: ReminderLine[]): string {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (lines.length === 1 && count === 1) return lines[0]!.name;
  return `${count} pieces`;
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
}): MailMessage {
  const { to, name, lines, unsubscribeToken, publicUrl, storeName } = options;
  const links = reminderLinks(publicUrl);
  const unsubscribe = links.unsubscribePage(unsubscribeToken);
  const subject = `Your cart at ${storeName} is waiting`;
  const why = `You get this mail because you agreed to marketing mail from ${storeName}. We send one reminder per cart.`;
  const price = (line: ReminderLine) => formatRupees(toRupees(line.pricePaise));
  const text = [
    `Hello ${name},`,
    '',
    'You left these pieces in your cart. They are still here, at today’s prices:',
    '',
    ...lines.map((l) => `- ${l.name} (${l.sizeLabel}) × ${l.quantity}: ${price(l)} each`),
    '',
    `Back to your cart: ${links.cart}`,
    '',
    `— ${storeName}`,
    '',
    why,
    `Stop these mails (one click, no sign-in): ${unsubscribe}`,
  ].join('\n');
  const rows = lines
    .map(
      (l) => `<tr>
<td style="padding:8px 12px 8px 0;width:72px"><img src="${escapeHtml(absolute(publicUrl, l.thumbnail))}" alt="${escapeHtml(l.name)}" width="64" height="64" style="border-radius:8px;object-fit:cover;display:block"></td>
<td style="padding:8px 0"><strong>${escapeHtml(l.name)}</strong><br><span style="color:#57534e">Size ${escapeHtml(l.sizeLabel)} · Qty ${l.quantity}</span></td>
<td style="padding:8px 0;text-align:right;white-space:nowrap">${escapeHtml(price(l))}</td>
</tr>`,
    )
    .join('\n');
  const body = `<p>Hello ${escapeHtml(name)},</p>
<p>You left these pieces in your cart. They are still here, at today’s prices:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>
${mailButton(links.cart, 'Back to my cart')}
<p>— ${escapeHtml(storeName)}</p>
<p style="margin-top:32px;padding-top:16px;border-top:1px solid #e7e5e4;font-size:13px;color:#57534e">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribe)}" style="color:#57534e">Stop these mails</a> at any time, no sign-in needed.</p>`;
  return {
    to,
    subject,
    text,
    html: mailLayout({ storeName, title: subject, body }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
