import { DELIVERY_FIX_LINK_DAYS } from '@kala/contract/delivery-attempts';
import type { Locale } from '@kala/contract/locale';
import { escapeHtml, mailButton } from '../../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import { mailWords } from '../../../lib/i18n.ts';

interface FailedMailOptions {
  to: string;
  name: string;
  orderNumber: string;
  attempt: number;
  reason: string;
  fixUrl: string;
  storeName: string;
  /** The order's language (issue 28). */
  locale?: Locale | undefined;
}

/**
 * The mail of a failed delivery attempt (decision 032), sent whether or not the shopper opted in to WhatsApp/SMS:
 * what the courier said, and the link to pick a new date or correct the address or phone, which works without
 * signing in. The same look as the order mails (lib/mail/mail-layout.ts), with a plain-text part.
 */
export function deliveryFailedMail(options: FailedMailOptions): MailMessage {
  const { name, orderNumber, attempt, reason, fixUrl, storeName } = options;
  const { t, h, layout } = mailWords(options.locale);
  const lines = [
    t('attempt.line', { orderNumber, attempt: String(attempt) }),
    t('attempt.reason', { reason }),
    t('attempt.ask'),
    t('attempt.linkDays', { days: String(DELIVERY_FIX_LINK_DAYS) }),
  ];
  const button = t('attempt.button');
  const text = [
    t('mail.hello', { name }),
    '',
    ...lines,
    '',
    `${button}: ${fixUrl}`,
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.hello', { name })}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mailButton(fixUrl, button)}`;
  return {
    to: options.to,
    subject: t('attempt.subject', { storeName, orderNumber }),
    text,
    html: layout({ storeName, title: t('attempt.title', { orderNumber }), body }),
  };
}
