import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/** One mail as the outbox carries it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra header lines, as name and value (a newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058).
   * nodemailer encodes them; the outbox carries them with the rest of the mail.
   */
  headers?: Record<string, string>;
  /**
   * GST documents to attach as PDFs (the shipped mail's invoice), by id: the outbox payload stays small, and the
   * mail job reads the document's kept PDF when it sends (modules/invoices/document-files.ts).
   */
  documentIds?: string[];
  /** Files attached at send time (from `documentIds`); never stored in the outbox. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /** Sends (or files) one mail; throws when it could not, so the outbox retries it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The message as nodemailer takes it: the ids of the documents are ours, not a header. */
const nodemailerMessage = (from: string, { documentIds: _ids, ...message }: MailMessage) => ({ from, ...message });

/**
 * Mail delivery (architecture §5): SMTP through nodemailer when SMTP_URL is set; otherwise each mail is rendered to
 * its raw RFC 822 form and written as an `.eml` file in DATA_DIR/mail, which any mail client opens. nodemailer is
 * loaded with the first mail, not at start (issue 13: an idle server holds only what it has used).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; mailDir: string }): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const close = () => void transport?.then((t) => t.close());

  if (options.smtpUrl) {
    return {
      async send(message) {
        await (await transporter()).sendMail(nodemailerMessage(options.from, message));
      },
      close,
    };
  }

  return {
    async send(message) {
      const info = await (await transporter()).sendMail(nodemailerMessage(options.from, message));
      await mkdir(options.mailDir, { recursive: true });
      // Time first so a directory listing reads in order; the message id keeps names unique.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = String(info.messageId ?? Math.random()).replace(/[^\w.-]/g, '');
      await writeFile(path.join(options.mailDir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
    close,
  };
}
