import type { Locale } from '@kala/contract/locale';
import { escapeHtml } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';

/** `ra••••@example.com`: enough for the owner to recognise the address, not a gift to whoever reads the mail. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}••••${email.slice(at)}`;
}

/**
 * Sent to the old address when an account's email changes (issue 16): what changed and when, and what to do when it
 * was not the owner (the mail goes to the address that no longer receives reset links).
 */
export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  at: Date;
  storeName: string;
  publicUrl: string;
  locale?: Locale | undefined;
}): MailMessage {
  const { to, name, storeName } = options;
  const { t, h, layout } = mailWords(options.locale);
  const when = `${options.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const masked = maskEmail(options.newEmail);
  const contact = storefrontLink(options.publicUrl, options.locale, '/contact');
  const text = [
    t('mail.hello', { name }),
    '',
    t('emailChanged.line', { storeName, masked, when }),
    t('emailChanged.signedOut'),
    '',
    t('emailChanged.notYouText', { contact }),
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const contactLink = { html: `<a href="${escapeHtml(contact)}">${h('emailChanged.contactUs')}</a>` };
  const body = `<p>${h('mail.hello', { name })}</p>
<p>${h('emailChanged.line', { storeName, masked, when }, ['masked'])}</p>
<p>${h('emailChanged.signedOut').replace(/\n/g, ' ')}</p>
<p>${h('emailChanged.notYouHtml', { contactLink })}</p>
<p>${h('mail.signoff', { storeName })}</p>`;
  const subject = t('emailChanged.subject', { storeName });
  return { to, subject, text, html: layout({ storeName, title: subject, body }) };
}
