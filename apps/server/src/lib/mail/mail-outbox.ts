import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/outbox.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Queues a mail in the outbox. Call it inside the transaction of the change that causes the mail: the mail is sent
 * only if that change commits, and a mail server that is down never fails the request.
 */
export async function enqueueMail(q: Pick<Db, 'insert'>, message: MailMessage, at: Date = new Date()) {
  // Due from `at` on the caller's clock (the worker compares with the same clock).
  await enqueue(q, { kind: 'mail', payload: message }, at);
}
