import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMailTo } from './mail-fixtures.ts';

/**
 * The newsletter's mails as the e2e server files them (DATA_DIR/mail, one .eml each; playwright.config.ts passes the
 * directory on), and the double opt-in done through the API for journeys that need a confirmed subscriber.
 */

/** The newest mail to `to` whose subject is `subject`, once the outbox worker has written it. */
export const waitForMail = (to: string, subject: string): Promise<string> =>
  waitForMailTo(to, (raw) => raw.includes(`Subject: ${subject}`), `a mail '${subject}'`);

/** The path of a newsletter link (`/newsletter/confirm/<token>`) in a raw mail, quoted-printable undone. */
export function newsletterLinkIn(raw: string, kind: 'confirm' | 'unsubscribe'): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]+(/newsletter/${kind}/[\\w-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in:\n${text}`);
  return match[1];
}

export const CONFIRM_SUBJECT = 'Confirm your subscription to the Kala newsletter';
export const WELCOME_SUBJECT = 'Welcome to the Kala newsletter';

/** Subscribes `email` and confirms it with the mailed link, as its owner would; answers the welcome mail. */
export async function subscribeAndConfirmByApi(request: APIRequestContext, email: string, source = 'footer') {
  const asked = await request.post('/api/newsletter', { data: { email, source } });
  expect(asked.status(), await asked.text()).toBe(202);
  const token = newsletterLinkIn(await waitForMail(email, CONFIRM_SUBJECT), 'confirm')
    .split('/')
    .pop();
  const confirmed = await request.post(`/api/newsletter/confirm/${token}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return waitForMail(email, WELCOME_SUBJECT);
}
