import { localizedVariantKey, messageVariant } from '@kala/contract/messages';
import { z } from 'zod';
import {
  internationalNumber,
  isTimeout,
  MessagingError,
  oneLine,
  type MessagingProvider,
} from './messaging-provider.ts';

/**
 * SMS through MSG91's Flow API (issue 25 item 1), on with MSG91_AUTH_KEY. India's TRAI rules (TCCCPR 2018, decision
 * 031) let a business SMS through only on a sender id and a content template registered on the operators' DLT
 * platform, so each message names its template: `POST {base}/api/v5/flow/` with the `authkey` header and
 * `{template_id, short_url, recipients: [{mobiles: '91XXXXXXXXXX', <variable>: value, …}]}`, where template_id is
 * the MSG91 template mapped to the DLT one and the variables are named as the template's `##variable##`s (this
 * store's parameter names: name, orderNumber, total, …). A template without a configured id is never sent by SMS.
 * MSG91 answers `{type: 'success', message: <request id>}` (the id its delivery reports carry) or
 * `{type: 'error', message}`; 401 is a refused authkey, 418 a caller address not on the key's allowed list.
 */
export interface Msg91Options {
  authKey: string;
  /** The MSG91 (DLT-mapped) template id per variant key (`order_shipped`, `cod_confirm_with_saving`). */
  templateIds: Record<string, string>;
  /** Default https://control.msg91.com; tests point it at a stand-in. */
  baseUrl?: string | undefined;
  /** For the whole call; default 10 s. */
  timeoutMs?: number | undefined;
}

export const MSG91_BASE_URL = 'https://control.msg91.com';

const answerSchema = z.object({ type: z.string(), message: z.unknown().optional() });

/** MSG91's answer as a MessagingError: the service failing or busy may be tried again, a refusal may not. */
function msg91Error(status: number, body: unknown): MessagingError {
  const answer = answerSchema.safeParse(body);
  const said = typeof answer.data?.message === 'string' ? answer.data.message : undefined;
  const retryable = status >= 500 || status === 429;
  const words =
    said ??
    (status === 401
      ? 'the authkey was refused'
      : status === 418
        ? "this server's address is not on the authkey's allowed list"
        : `answered ${status}`);
  return new MessagingError(`MSG91: ${words}`, { retryable, code: status });
}

export function createMsg91Provider(options: Msg91Options): MessagingProvider {
  const base = (options.baseUrl ?? MSG91_BASE_URL).replace(/\/+$/, '');
  const endpoint = `${base}/api/v5/flow/`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    channel: 'sms',
    async send(message) {
      const variant = messageVariant(message.template, message.params);
      // A Hindi message goes as the Hindi DLT template (`order_shipped:hi`) when one is registered; DLT lets through
      // only registered words, so without it the English template carries the message (decision 046).
      const locale = message.language ?? 'en';
      const templateId =
        (locale !== 'en' ? options.templateIds[localizedVariantKey(variant.key, locale)] : undefined) ??
        options.templateIds[variant.key];
      if (!templateId) {
        // Without a DLT-registered template the operators drop the SMS (and may penalise the sender): not sent.
        throw new MessagingError(`SMS not sent: no MSG91 DLT template id is configured for ${variant.key}`, {
          code: 'no_dlt_template',
        });
      }
      const recipient: Record<string, string> = { mobiles: internationalNumber(message.to) };
      for (const { name, value } of variant.values) recipient[name] = oneLine(value);

      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
          // short_url: MSG91 shortens the links in the text, so a variable stays short on a handset's screen.
          body: JSON.stringify({ template_id: templateId, short_url: '1', recipients: [recipient] }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw new MessagingError(
          isTimeout(error)
            ? `MSG91 did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`
            : 'MSG91 could not be reached',
          { retryable: true, cause: error },
        );
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const answer = answerSchema.safeParse(body);
      if (!response.ok || answer.data?.type !== 'success') throw msg91Error(response.status, body);
      const requestId = answer.data.message;
      if (typeof requestId !== 'string' || !requestId) {
        throw new MessagingError('MSG91 answered without a request id', { retryable: true });
      }
      return { providerMessageId: requestId };
    },
  };
}
