import { NEWSLETTER_CONFIRM_DAYS } from '@kala/contract/newsletter';
import { escapeHtml, mailButton, mailLayout } from '../../lib/mail/mail-layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** Where the links of the newsletter's mails point. */
export const newsletterLinks = (publicUrl: string) => ({
  confirmPage: (token: string) => `${publicUrl}/newsletter/confirm/${token}`,
  unsubscribePage: (token: string) => `${publicUrl}/newsletter/unsubscribe/${token}`,
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
}): MailMessage {
  const { to, unsubscribeToken, storeName, content } = options;
  const links = newsletterLinks(options.publicUrl);
  const unsubscribe = links.unsubscribePage(unsubscribeToken);
  const why = `You get this mail because this address subscribed to the ${storeName} newsletter.`;
  const text = [...content.text, '', '—', why, `Unsubscribe (one click, no sign-in): ${unsubscribe}`].join('\n');
  const body = `${content.html}
<p style="margin-top:32px;padding-top:16px;border-top:1px solid #e7e5e4;font-size:13px;color:#57534e">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribe)}" style="color:#57534e">Unsubscribe</a> at any time, no sign-in needed.</p>`;
  return {
    to,
    subject: content.subject,
    text,
    html: mailLayout({ storeName, title: content.subject, body }),
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
export function confirmationMail(options: { to: string; link: string; storeName: string }): MailMessage {
  const { to, link, storeName } = options;
  const subject = `Confirm your subscription to the ${storeName} newsletter`;
  const text = [
    'Hello,',
    '',
    `Someone (hopefully you) asked for the ${storeName} newsletter at this address: new collections, artisan`,
    'stories and festive offers, about twice a month.',
    '',
    `Open this link within ${NEWSLETTER_CONFIRM_DAYS} days to confirm your subscription:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: without the confirmation you are not subscribed and we will not',
    'write again.',
    '',
    `— ${storeName}`,
  ].join('\n');
  const body = `<p>Hello,</p>
<p>Someone (hopefully you) asked for the ${escapeHtml(storeName)} newsletter at this address: new collections, artisan stories and festive offers, about twice a month.</p>
<p>Open this link within ${NEWSLETTER_CONFIRM_DAYS} days to confirm your subscription:</p>
${mailButton(link, 'Confirm my subscription')}
<p style="font-size:13px;word-break:break-all">Or copy this address into your browser: ${escapeHtml(link)}</p>
<p>If you did not ask for this, ignore this mail: without the confirmation you are not subscribed and we will not write again.</p>
<p>— ${escapeHtml(storeName)}</p>`;
  return { to, subject, text, html: mailLayout({ storeName, title: subject, body }) };
}

/** The first newsletter mail, sent once the address is confirmed. */
export function welcomeContent(options: { storeName: string; publicUrl: string }): NewsletterContent {
  const { storeName, publicUrl } = options;
  const shop = `${publicUrl}/new-arrivals`;
  return {
    subject: `Welcome to the ${storeName} newsletter`,
    text: [
      'Hello,',
      '',
      `Your subscription is confirmed. About twice a month we will write with new collections from our artisans, the`,
      'stories behind the pieces and early word of festive offers.',
      '',
      `See what is new in the studio: ${shop}`,
      '',
      `— ${storeName}`,
    ],
    html: `<p>Hello,</p>
<p>Your subscription is confirmed. About twice a month we will write with new collections from our artisans, the stories behind the pieces and early word of festive offers.</p>
${mailButton(shop, 'See what is new')}
<p>— ${escapeHtml(storeName)}</p>`,
  };
}

/** The short note to a confirmed address that was given in the form again (at most one a day). */
export function alreadySubscribedContent(options: { storeName: string }): NewsletterContent {
  const { storeName } = options;
  return {
    subject: `You are already subscribed to the ${storeName} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone (hopefully you) asked for the ${storeName} newsletter at this address. It is already on our list, so`,
      'there is nothing to confirm: our mails keep coming as before.',
      '',
      `— ${storeName}`,
    ],
    html: `<p>Hello,</p>
<p>Someone (hopefully you) asked for the ${escapeHtml(storeName)} newsletter at this address. It is already on our list, so there is nothing to confirm: our mails keep coming as before.</p>
<p>— ${escapeHtml(storeName)}</p>`,
  };
}
