import type { Locale } from '@kala/contract/locale';
import { escapeHtml } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';
import { mailWords } from '../i18n.ts';

/**
 * The password reset mail: the link, how long it lasts, and what to do if the reader did not ask for it; in the
 * account's language (users.language, issue 28).
 */
export function passwordResetMail(options: {
  to: string;
  name: string;
  link: string;
  storeName: string;
  locale?: Locale | undefined;
}): MailMessage {
  const { to, name, link, storeName } = options;
  const { t, h } = mailWords(options.locale);
  const text = [
    t('mail.hello', { name }),
    '',
    t('reset.asked', { storeName }),
    t('reset.openWithin'),
    '',
    link,
    '',
    t('reset.once'),
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const html = `<p>${h('mail.hello', { name })}</p>
<p>${h('reset.asked', { storeName })}
${h('reset.openWithin')}</p>
<p><a href="${escapeHtml(link)}">${h('reset.button')}</a></p>
<p>${h('reset.once')}</p>
<p>${h('mail.signoff', { storeName })}</p>`;
  return { to, subject: t('reset.subject', { storeName }), text, html };
}
