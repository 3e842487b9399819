import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@kala/contract/newsletter';
import { newsletterConfirmations, newsletterSubscribers, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAccount } from '../analytics/test-sales.ts';
import { createNewsletterRepository } from './newsletter.repository.ts';
import { createNewsletterService } from './newsletter.service.ts';

const PUBLIC_URL = 'https://kala.example';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let clock = Date.now();
let ip = 0;
let admin: Awaited<ReturnType<typeof insertAccount>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, {}, { now: () => clock });
  admin = await insertAccount(t, 'Admin', 'admin');
});
afterAll(() => t.close());

/** Each call comes from its own address, so the per-address rate limit of one test never trips another. */
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;
const subscribe = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });
const post = (url: string, remoteAddress = nextIp()) => t.app.inject({ method: 'POST', url, remoteAddress });

let addressCounter = 0;
const freshAddress = (what: string) => `${what}-${(addressCounter += 1)}-${Date.now()}@example.com`;

// ---- Mail, as the outbox writes it to DATA_DIR/mail ------------------------------------------------------------

const mailDir = () => path.join(t.config.dataDir, 'mail');
const mailFiles = () => {
  try {
    return readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};
interface Mail {
  raw: string;
  /** The raw text with quoted-printable soft line breaks and `=3D` undone, for finding links. */
  text: string;
  subject: string;
  header: (name: string) => string | undefined;
}
const parseMail = (raw: string): Mail => {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const header = (name: string) =>
    // A long value is folded onto the next lines (RFC 5322): unfolded here.
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
      .exec(head)?.[1]
      ?.replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  return { raw, text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='), subject: header('Subject') ?? '', header };
};
/** Every mail to `to` so far, oldest first. */
const mailsTo = (to: string): Mail[] =>
  mailFiles()
    .sort()
    .map((f) => readFileSync(path.join(mailDir(), f), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map(parseMail);
const linkIn = (mail: Mail, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${PUBLIC_URL}/newsletter/${kind}/([\\w-]{43})`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${kind} link in:\n${mail.text}`);
  return match[1];
};

/** Subscribes, lets the outbox do the address's work, and answers the new mails to it. */
async function subscribeAndDrain(email: string, source = 'footer') {
  const before = mailsTo(email).length;
  const answer = await subscribe({ email, source });
  expect(answer.statusCode).toBe(202);
  await t.outbox.drain();
  return mailsTo(email).slice(before);
}

async function confirmedAddress(what: string) {
  const email = freshAddress(what);
  const [mail] = await subscribeAndDrain(email);
  expect((await post(`/api/newsletter/confirm/${linkIn(mail!, 'confirm')}`)).statusCode).toBe(200);
  await t.outbox.drain();
  const welcome = mailsTo(email).at(-1)!;
  return { email, welcome, unsubscribeToken: linkIn(welcome, 'unsubscribe') };
}

const statusOf = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

const adminList = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter?limit=100', headers: admin.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    data: { email: string }[];
    pagination: { total: number };
    awaitingConfirmation: number;
  };
};
const adminCsv = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: admin.headers })).body;

// ---- The tests ---------------------------------------------------------------------------------------------------

describe('POST /api/newsletter', () => {
  it('answers a new, pending, confirmed and unsubscribed address alike: 202 and the same words', async () => {
    const pending = freshAddress('pending');
    await subscribeAndDrain(pending);
    const confirmed = await confirmedAddress('confirmed');
    const left = await confirmedAddress('left');
    expect((await post(`/api/newsletter/unsubscribe/${left.unsubscribeToken}`)).statusCode).toBe(200);
    expect([await statusOf(pending), await statusOf(confirmed.email), await statusOf(left.email)]).toEqual([
      'pending',
      'confirmed',
      'unsubscribed',
    ]);

    const answers = [];
    for (const email of [freshAddress('new'), pending, confirmed.email, left.email]) {
      answers.push(await subscribe({ email, source: 'landing' }));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.checkInbox });
    }
    expect(NEWSLETTER_MESSAGES.checkInbox).toBe(
      'Almost there! Check your inbox for a link to confirm your subscription.',
    );
  });

  it("does the address's work after the answer, in the outbox: one identical job for any address", async () => {
    await t.outbox.drain();
    const known = await confirmedAddress('known');
    const unknown = freshAddress('unknown');
    for (const email of [known.email, unknown]) expect((await subscribe({ email })).statusCode).toBe(202);
    // Answered, yet no row made for the new address and no mail queued: only a request job each.
    expect(await statusOf(unknown)).toBeUndefined();
    const jobs = await t.database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(jobs.map((job) => [job.kind, job.payload])).toEqual([
      ['newsletter-request', { email: known.email, source: 'site' }],
      ['newsletter-request', { email: unknown, source: 'site' }],
    ]);
    await t.outbox.drain();
    expect(await statusOf(unknown)).toBe('pending');
  });

  it('mails a new address a single-use confirmation link, storing only its hash', async () => {
    const email = freshAddress('asha');
    const answer = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'footer' });
    expect(answer.statusCode).toBe(202);
    await t.outbox.drain();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Confirm your subscription to the Kala newsletter');
    expect(mail.text).toContain('Open this link within 7 days to confirm your subscription');
    expect(mail.raw).toContain('Content-Type: text/html');
    // Not a newsletter mail yet: the address is not on the list, so there is nothing to unsubscribe from.
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    const token = linkIn(mail, 'confirm');

    const [row] = await t.database.db
      .select({
        status: newsletterSubscribers.status,
        source: newsletterSubscribers.source,
        id: newsletterSubscribers.id,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({ status: 'pending', source: 'footer' });
    const stored = await t.database.db
      .select({ tokenHash: newsletterConfirmations.tokenHash })
      .from(newsletterConfirmations)
      .where(eq(newsletterConfirmations.subscriberId, row!.id));
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('sends a pending address at most one confirmation in 10 minutes and three a day', async () => {
    const email = freshAddress('flooded');
    const start = clock;
    try {
      const sent: number[] = [];
      // Every 5 minutes for an hour: mails at 0, 10, 20 minutes, then the day's three are used.
      for (let minute = 0; minute <= 60; minute += 5) {
        clock = start + minute * MINUTE;
        if ((await subscribeAndDrain(email)).length > 0) sent.push(minute);
      }
      expect(sent).toEqual([0, 10, 20]);
      // A day after the first, a fourth.
      clock = start + DAY + MINUTE;
      expect(await subscribeAndDrain(email)).toHaveLength(1);
    } finally {
      clock = start + 2 * DAY;
    }
  });

  it('sends one link when requests for one address are handled at the same moment (the row is locked)', async () => {
    const email = freshAddress('parallel');
    // A second service on the same database, as a second instance's outbox worker would be.
    const other = createNewsletterService({
      repository: createNewsletterRepository(t.database.db),
      publicUrl: PUBLIC_URL,
      storeName: 'Kala',
      secret: 'another-instance',
      now: () => clock,
    });
    // An address pending since 11 minutes ago, so one more link is due now: exactly one, however many ask at once.
    const start = clock;
    clock = start - 11 * MINUTE;
    await other.handleRequest({ email, source: 'footer' });
    clock = start;
    await Promise.all(Array.from({ length: 6 }, () => other.handleRequest({ email, source: 'footer' })));
    const [row] = await t.database.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const links = await t.database.db
      .select()
      .from(newsletterConfirmations)
      .where(eq(newsletterConfirmations.subscriberId, row!.id));
    expect(links).toHaveLength(2);
  });

  it('sends a confirmed address no link, only a short note at most once a day, with its unsubscribe link', async () => {
    const { email } = await confirmedAddress('already');
    const start = clock;
    try {
      const first = await subscribeAndDrain(email);
      expect(first).toHaveLength(1);
      expect(first[0]!.subject).toBe('You are already subscribed to the Kala newsletter');
      expect(first[0]!.text).not.toContain('/newsletter/confirm/');
      expect(first[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      linkIn(first[0]!, 'unsubscribe');
      clock = start + 12 * 60 * MINUTE;
      expect(await subscribeAndDrain(email)).toHaveLength(0);
      clock = start + DAY + MINUTE;
      expect(await subscribeAndDrain(email)).toHaveLength(1);
      expect(await statusOf(email)).toBe('confirmed');
    } finally {
      clock = start + 2 * DAY;
    }
  });

  it.each([['not-an-email'], [''], ['a@b'], [42]])('refuses %j with a clear 400', async (email) => {
    const response = await subscribe({ email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Please provide a valid email' });
  });

  it('refuses a body with no email', async () => {
    const response = await subscribe({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please provide a valid email');
  });

  it('limits one address to 10 subscribes a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await subscribe({ email: `burst${i}@example.com` }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await subscribe({ email: 'someone.else@example.com' }, '10.9.9.10');
    expect(other.statusCode).toBe(202);
  });
});

describe('POST /api/newsletter/confirm/:token', () => {
  it('confirms once, sends the welcome mail with an unsubscribe link and one-click headers, then is no longer valid', async () => {
    const email = freshAddress('meera');
    const [mail] = await subscribeAndDrain(email);
    const token = linkIn(mail!, 'confirm');

    const first = await post(`/api/newsletter/confirm/${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.confirmed });
    expect(NEWSLETTER_MESSAGES.confirmed).toMatch(/^Your subscription is confirmed/);
    expect(await statusOf(email)).toBe('confirmed');

    await t.outbox.drain();
    const welcome = mailsTo(email).at(-1)!;
    expect(welcome.subject).toBe('Welcome to the Kala newsletter');
    const unsubscribeToken = linkIn(welcome, 'unsubscribe');
    expect(welcome.header('List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/newsletter/unsubscribe/${unsubscribeToken}>`);
    expect(welcome.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const second = await post(`/api/newsletter/confirm/${token}`);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ success: false, message: NEWSLETTER_MESSAGES.confirmLinkInvalid });
    expect(NEWSLETTER_MESSAGES.confirmLinkInvalid).toMatch(/no longer valid/);
    // One welcome mail, not two.
    await t.outbox.drain();
    expect(mailsTo(email).filter((m) => m.subject.startsWith('Welcome'))).toHaveLength(1);
  });

  it("retires the address's other links when one is used", async () => {
    const email = freshAddress('two-links');
    const start = clock;
    const [firstMail] = await subscribeAndDrain(email);
    clock = start + 11 * MINUTE;
    const [secondMail] = await subscribeAndDrain(email);
    expect((await post(`/api/newsletter/confirm/${linkIn(secondMail!, 'confirm')}`)).statusCode).toBe(200);
    expect((await post(`/api/newsletter/confirm/${linkIn(firstMail!, 'confirm')}`)).statusCode).toBe(400);
  });

  it('refuses a link older than 7 days', async () => {
    const email = freshAddress('late');
    const [mail] = await subscribeAndDrain(email);
    const start = clock;
    clock = start + 7 * DAY + MINUTE;
    const late = await post(`/api/newsletter/confirm/${linkIn(mail!, 'confirm')}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(NEWSLETTER_MESSAGES.confirmLinkInvalid);
    expect(await statusOf(email)).toBe('pending');
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a short one', 'abc'],
    ['a long one', 'x'.repeat(90)],
    ['one with other characters', `${'a'.repeat(40)}%21%21%21`],
  ])('answers %s with a 400 in the envelope, never a 500', async (_what, token) => {
    const answer = await post(`/api/newsletter/confirm/${token}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message: NEWSLETTER_MESSAGES.confirmLinkInvalid });
  });

  it('answers a token longer than any link with a 4xx in the envelope too', async () => {
    for (const kind of ['confirm', 'unsubscribe']) {
      const answer = await post(`/api/newsletter/${kind}/${'z'.repeat(300)}`);
      expect(answer.statusCode).toBe(414);
      expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('is never done by a GET (a mail scanner fetching the link confirms nothing)', async () => {
    const email = freshAddress('scanned');
    const [mail] = await subscribeAndDrain(email);
    const token = linkIn(mail!, 'confirm');
    const fetched = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
    expect(fetched.statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: `/newsletter/confirm/${token}` });
    expect(await statusOf(email)).toBe('pending');
  });

  it('limits one address to 10 tries a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(`/api/newsletter/confirm/${'B'.repeat(43)}`, '10.8.8.8')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('unsubscribing', () => {
  it("the page's POST unsubscribes; the address no longer counts or exports; using the link again answers the same", async () => {
    const { email, unsubscribeToken } = await confirmedAddress('leaving');
    expect((await adminList()).data.map((s) => s.email)).toContain(email);
    expect(await adminCsv()).toContain(email);

    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await adminList()).data.map((s) => s.email)).not.toContain(email);
    expect(await adminCsv()).not.toContain(email);

    const again = await post(`/api/newsletter/unsubscribe/${unsubscribeToken}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=kala',
      '--kala\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--kala--\r\n',
    ],
  ])('works with one click, as a mail client POSTs it (%s), with no page', async (contentType, payload) => {
    const { email, welcome } = await confirmedAddress('one-click');
    const target = /^<(.+)>$/.exec(welcome.header('List-Unsubscribe') ?? '')?.[1];
    expect(target).toBeDefined();
    const answer = await t.app.inject({
      method: 'POST',
      url: new URL(target!).pathname,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('is never done by a GET: the one-click address opened in a browser goes to the page', async () => {
    const { email, unsubscribeToken } = await confirmedAddress('browser');
    const opened = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe/${unsubscribeToken}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/newsletter/unsubscribe/${unsubscribeToken}`);
    expect(await statusOf(email)).toBe('confirmed');
  });

  it('a campaign mail composed later carries its own working link and the one-click headers', async () => {
    const { email } = await confirmedAddress('campaign');
    const [subscriber] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    const service = createNewsletterService({
      repository: createNewsletterRepository(t.database.db),
      publicUrl: PUBLIC_URL,
      storeName: 'Kala',
      secret: t.config.jwtSecret,
    });
    const mail = service.composeNewsletterMail(subscriber!, {
      subject: 'The Diwali edit',
      text: ['Terracotta diyas, hand-painted this week.'],
      html: '<p>Terracotta diyas, hand-painted this week.</p>',
    });
    const token = /\/newsletter\/unsubscribe\/([\w-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`${PUBLIC_URL}/newsletter/unsubscribe/${token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}/api/newsletter/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await post(`/api/newsletter/unsubscribe/${token}`)).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('subscribing again after leaving starts double opt-in again', async () => {
    const { email, unsubscribeToken } = await confirmedAddress('returning');
    expect((await post(`/api/newsletter/unsubscribe/${unsubscribeToken}`)).statusCode).toBe(200);
    const [mail] = await subscribeAndDrain(email, 'landing');
    expect(mail!.subject).toBe('Confirm your subscription to the Kala newsletter');
    expect(await statusOf(email)).toBe('pending');
    expect((await adminList()).data.map((s) => s.email)).not.toContain(email);
    expect((await post(`/api/newsletter/confirm/${linkIn(mail!, 'confirm')}`)).statusCode).toBe(200);
    expect((await adminList()).data.map((s) => s.email)).toContain(email);
  });

  it.each([
    ['a forged token', Buffer.alloc(32, 7).toString('base64url')],
    ['a short one', 'abc'],
    ['a long one', 'y'.repeat(90)],
  ])('answers %s with a 400 in the envelope, never a 500', async (_what, token) => {
    const answer = await post(`/api/newsletter/unsubscribe/${token}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid });
  });
});

describe("the admin's count, list and export", () => {
  it('hold confirmed addresses only; pending ones are counted apart', async () => {
    const before = await adminList();
    const pending = freshAddress('waiting');
    await subscribeAndDrain(pending);
    const { email: confirmed } = await confirmedAddress('counted');
    const after = await adminList();
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.awaitingConfirmation).toBe(before.awaitingConfirmation + 1);
    expect(after.data.map((s) => s.email)).toContain(confirmed);
    expect(after.data.map((s) => s.email)).not.toContain(pending);
    const csv = await adminCsv();
    expect(csv).toContain(`${confirmed},footer,Subscribed,`);
    expect(csv).not.toContain(pending);
  });
});

describe('the log', () => {
  const lines: string[] = [];
  let logged: TestApp;

  beforeAll(async () => {
    logged = await createTestApp(
      { PUBLIC_URL, LOG_LEVEL: 'info' },
      {},
      {
        logStream: new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    );
  });
  afterAll(() => logged.close());

  it('carries no token and no address, and still names the routes', async () => {
    const email = freshAddress('private');
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      logged.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect((await inject('POST', '/api/newsletter', { email })).statusCode).toBe(202);
    await logged.outbox.drain();
    const dir = path.join(logged.config.dataDir, 'mail');
    const read = () => readdirSync(dir).map((f) => parseMail(readFileSync(path.join(dir, f), 'utf8')));
    const confirmToken = linkIn(read()[0]!, 'confirm');
    expect((await inject('POST', `/api/newsletter/confirm/${confirmToken}`)).statusCode).toBe(200);
    await logged.outbox.drain();
    const welcome = read().find((m) => m.subject.startsWith('Welcome'))!;
    const unsubscribeToken = linkIn(welcome, 'unsubscribe');
    expect((await inject('GET', `/api/newsletter/unsubscribe/${unsubscribeToken}`)).statusCode).toBe(303);
    expect((await inject('POST', `/api/newsletter/unsubscribe/${unsubscribeToken}`)).statusCode).toBe(200);
    // The pages of the links (no web build here: whatever answers them is logged all the same).
    await inject('GET', `/newsletter/confirm/${confirmToken}`);
    await inject('GET', `/newsletter/unsubscribe/${unsubscribeToken}`);

    const text = lines.join('');
    for (const secret of [confirmToken, unsubscribeToken, confirmToken.slice(0, 16), unsubscribeToken.slice(0, 16)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split('@')[0]);
    expect(text).toContain('"url":"/api/newsletter/confirm/:token"');
    expect(text).toContain('"url":"/api/newsletter/unsubscribe/:token"');
    expect(text).toContain('"url":"/newsletter/confirm/:token"');
    expect(text).toContain('"url":"/newsletter/unsubscribe/:token"');
    expect(text).toContain('"route":"/api/newsletter/unsubscribe/:token"');
  });
});
