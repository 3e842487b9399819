import type { FastifyBaseLogger } from 'fastify';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { safeErrorMessage } from '../../lib/log-redaction.ts';
import type { MessageQueue } from '../messaging/messaging.service.ts';
import type { ConsentService } from './consent.service.ts';
import { piecesText, reminderLinks, reminderMail } from './reminder-mail.ts';
import type { LeftCart, RemindersRepository } from './reminders.repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A shopper gets at most one reminder in this long, however often the cart changes (decision 043). */
export const QUIET_DAYS = 7;
/** A cart left this long past its reminder time is stale: no reminder (the first run after launch mails no old cart). */
export const STALE_DAYS = 7;
/** Carts handled per round; a full batch means the next round comes at once. */
const BATCH = 50;

export interface ReminderJobOptions {
  repository: RemindersRepository;
  consent: ConsentService;
  /** `app.messaging`, read when a round runs (WhatsApp only when configured). */
  messaging: () => Pick<MessageQueue, 'queueMarketing'> | undefined;
  hours: number;
  publicUrl: string;
  storeName: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: (() => number) | undefined;
}

/**
 * The left-cart reminder (issue 27 item 4, decision 043). Each round finds the carts of consenting shoppers untouched
 * for `hours`, and for each claims the cart's fingerprint and queues its mail (and WhatsApp message) in one
 * transaction: the outbox sends them after, with its retries and the mailer's timeouts. Any number of instances may
 * run rounds at once; the claim's unique index lets exactly one of them send a cart's reminder.
 */
export function createReminderJob(options: ReminderJobOptions) {
  const { repository, consent, hours, publicUrl, storeName, logger } = options;
  const now = options.now ?? Date.now;

  /** One cart: claimed and queued together, or (lines gone since the scan, or claimed elsewhere) nothing. */
  async function remind(cart: LeftCart, at: Date): Promise<boolean> {
    return repository.db.transaction(async (tx) => {
      const lines = await repository.availableLines(tx, cart.userId);
      if (lines.length === 0) return false;
      const messaging = cart.whatsappPhone ? options.messaging() : undefined;
      const token = consent.unsubscribeToken(cart.userId);
      const reminderId = await repository.claim(tx, {
        userId: cart.userId,
        fingerprint: cart.fingerprint,
        cartChangedAt: cart.changedAt,
        lines: lines.length,
        channels: 'mail',
        sentAt: at,
      });
      if (!reminderId) return false;
      await enqueueMail(
        tx,
        reminderMail({
          to: cart.email,
          name: cart.name,
          lines,
          unsubscribeToken: token,
          publicUrl,
          storeName,
          locale: cart.language,
        }),
        at,
      );
      if (messaging && cart.whatsappPhone) {
        const links = reminderLinks(publicUrl, cart.language);
        const queued = await messaging.queueMarketing(tx, {
          phone: cart.whatsappPhone,
          template: 'cart_reminder',
          language: cart.language,
          params: {
            name: cart.name,
            pieces: piecesText(lines, cart.language),
            cartUrl: links.cart,
            unsubscribeUrl: links.unsubscribePage(token),
          },
        });
        if (queued) await repository.addedWhatsApp(tx, reminderId);
      }
      return true;
    });
  }

  /** One round: resolves with how many reminders were queued. */
  async function runOnce(): Promise<number> {
    const at = new Date(now());
    const cutoff = new Date(at.getTime() - hours * HOUR_MS);
    const carts = await repository.leftCarts({
      cutoff,
      oldest: new Date(cutoff.getTime() - STALE_DAYS * DAY_MS),
      quietSince: new Date(at.getTime() - QUIET_DAYS * DAY_MS),
      limit: BATCH,
    });
    let sent = 0;
    for (const cart of carts) {
      // One cart's failure (a lock timeout) must not stop the others; it is tried again next round.
      try {
        if (await remind(cart, at)) sent += 1;
      } catch (error) {
        logger.warn({ err: safeErrorMessage(error) }, 'cart reminder not queued');
      }
    }
    // Counts only: no address or name at info level.
    if (sent > 0) logger.info({ reminders: sent }, 'cart reminders queued');
    return sent;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  return {
    runOnce,
    /** Rounds every `everyMs` until stopped; a round never overlaps the previous one on this instance. */
    start(everyMs: number) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => logger.error({ err: safeErrorMessage(error) }, 'cart reminder round failed'))
          .finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ReminderJob = ReturnType<typeof createReminderJob>;
