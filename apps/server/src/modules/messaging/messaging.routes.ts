import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@kala/contract/envelope';
import type { MessagingWebhooks } from './messaging-webhooks.ts';

export interface MessagingRoutesOptions {
  webhooks: MessagingWebhooks;
}

/** Each provider may call often (a status per message), but a stranger may not flood the store. */
const WEBHOOK_LIMIT = { rateLimit: { max: 600, timeWindow: 60_000 } };

const handshakeQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const acknowledged = z.object({ success: z.literal(true), message: z.string() });

/**
 * The messaging providers' webhooks (issue 25 item 1), public and rate limited: WhatsApp's handshake and status
 * notifications (signed over the raw body) and MSG91's delivery reports (a token in the URL).
 */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRoutesOptions> = async (app, { webhooks }) => {
  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags: ['messaging'],
        summary: "WhatsApp webhook subscription: echoes hub.challenge when hub.verify_token is the store's",
        querystring: handshakeQuerySchema,
        response: { 400: errorSchema, 403: errorSchema },
      },
      config: WEBHOOK_LIMIT,
    },
    // Meta wants the challenge back as the bare body, not in the envelope (hence no 200 schema to serialize it).
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(webhooks.whatsAppHandshake(request.query) as never),
  );

  // The signature is over the exact bytes Meta sent: this route reads its body as raw text.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/whatsapp/webhook',
      {
        schema: {
          tags: ['messaging'],
          summary:
            'WhatsApp status notifications (X-Hub-Signature-256 over the raw body): sent, delivered, read, failed',
          response: { 200: acknowledged, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
        config: WEBHOOK_LIMIT,
      },
      async (request) => {
        const signature = request.headers['x-hub-signature-256'];
        const body = typeof request.body === 'string' ? request.body : '';
        const moved = await webhooks.whatsAppNotification(body, typeof signature === 'string' ? signature : undefined);
        return { success: true as const, message: `${moved} message status${moved === 1 ? '' : 'es'} recorded` };
      },
    );
  });

  app.post(
    '/msg91/report',
    {
      schema: {
        tags: ['messaging'],
        summary: "MSG91's SMS delivery reports (JSON; the webhook URL carries ?token=MSG91_WEBHOOK_TOKEN)",
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 200: acknowledged, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      config: WEBHOOK_LIMIT,
    },
    async (request) => {
      const moved = await webhooks.msg91Report(request.query.token, request.body);
      return { success: true as const, message: `${moved} message status${moved === 1 ? '' : 'es'} recorded` };
    },
  );
};
