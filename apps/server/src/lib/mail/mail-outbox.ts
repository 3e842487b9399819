import { outbox } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail';

/**
 * Queues a mail in the outbox. Call it inside the transaction of the change that causes the mail: the mail is sent
 * only if that change commits, and a mail server that is down never fails the request.
 */
export async function enqueueMail(q: Pick<Db, 'insert'>, message: MailMessage, at: Date = new Date()) {
  // Due from `at` on the caller's clock (the worker compares with the same clock).
  await q.insert(outbox).values({ kind: MAIL_JOB, payload: message, runAfter: at });
}
