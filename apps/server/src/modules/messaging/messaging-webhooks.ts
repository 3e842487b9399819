import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { withoutPhoneNumbers } from '../../providers/messaging/messaging-provider.ts';
import { whatsAppUnreachable } from '../../providers/messaging/whatsapp.ts';
import {
  validWhatsAppSignature,
  whatsAppChallenge,
  whatsAppStatusUpdates,
} from '../../providers/messaging/whatsapp-webhook.ts';
import type { MessagingService } from './messaging.service.ts';

export const MESSAGING_WEBHOOK_MESSAGES = {
  notConfigured: 'This webhook is not configured',
  handshake: 'The verify token does not match',
  missingSignature: 'Missing X-Hub-Signature-256 header',
  badSignature: 'Invalid signature',
  badBody: 'Invalid webhook body',
  missingToken: 'Missing token',
  badToken: 'Invalid token',
} as const;

export interface MessagingWebhookOptions {
  service: MessagingService;
  whatsapp: { appSecret: string | undefined; verifyToken: string | undefined } | undefined;
  msg91WebhookToken: string | undefined;
}

/**
 * MSG91's delivery report (its SMS webhook in the v3 JSON form, or Webhook (New) with JSON fields): one report or a
 * list, each with the `requestId` the Flow API answered and a `status` code (1 delivered; 2 failed; 9 NDNC; 16 and
 * 25 rejected; 17 blocked) or word. Other codes (submitted, pending) change nothing.
 */
const msg91ReportSchema = z.object({
  requestId: z.string().min(1),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().optional(),
  failureReason: z.string().optional(),
});

function msg91Status(report: z.infer<typeof msg91ReportSchema>): 'delivered' | 'failed' | undefined {
  const said = report.status.trim().toLowerCase();
  if (said === '1' || said === 'delivered') return 'delivered';
  if (['2', '9', '16', '17', '25', 'failed', 'rejected', 'blocked', 'ndnc'].includes(said)) return 'failed';
  return undefined;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The providers' calls to the store: WhatsApp's subscription handshake and status notifications, MSG91's reports. */
export function createMessagingWebhooks(options: MessagingWebhookOptions) {
  const { service, whatsapp } = options;
  return {
    /** GET: Meta's subscription handshake; answers the challenge to echo, or 403. */
    whatsAppHandshake(query: Record<string, unknown>): string {
      if (!whatsapp?.verifyToken) throw new ForbiddenError(MESSAGING_WEBHOOK_MESSAGES.notConfigured);
      const challenge = whatsAppChallenge(query, whatsapp.verifyToken);
      if (challenge === undefined) throw new ForbiddenError(MESSAGING_WEBHOOK_MESSAGES.handshake);
      return challenge;
    },

    /**
     * POST: a notification, its signature checked over the raw body (401 without one, 403 when wrong), then its
     * message statuses applied. Anything else it carries (incoming messages) is acknowledged and left.
     */
    async whatsAppNotification(rawBody: string, signature: string | undefined): Promise<number> {
      if (!whatsapp?.appSecret) throw new ForbiddenError(MESSAGING_WEBHOOK_MESSAGES.notConfigured);
      if (!signature) throw new UnauthorizedError(MESSAGING_WEBHOOK_MESSAGES.missingSignature);
      if (!validWhatsAppSignature(rawBody, signature, whatsapp.appSecret)) {
        throw new ForbiddenError(MESSAGING_WEBHOOK_MESSAGES.badSignature);
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new BadRequestError(MESSAGING_WEBHOOK_MESSAGES.badBody);
      }
      const updates = whatsAppStatusUpdates(body);
      if (!updates) throw new BadRequestError(MESSAGING_WEBHOOK_MESSAGES.badBody);
      return service.applyStatuses(
        'whatsapp',
        updates.map((u) => ({
          providerMessageId: u.providerMessageId,
          status: u.status,
          ...(u.error
            ? {
                error: withoutPhoneNumbers(`WhatsApp: ${u.error.title}${u.error.code ? ` (${u.error.code})` : ''}`),
                unreachable: whatsAppUnreachable(u.error.code),
              }
            : {}),
        })),
      );
    },

    /** POST: MSG91's delivery reports, behind the token its webhook URL carries. */
    async msg91Report(token: string | undefined, body: unknown): Promise<number> {
      if (!options.msg91WebhookToken) throw new ForbiddenError(MESSAGING_WEBHOOK_MESSAGES.notConfigured);
      if (!token) throw new UnauthorizedError(MESSAGING_WEBHOOK_MESSAGES.missingToken);
      if (!sameSecret(token, options.msg91WebhookToken)) throw new ForbiddenError(MESSAGING_WEBHOOK_MESSAGES.badToken);
      const reports = z.array(msg91ReportSchema).safeParse(Array.isArray(body) ? body : [body]);
      if (!reports.success) throw new BadRequestError(MESSAGING_WEBHOOK_MESSAGES.badBody);
      const updates = reports.data.flatMap((report) => {
        const status = msg91Status(report);
        if (!status) return [];
        const why = report.failureReason || report.desc || `status ${report.status}`;
        return [
          {
            providerMessageId: report.requestId,
            status,
            ...(status === 'failed' ? { error: withoutPhoneNumbers(`MSG91: ${why}`) } : {}),
          },
        ];
      });
      return service.applyStatuses('sms', updates);
    },
  };
}

export type MessagingWebhooks = ReturnType<typeof createMessagingWebhooks>;
