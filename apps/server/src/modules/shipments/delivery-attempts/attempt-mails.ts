import { DELIVERY_FIX_LINK_DAYS } from '@kala/contract/delivery-attempts';
import { escapeHtml, mailButton, mailLayout } from '../../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';

interface FailedMailOptions {
  to: string;
  name: string;
  orderNumber: string;
  attempt: number;
  reason: string;
  fixUrl: string;
  storeName: string;
}

/**
 * The mail of a failed delivery attempt (decision 032), sent whether or not the shopper opted in to WhatsApp/SMS:
 * what the courier said, and the link to pick a new date or correct the address or phone, which works without
 * signing in. The same look as the order mails (lib/mail/mail-layout.ts), with a plain-text part.
 */
export function deliveryFailedMail(options: FailedMailOptions): MailMessage {
  const { name, orderNumber, attempt, reason, fixUrl, storeName } = options;
  const lines = [
    `The courier could not deliver your order ${orderNumber} (attempt ${attempt}).`,
    `The courier's reason: ${reason}`,
    'Please choose a day for the next attempt, or correct the address or phone number, so the courier can reach you. If we do not hear from you, the courier will try again.',
    `The link works for ${DELIVERY_FIX_LINK_DAYS} days, once.`,
  ];
  const text = [`Hello ${name},`, '', ...lines, '', `Fix the delivery: ${fixUrl}`, '', `— ${storeName}`].join('\n');
  const body = `<p>Hello ${escapeHtml(name)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mailButton(fixUrl, 'Fix the delivery')}`;
  return {
    to: options.to,
    subject: `We could not deliver your ${storeName} order ${orderNumber}`,
    text,
    html: mailLayout({ storeName, title: `Delivery of ${orderNumber} failed`, body }),
  };
}
