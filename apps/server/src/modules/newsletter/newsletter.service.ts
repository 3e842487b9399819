import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MESSAGES, type NewsletterSource } from '@kala/contract/newsletter';
import type { Locale } from '@kala/contract/locale';
import { toLocale } from '../../lib/request-locale.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import {
  alreadySubscribedContent,
  confirmationMail,
  newsletterLinks,
  newsletterMail,
  welcomeContent,
  type NewsletterContent,
} from './newsletter-mails.ts';
import { createUnsubscribeTokens, hashConfirmToken, newConfirmToken } from './newsletter-tokens.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * Confirmation mails to one pending address: at most one in 10 minutes and 3 a day, so the form cannot be used to
 * flood someone's inbox with mails they never asked for.
 */
export const CONFIRM_MAIL_GAP_MS = 10 * MINUTE;
export const CONFIRM_MAILS_PER_DAY = 3;
/**
 * A confirmed address given again gets a short 'you are already subscribed' note, at most once a day. The answer
 * told them to look in their inbox; silence would leave them waiting for a link that never comes, and once a day
 * is too rare to annoy anyone who did not ask.
 */
export const NOTICE_GAP_MS = DAY;

export interface NewsletterServiceOptions {
  repository: NewsletterRepository;
  publicUrl: string;
  storeName: string;
  /** The server's secret; unsubscribe links are signed with a key derived from it. */
  secret: string;
  now?: () => number;
}

/** The newsletter with double opt-in (decision 022): every rule lives here; routes only validate and answer. */
export function createNewsletterService(options: NewsletterServiceOptions) {
  const { repository, publicUrl, storeName } = options;
  const { db } = repository;
  const now = options.now ?? Date.now;
  const unsubscribeTokens = createUnsubscribeTokens(options.secret);

  /** Any newsletter mail to a subscriber, with its unsubscribe link and headers (see `newsletterMail`). */
  const composeNewsletterMail = (
    subscriber: { id: string; email: string },
    content: NewsletterContent,
    locale?: Locale,
  ): MailMessage =>
    newsletterMail({
      to: subscriber.email,
      unsubscribeToken: unsubscribeTokens.sign(subscriber.id),
      publicUrl,
      storeName,
      content,
      locale,
    });

  return {
    composeNewsletterMail,

    /**
     * A subscribe from the form: queues the address's work and returns at once. Every address gets the same answer
     * after the same single insert, so neither the words nor the timing tell whether it is new, pending, confirmed
     * or unsubscribed. `handleRequest` does the rest in the outbox worker.
     */
    async subscribe(email: string, source: NewsletterSource = 'site', language: Locale = 'en') {
      // The request's language rides with the job: the address has no account, so its mail follows the form's page.
      const payload = { email, source, ...(language === 'en' ? {} : { language }) };
      await enqueue(db, { kind: 'newsletter-request', payload }, new Date(now()));
      return { message: NEWSLETTER_MESSAGES.checkInbox };
    },

    /**
     * The outbox job of a subscribe, in one transaction with the address's row locked (so parallel jobs cannot pass
     * the caps): a new, pending or unsubscribed address gets a confirmation link unless it had one in the last
     * 10 minutes or three today; a confirmed one gets at most one 'already subscribed' note a day.
     */
    async handleRequest(payload: unknown) {
      const { email, source, language } = (payload ?? {}) as { email?: unknown; source?: unknown; language?: unknown };
      if (typeof email !== 'string' || !email) return;
      const locale = toLocale(typeof language === 'string' ? language : undefined);
      const from = typeof source === 'string' ? source : 'site';
      const nowMs = now();
      const at = new Date(nowMs);
      await db.transaction(async (tx) => {
        const subscriber = await repository.lockOrCreate(email, from, at, tx);
        if (subscriber.status === 'confirmed') {
          if (subscriber.noticeSentAt && nowMs - subscriber.noticeSentAt.getTime() < NOTICE_GAP_MS) return;
          await repository.markNoticeSent(subscriber.id, at, tx);
          await enqueueMail(
            tx,
            composeNewsletterMail(subscriber, alreadySubscribedContent({ storeName, locale }), locale),
            at,
          );
          return;
        }
        const recent = await repository.recentConfirmations(subscriber.id, new Date(nowMs - DAY), tx);
        if (recent.sent >= CONFIRM_MAILS_PER_DAY) return;
        if (recent.last && nowMs - new Date(recent.last).getTime() < CONFIRM_MAIL_GAP_MS) return;
        if (subscriber.status === 'unsubscribed') await repository.restartOptIn(subscriber.id, from, tx);
        const token = newConfirmToken();
        await repository.insertConfirmation(
          {
            subscriberId: subscriber.id,
            tokenHash: hashConfirmToken(token),
            expiresAt: new Date(nowMs + NEWSLETTER_CONFIRM_DAYS * DAY),
            createdAt: at,
          },
          tx,
        );
        await enqueueMail(
          tx,
          confirmationMail({
            to: subscriber.email,
            link: newsletterLinks(publicUrl, locale).confirmPage(token),
            storeName,
            locale,
          }),
          at,
        );
      });
    },

    /**
     * Uses a confirmation link (single use, a week): the address is on the list, its other links are retired, and the
     * welcome mail (the first newsletter mail, with its unsubscribe link) is queued in the same transaction.
     */
    async confirm(token: string, locale: Locale = 'en') {
      const at = new Date(now());
      const confirmed = await db.transaction(async (tx) => {
        const subscriberId = await repository.consumeConfirmation(hashConfirmToken(token), at, tx);
        if (!subscriberId) return false;
        await repository.retireConfirmations(subscriberId, at, tx);
        const subscriber = await repository.confirm(subscriberId, at, tx);
        if (subscriber) {
          await enqueueMail(
            tx,
            composeNewsletterMail(subscriber, welcomeContent({ storeName, publicUrl, locale }), locale),
            at,
          );
        }
        return true;
      });
      if (!confirmed) throw new BadRequestError(NEWSLETTER_MESSAGES.confirmLinkInvalid);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },

    /**
     * Uses an unsubscribe link, from the page's button or a mail client's one-click POST: the address gets no more
     * newsletters and stops counting; unused confirmation links are retired, so only a new subscribe (and its own
     * confirmation) brings it back. Using it again answers the same.
     */
    async unsubscribe(token: string) {
      const subscriberId = unsubscribeTokens.verify(token);
      if (!subscriberId) throw new BadRequestError(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
      const at = new Date(now());
      const found = await db.transaction(async (tx) => {
        const subscriber = await repository.lockById(subscriberId, tx);
        if (!subscriber) return false;
        if (subscriber.status !== 'unsubscribed') await repository.unsubscribe(subscriber.id, at, tx);
        await repository.retireConfirmations(subscriber.id, at, tx);
        return true;
      });
      if (!found) throw new BadRequestError(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
