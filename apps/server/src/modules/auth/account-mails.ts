import { escapeHtml, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

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
}): MailMessage {
  const { to, name, storeName } = options;
  const when = `${options.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const masked = maskEmail(options.newEmail);
  const contact = `${options.publicUrl}/contact`;
  const text = [
    `Hello ${name},`,
    '',
    `The email address of your ${storeName} account was changed to ${masked} on ${when}.`,
    'This address no longer signs in to the account or receives its password reset links, and the account was',
    'signed out on every other device.',
    '',
    `If you did not make this change, contact us straight away at ${contact} so we can give the account back to you.`,
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello ${escapeHtml(name)},</p>
<p>The email address of your ${escapeHtml(storeName)} account was changed to <strong>${escapeHtml(masked)}</strong> on ${escapeHtml(when)}.</p>
<p>This address no longer signs in to the account or receives its password reset links, and the account was signed out on every other device.</p>
<p>If you did not make this change, <a href="${escapeHtml(contact)}">contact us</a> straight away so we can give the account back to you.</p>
<p>— ${escapeHtml(storeName)}</p>`;
  const subject = `Your ${storeName} account's email was changed`;
  return { to, subject, text, html: mailLayout({ storeName, title: subject, body }) };
}
