import {
  MARKETING_TEMPLATES,
  missingMessageParams,
  type MessageChannel,
  type MessageParams,
  type MessageTemplateName,
} from '@kala/contract/messages';
import type { Locale } from '@kala/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import { enqueue } from '../../jobs/outbox.ts';
import { safeErrorMessage } from '../../lib/log-redaction.ts';
import { toLocale } from '../../lib/request-locale.ts';
import { MessagingError, type MessagingProvider } from '../../providers/messaging/messaging-provider.ts';
import type { MessageRow, MessagingRepository, Queryable } from './messaging.repository.ts';

/** What a module asks for: a template of the catalogue and its parameters, about one order. */
export interface MessageRequest<T extends MessageTemplateName = MessageTemplateName> {
  orderId: string;
  template: T;
  params: MessageParams<T>;
}

/**
 * What other modules call (`app.messaging.queue`), inside their own transaction: a message to the order's shopper
 * if they opted in, queued with the change that caused it. Answers the message's id, or null when none is sent.
 */
export interface MessageQueue {
  queue<T extends MessageTemplateName>(
    tx: Queryable,
    request: MessageRequest<T>,
  ): Promise<{ messageId: string } | null>;
  /**
   * A marketing message (decision 043: the left-cart reminder) to a number its owner gave for it, by WhatsApp only:
   * null when WhatsApp is not configured. The caller has checked the consent.
   */
  queueMarketing(
    tx: Queryable,
    request: {
      phone: string;
      template: 'cart_reminder';
      params: MessageParams<'cart_reminder'>;
      /** The shopper's language (users.language); English when absent. */
      language?: Locale | undefined;
    },
  ): Promise<{ messageId: string } | null>;
  /** The channel order messages go through ('whatsapp' when configured). */
  channel: MessageChannel;
}

export interface MessagingServiceOptions {
  repository: MessagingRepository;
  /** The channels configured; `local` is always there (the files of a store with neither). */
  providers: {
    whatsapp?: MessagingProvider | undefined;
    sms?: MessagingProvider | undefined;
    local: MessagingProvider;
  };
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: (() => number) | undefined;
}

const TEN_DIGIT_MOBILE = /^[6-9]\d{9}$/;

/**
 * WhatsApp/SMS messages (issue 25 item 1, decision 031): queued in the causing transaction, sent by the outbox's
 * `message` job through the preferred channel (WhatsApp when configured, else SMS, else local files), with SMS as
 * the fallback when WhatsApp says the number cannot receive it; provider status reports move a message forwards only.
 * No log line carries a phone number or a provider credential: a message is named by its id, channel and template.
 */
export function createMessagingService(options: MessagingServiceOptions) {
  const { repository, providers, logger } = options;
  const now = options.now ?? Date.now;
  const preferred: MessageChannel = providers.whatsapp ? 'whatsapp' : providers.sms ? 'sms' : 'local';
  const providerFor = (channel: string): MessagingProvider | undefined =>
    channel === 'whatsapp' ? providers.whatsapp : channel === 'sms' ? providers.sms : providers.local;

  /** A message row and its job, in `q`'s transaction. */
  async function write(q: Queryable, row: Omit<Parameters<MessagingRepository['insert']>[1], 'at'>, at: Date) {
    const messageId = await repository.insert(q, { ...row, at });
    await enqueue(q, { kind: 'message', payload: { messageId } }, at);
    return messageId;
  }

  /** The same message again by SMS, after WhatsApp said this number cannot receive it: a new row and its job. */
  async function fallBackToSms(failed: MessageRow): Promise<boolean> {
    if (!providers.sms || failed.channel !== 'whatsapp') return false;
    // Marketing has no DLT promotional registration here: WhatsApp or nothing (decision 043).
    if (MARKETING_TEMPLATES.includes(failed.template as MessageTemplateName)) return false;
    const at = new Date(now());
    const messageId = await repository.db.transaction((tx) =>
      write(
        tx,
        {
          orderId: failed.orderId,
          channel: 'sms',
          template: failed.template,
          toPhone: failed.toPhone,
          params: failed.params,
          language: toLocale(failed.language),
        },
        at,
      ),
    );
    logger.info({ message: messageId, replaces: failed.id, template: failed.template }, 'message falls back to SMS');
    return true;
  }

  const queue: MessageQueue['queue'] = async (tx, request) => {
    const { orderId, template } = request;
    const params = Object.fromEntries(
      Object.entries(request.params as Record<string, string | undefined>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    );
    const missing = missingMessageParams(template, params);
    if (missing.length > 0) {
      // A mistake in the calling code must not roll back the change it is part of (a status, a cancellation).
      logger.error({ order: orderId, template, missing }, 'message not queued: parameters missing');
      return null;
    }
    const recipient = await repository.recipientOf(tx, orderId);
    if (!recipient?.optIn || !recipient.phone || !TEN_DIGIT_MOBILE.test(recipient.phone)) return null;
    const messageId = await write(
      tx,
      {
        orderId,
        channel: preferred,
        template,
        toPhone: recipient.phone,
        params,
        language: toLocale(recipient.language),
      },
      new Date(now()),
    );
    return { messageId };
  };

  const queueMarketing: MessageQueue['queueMarketing'] = async (tx, { phone, template, params, language }) => {
    if (!providers.whatsapp || !TEN_DIGIT_MOBILE.test(phone)) return null;
    if (missingMessageParams(template, params).length > 0) return null;
    const messageId = await write(
      tx,
      { orderId: null, channel: 'whatsapp', template, toPhone: phone, params, language: language ?? 'en' },
      new Date(now()),
    );
    return { messageId };
  };

  return {
    /** The channel new messages go through. */
    channel: preferred,
    queue,
    queueMarketing,

    /**
     * The `message` job: sends a queued message and records the provider's id, or the error. A retryable error is
     * thrown for the outbox to try again with its backoff (8 tries); a final one marks the message failed and ends
     * the job; a number WhatsApp cannot reach gets the message by SMS when SMS is configured.
     */
    async send(messageId: string): Promise<void> {
      const row = await repository.find(messageId);
      // Gone with its order, or already sent by an earlier run of this job.
      if (!row || row.status !== 'queued') return;
      const provider = providerFor(row.channel);
      const at = () => new Date(now());
      if (!provider) {
        // Configuration changed since it was queued (WhatsApp or MSG91 switched off).
        await repository.recordError(repository.db, row.id, `The ${row.channel} channel is not configured`, true, at());
        logger.warn(
          { message: row.id, channel: row.channel, template: row.template },
          'message channel not configured',
        );
        return;
      }
      try {
        const sent = await provider.send({
          to: row.toPhone,
          template: row.template as MessageTemplateName,
          params: row.params,
          language: toLocale(row.language),
        });
        await repository.recordSent(row.id, sent.providerMessageId, at());
        logger.info({ message: row.id, channel: row.channel, template: row.template }, 'message sent');
      } catch (error) {
        const known = error instanceof MessagingError ? error : undefined;
        const text = known ? known.message : safeErrorMessage(error);
        const retry = known ? known.retryable : true;
        const fields = { message: row.id, channel: row.channel, template: row.template, code: known?.code, err: text };
        await repository.recordError(repository.db, row.id, text, !retry, at());
        if (retry) {
          logger.warn(fields, 'message not sent; will retry');
          throw error;
        }
        logger.warn(fields, 'message not sent');
        if (known?.unreachable) await fallBackToSms(row);
      }
    },

    /** Status reports of one channel's provider, applied forwards only; a WhatsApp failure for an unreachable number
     * falls back to SMS. Answers how many messages moved. */
    async applyStatuses(
      channel: MessageChannel,
      updates: {
        providerMessageId: string;
        status: 'sent' | 'delivered' | 'read' | 'failed';
        error?: string | undefined;
        unreachable?: boolean | undefined;
      }[],
    ): Promise<number> {
      let moved = 0;
      for (const update of updates) {
        const rows = await repository.applyStatus(
          channel,
          update.providerMessageId,
          update.status,
          update.error ?? null,
          new Date(now()),
        );
        moved += rows.length;
        for (const row of rows) {
          if (update.status === 'failed' && update.unreachable) await fallBackToSms(row);
        }
      }
      return moved;
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
