import path from 'node:path';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { defineModule } from '../module.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Sends the queued mail: SMTP_URL when set, else `.eml` files in DATA_DIR/mail (or the mailer a test passes). */
export const mailModule = defineModule('mail', async (app, { config, deps, jobs }) => {
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail') });
  app.decorate('mailer', mailer);
  jobs.handle('mail', (message) => mailer.send(message));
  app.addHook('onClose', async () => mailer.close());
});
