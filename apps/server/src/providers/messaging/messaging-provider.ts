import type { Locale } from '@kala/contract/locale';
import type { MessageChannel, MessageTemplateName } from '@kala/contract/messages';

/** One message to send: a catalogue template and its parameters, to a ten-digit Indian mobile. */
export interface OutgoingMessage {
  /** Ten digits, 6-9 first (the checkout's address phone, already checked). */
  to: string;
  template: MessageTemplateName;
  params: Record<string, string>;
  /** The language to send it in (issue 28): the order's, or the shopper's for a reminder; English when absent. */
  language?: Locale | undefined;
}

/**
 * A way of sending WhatsApp/SMS messages (issue 25 item 1): Meta's WhatsApp Cloud API, MSG91's SMS, or the local
 * files of a store with neither (architecture §5: one interface, a real adapter switched on by configuration and a
 * faithful local default). Answers the provider's message id, or throws a MessagingError.
 */
export interface MessagingProvider {
  channel: MessageChannel;
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/**
 * Why a message was not sent, and what to do about it:
 * - `retryable`: the provider is down, slow or rate limiting; the same message may go later (the outbox retries);
 * - `unreachable`: the number cannot get it on this channel (not on WhatsApp): another channel may (SMS);
 * - otherwise trying again cannot help (a missing template, a refused credential, a bad parameter).
 * The message never carries the phone number or a credential: it is stored on the message row and logged.
 */
export class MessagingError extends Error {
  readonly retryable: boolean;
  readonly unreachable: boolean;
  /** The provider's own error code, when it gave one (WhatsApp's 131026, MSG91's HTTP status). */
  readonly code: string | undefined;

  constructor(
    message: string,
    options: { retryable?: boolean; unreachable?: boolean; code?: string | number | undefined; cause?: unknown } = {},
  ) {
    super(withoutPhoneNumbers(message), options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'MessagingError';
    this.retryable = options.retryable ?? false;
    this.unreachable = options.unreachable ?? false;
    this.code = options.code === undefined ? undefined : String(options.code);
  }
}

/** A provider's text with anything shaped like a phone number masked (an error may quote the recipient). */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(/\+?\d[\d -]{8,}\d/g, '[phone]');
}

/** The international form the providers take: 91 and the ten digits, without '+'. */
export const internationalNumber = (tenDigits: string) => `91${tenDigits}`;

/** Whether an error of fetch is its timeout (AbortSignal.timeout) rather than a refused connection. */
export const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Parameter text as WhatsApp and DLT templates take it: one line, no tabs, no runs of spaces. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
