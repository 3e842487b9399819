import { localizedVariantKey, messageVariant } from '@kala/contract/messages';
import { z } from 'zod';
import {
  internationalNumber,
  isTimeout,
  MessagingError,
  oneLine,
  type MessagingProvider,
  type OutgoingMessage,
} from './messaging-provider.ts';

/**
 * WhatsApp through Meta's WhatsApp Cloud API (issue 25 item 1), on with WHATSAPP_ACCESS_TOKEN and
 * WHATSAPP_PHONE_NUMBER_ID. A message to a shopper who has not written first must be an approved template message:
 * `POST {graph}/{version}/{phone-number-id}/messages` with a bearer token and
 * `{messaging_product: 'whatsapp', to, type: 'template', template: {name, language: {code}, components: [{type:
 * 'body', parameters: [{type: 'text', text}]}]}}`; the answer's `messages[0].id` (a `wamid.…`) is what the
 * delivery-status webhook reports on later (whatsapp-webhook.ts). Errors come as Graph's envelope
 * `{error: {message, type, code, error_data: {details}, fbtrace_id}}`, judged by `code` as Meta advises.
 */
export interface WhatsAppOptions {
  accessToken: string;
  phoneNumberId: string;
  /** Default https://graph.facebook.com; tests point it at a stand-in. */
  baseUrl?: string | undefined;
  /** The Graph API version, as 'v23.0'. */
  graphVersion?: string | undefined;
  /** The approved template's name per variant key (`cod_confirm_with_saving`); by default the key itself. */
  templateNames?: Record<string, string> | undefined;
  /** The approved templates' language code; default 'en'. */
  languageCode?: string | undefined;
  /** For the whole call; default 10 s. */
  timeoutMs?: number | undefined;
}

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';
export const WHATSAPP_GRAPH_VERSION = 'v23.0';

/** Codes after which the same message may go later: throughput and rate limits, Meta's own temporary failures. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/**
 * Codes that say this number cannot get it on WhatsApp: 131026 undeliverable (not on WhatsApp, old app, terms not
 * accepted) and 131047 (outside the 24-hour window): SMS may still reach it.
 */
const UNREACHABLE_CODES = new Set([131026, 131047]);

/** Whether a WhatsApp error code (in an answer or a failed status) says the number cannot get it on WhatsApp. */
export const whatsAppUnreachable = (code: number | undefined) => code !== undefined && UNREACHABLE_CODES.has(code);

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

/** A Graph error as a MessagingError: retryable, unreachable or final, by its code (and the HTTP status without one). */
export function whatsAppError(status: number, body: unknown): MessagingError {
  const parsed = errorSchema.safeParse(body);
  const code = parsed.data?.error.code;
  const details = parsed.data?.error.error_data?.details;
  const text = [parsed.data?.error.message, details].filter(Boolean).join(': ') || `WhatsApp answered ${status}`;
  const retryable = code === undefined ? status >= 500 || status === 429 : RETRYABLE_CODES.has(code);
  return new MessagingError(`WhatsApp: ${text}`, {
    retryable,
    unreachable: code !== undefined && UNREACHABLE_CODES.has(code),
    code: code ?? status,
  });
}

export function createWhatsAppProvider(options: WhatsAppOptions): MessagingProvider {
  const base = (options.baseUrl ?? WHATSAPP_GRAPH_URL).replace(/\/+$/, '');
  const version = options.graphVersion ?? WHATSAPP_GRAPH_VERSION;
  const endpoint = `${base}/${version}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  function requestBody(message: OutgoingMessage) {
    const variant = messageVariant(message.template, message.params);
    const locale = message.language ?? 'en';
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: internationalNumber(message.to),
      type: 'template',
      template: {
        // A Hindi message (issue 28, decision 046) is the same approved template's 'hi' translation, or the template
        // named for it (`order_shipped:hi=…`); English uses the configured language code.
        name:
          (locale !== 'en' ? options.templateNames?.[localizedVariantKey(variant.key, locale)] : undefined) ??
          options.templateNames?.[variant.key] ??
          variant.key,
        language: { code: locale === 'en' ? (options.languageCode ?? 'en') : locale },
        components: [
          { type: 'body', parameters: variant.values.map((v) => ({ type: 'text', text: oneLine(v.value) })) },
        ],
      },
    };
  }

  return {
    channel: 'whatsapp',
    async send(message) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(requestBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        // Not answered: it may or may not have gone; Meta's own retries are idempotent on its side only, so the
        // outbox trying again later may at worst send it twice, which beats never.
        throw new MessagingError(
          isTimeout(error)
            ? `WhatsApp did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`
            : 'WhatsApp could not be reached',
          { retryable: true, cause: error },
        );
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (!response.ok) throw whatsAppError(response.status, body);
      const sent = sentSchema.safeParse(body);
      if (!sent.success) throw new MessagingError('WhatsApp answered without a message id', { retryable: true });
      return { providerMessageId: sent.data.messages[0]!.id };
    },
  };
}
