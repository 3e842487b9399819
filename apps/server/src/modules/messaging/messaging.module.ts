import path from 'node:path';
import { createLocalMessages } from '../../providers/messaging/local-messages.ts';
import { createMsg91Provider } from '../../providers/messaging/msg91.ts';
import { createWhatsAppProvider } from '../../providers/messaging/whatsapp.ts';
import { clockOf, defineModule } from '../module.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { createMessagingService, type MessageQueue } from './messaging.service.ts';
import { createMessagingWebhooks } from './messaging-webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.messaging.queue(tx, { orderId, template, params })`: a WhatsApp/SMS message in the caller's transaction. */
    messaging: MessageQueue;
  }
}

/**
 * WhatsApp/SMS messages to shoppers who opted in at checkout (issue 25 item 1, decision 031). Registered before
 * orders and shipments, which queue their messages in their own transactions through `app.messaging`.
 */
export const messagingModule = defineModule('messaging', async (app, ctx) => {
  const { config, database, jobs } = ctx;
  const whatsapp = config.whatsapp;
  const msg91 = config.msg91;
  const service = createMessagingService({
    repository: createMessagingRepository(database.db),
    providers: {
      whatsapp: whatsapp
        ? createWhatsAppProvider({
            accessToken: whatsapp.accessToken,
            phoneNumberId: whatsapp.phoneNumberId,
            baseUrl: whatsapp.baseUrl,
            graphVersion: whatsapp.graphVersion,
            languageCode: whatsapp.languageCode,
            templateNames: whatsapp.templateNames,
          })
        : undefined,
      sms: msg91
        ? createMsg91Provider({ authKey: msg91.authKey, templateIds: msg91.templateIds, baseUrl: msg91.baseUrl })
        : undefined,
      local: createLocalMessages({ dir: path.join(config.dataDir, 'messages'), ...clockOf(ctx) }),
    },
    logger: app.log,
    ...clockOf(ctx),
  });
  app.decorate('messaging', {
    queue: service.queue,
    queueMarketing: service.queueMarketing,
    channel: service.channel,
  } satisfies MessageQueue);
  jobs.handle('message', async ({ messageId }) => service.send(messageId));
  await app.register(messagingRoutes, {
    prefix: '/api/messaging',
    webhooks: createMessagingWebhooks({
      service,
      whatsapp: whatsapp && { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken },
      msg91WebhookToken: msg91?.webhookToken,
    }),
  });
});
