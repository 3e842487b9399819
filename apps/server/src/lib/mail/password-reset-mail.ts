import { escapeHtml } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** The password reset mail: the link, how long it lasts, and what to do if the reader did not ask for it. */
export function passwordResetMail(options: { to: string; name: string; link: string; storeName: string }): MailMessage {
  const { to, name, link, storeName } = options;
  const text = [
    `Hello ${name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${storeName} account.`,
    'Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    `— ${storeName}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(storeName)} account.
Open this link within one hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Reset your password</a></p>
<p>The link works once. If you did not ask for this, ignore this mail: your password stays as it is.</p>
<p>— ${escapeHtml(storeName)}</p>`;
  return { to, subject: `Reset your ${storeName} password`, text, html };
}
