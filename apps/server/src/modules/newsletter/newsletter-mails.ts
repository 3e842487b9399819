import { NEWSLETTER_CONFIRM_DAYS } from '@kala/contract/newsletter';
import type { Locale } from '@kala/contract/locale';
import { escapeHtml, mailButton } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { mailWords } from '../../lib/i18n.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';

/** A message whose plain-text part is wrapped with line breaks, as one HTML paragraph. */
const oneLine = (html: string) => html.replace(/\n/g, ' ');

/** Where the links of the newsletter's mails point: the pages in the mail's language (a Hindi mail's under /hi). */
export const newsletterLinks = (publicUrl: string, locale?: Locale) => ({
  confirmPage: (token: string) => storefrontLink(publicUrl, locale, `/newsletter/confirm/${token}`),
  unsubscribePage: (token: string) => storefrontLink(publicUrl, locale, `/newsletter/unsubscribe/${token}`),
  /** The RFC 8058 one-click target: a mail client POSTs `List-Unsubscribe=One-Click` here, no page involved. */
  oneClick: (token: string) => `${publicUrl}/api/newsletter/unsubscribe/${token}`,
});

/** What a newsletter mail says; `newsletterMail` adds the unsubscribe link and headers to it. */
export interface NewsletterContent {
  subject: string;
  /** Plain-text paragraphs. */
  text: string[];
  /** Trusted HTML (escape anything that came from outside). */
  html: string;
}

/**
 * The one way to compose a newsletter mail (the welcome mail, the 'already subscribed' note, any campaign): the
 * content with the unsubscribe link at its end, and the `List-Unsubscribe` and `List-Unsubscribe-Post` headers that
 * let a mail client unsubscribe with one click (RFC 8058). It takes the subscriber's unsubscribe token, so no
 * newsletter mail can be made without its link.
 */
export function newsletterMail(options: {
  to: string;
  unsubscribeToken: string;
  publicUrl: string;
  storeName: string;
  content: NewsletterContent;
  /** The language of the footer and layout (the content comes written in it). */
  locale?: Locale | undefined;
}): MailMessage {
  const { to, unsubscribeToken, storeName, content } = options;
  const { t, h, layout } = mailWords(options.locale);
  const links = newsletterLinks(options.publicUrl, options.locale);
  const unsubscribe = links.unsubscribePage(unsubscribeToken);
  const why = t('newsletter.why', { storeName });
  const text = [...content.text, '', '—', why, t('newsletter.unsubscribeText', { url: unsubscribe })].join('\n');
  const body = `${content.html}
<p style="margin-top:32px;padding-top:16px;border-top:1px solid #e7e5e4;font-size:13px;color:#57534e">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribe)}" style="color:#57534e">${h('newsletter.unsubscribeLink')}</a> ${h('newsletter.anyTime')}</p>`;
  return {
    to,
    subject: content.subject,
    text,
    html: layout({ storeName, title: content.subject, body }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The double opt-in mail: the confirmation link, how long it lasts, and that ignoring it subscribes nobody. Not a
 * newsletter mail (the address is not on the list yet), so it has no unsubscribe link.
 */
export function confirmationMail(options: {
  to: string;
  link: string;
  storeName: string;
  /** The language of the request that asked (no account yet, issue 28). */
  locale?: Locale | undefined;
}): MailMessage {
  const { to, link, storeName } = options;
  const { t, h, layout } = mailWords(options.locale);
  const subject = t('newsletter.confirm.subject', { storeName });
  const days = String(NEWSLETTER_CONFIRM_DAYS);
  const text = [
    t('mail.helloAnonymous'),
    '',
    t('newsletter.confirm.asked', { storeName }),
    '',
    t('newsletter.confirm.within', { days }),
    '',
    link,
    '',
    t('newsletter.confirm.ignore'),
    '',
    t('mail.signoff', { storeName }),
  ].join('\n');
  const body = `<p>${h('mail.helloAnonymous')}</p>
<p>${oneLine(h('newsletter.confirm.asked', { storeName }))}</p>
<p>${h('newsletter.confirm.within', { days })}</p>
${mailButton(link, t('newsletter.confirm.button'))}
<p style="font-size:13px;word-break:break-all">${h('newsletter.confirm.copy', { link })}</p>
<p>${oneLine(h('newsletter.confirm.ignore'))}</p>
<p>${h('mail.signoff', { storeName })}</p>`;
  return { to, subject, text, html: layout({ storeName, title: subject, body }) };
}

/** The first newsletter mail, sent once the address is confirmed. */
export function welcomeContent(options: {
  storeName: string;
  publicUrl: string;
  locale?: Locale | undefined;
}): NewsletterContent {
  const { storeName, publicUrl } = options;
  const { t, h } = mailWords(options.locale);
  const shop = storefrontLink(publicUrl, options.locale, '/new-arrivals');
  return {
    subject: t('newsletter.welcome.subject', { storeName }),
    text: [
      t('mail.helloAnonymous'),
      '',
      t('newsletter.welcome.body'),
      '',
      t('newsletter.welcome.seeText', { url: shop }),
      '',
      t('mail.signoff', { storeName }),
    ],
    html: `<p>${h('mail.helloAnonymous')}</p>
<p>${oneLine(h('newsletter.welcome.body'))}</p>
${mailButton(shop, t('newsletter.welcome.button'))}
<p>${h('mail.signoff', { storeName })}</p>`,
  };
}

/** The short note to a confirmed address that was given in the form again (at most one a day). */
export function alreadySubscribedContent(options: {
  storeName: string;
  locale?: Locale | undefined;
}): NewsletterContent {
  const { storeName } = options;
  const { t, h } = mailWords(options.locale);
  return {
    subject: t('newsletter.already.subject', { storeName }),
    text: [
      t('mail.helloAnonymous'),
      '',
      t('newsletter.already.body', { storeName }),
      '',
      t('mail.signoff', { storeName }),
    ],
    html: `<p>${h('mail.helloAnonymous')}</p>
<p>${oneLine(h('newsletter.already.body', { storeName }))}</p>
<p>${h('mail.signoff', { storeName })}</p>`,
  };
}
