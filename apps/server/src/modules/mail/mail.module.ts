import path from 'node:path';
import { createMailer, type MailAttachment, type Mailer, type MailMessage } from '../../lib/mail/mailer.ts';
import { defineModule } from '../module.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Where the invoices module says how a GST document becomes an attachment (registered after this module). */
    mailAttachments: { documents(resolve: DocumentAttachment): void };
  }
}

/** A GST document's PDF by id, or undefined when there is none (the mail goes without it). */
export type DocumentAttachment = (documentId: string) => Promise<MailAttachment | undefined>;

/** Sends the queued mail: SMTP_URL when set, else `.eml` files in DATA_DIR/mail (or the mailer a test passes). */
export const mailModule = defineModule('mail', async (app, { config, deps, jobs }) => {
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: path.join(config.dataDir, 'mail') });
  app.decorate('mailer', mailer);
  let documentAttachment: DocumentAttachment | undefined;
  app.decorate('mailAttachments', { documents: (resolve: DocumentAttachment) => void (documentAttachment = resolve) });
  // Attachments are read when the mail is sent, so the outbox carries only their ids.
  const withAttachments = async ({ documentIds, ...message }: MailMessage): Promise<MailMessage> => {
    if (!documentIds?.length || !documentAttachment) return message;
    const found = await Promise.all(documentIds.map((id) => documentAttachment!(id)));
    const attachments = found.filter((a): a is MailAttachment => a !== undefined);
    return attachments.length > 0 ? { ...message, attachments } : message;
  };
  jobs.handle('mail', async (message) => mailer.send(await withAttachments(message)));
  app.addHook('onClose', async () => mailer.close());
});
