import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Meta's webhook for WhatsApp (issue 25 item 1). Subscribing, Meta calls the URL with GET `hub.mode=subscribe`,
 * `hub.verify_token` (the token typed into the app's dashboard) and `hub.challenge`, which the endpoint echoes. Each
 * notification is a POST signed with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed by the
 * app secret>`; message statuses arrive as `entry[].changes[].value.statuses[]` with `id` (the `wamid` the send
 * answered), `status` (sent, delivered, read, failed) and, when failed, `errors[]` with `code` and `title`.
 */

/** The signature header's value for a raw body, as Meta computes it (the stand-in and tests sign with it). */
export function whatsAppSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether the header is Meta's signature of this exact body, compared in constant time. */
export function validWhatsAppSignature(rawBody: string, header: string, appSecret: string): boolean {
  const expected = Buffer.from(whatsAppSignature(rawBody, appSecret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription handshake's answer: the challenge to echo, or undefined when the request is not Meta's. */
export function whatsAppChallenge(query: Record<string, unknown>, verifyToken: string | undefined): string | undefined {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (!verifyToken || mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') {
    return undefined;
  }
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : undefined;
}

export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** One status callback, as this store reads it. */
export interface WhatsAppStatusUpdate {
  providerMessageId: string;
  status: WhatsAppStatus;
  /** When failed: Meta's first error code and its words. */
  error?: { code: number | undefined; title: string } | undefined;
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});
const notificationSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(z.object({ value: z.object({ statuses: z.array(z.unknown()).optional() }).passthrough() }))
          .optional(),
      }),
    )
    .optional(),
});

/**
 * The message statuses a notification carries (none for incoming messages or account updates, which this store
 * does not use). A status of a kind this store does not know (`deleted`, `warning`) or malformed is skipped.
 */
export function whatsAppStatusUpdates(body: unknown): WhatsAppStatusUpdate[] | undefined {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const updates: WhatsAppStatusUpdate[] = [];
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const raw of change.value.statuses ?? []) {
        const status = statusSchema.safeParse(raw);
        if (!status.success || !(WHATSAPP_STATUSES as readonly string[]).includes(status.data.status)) continue;
        const first = status.data.errors?.[0];
        updates.push({
          providerMessageId: status.data.id,
          status: status.data.status as WhatsAppStatus,
          ...(status.data.status === 'failed'
            ? { error: { code: first?.code, title: first?.title ?? first?.message ?? 'Message failed' } }
            : {}),
        });
      }
    }
  }
  return updates;
}
