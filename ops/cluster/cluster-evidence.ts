import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Cluster } from './cluster.ts';

/**
 * What a cluster's instances leave behind that says which of them did what (the cluster test's evidence that a job
 * ran once): the mails each filed in its own DATA_DIR/mail, and the JSON lines of its log.
 */

export interface FiledMail {
  /** The instance that sent it (whose DATA_DIR it is in). */
  instance: string;
  to: string;
  subject: string;
  /** The whole message, headers unfolded. */
  text: string;
}

/** Every mail the instances have filed so far (the mailer writes one .eml per message sent). */
export function filedMails(cluster: Cluster): FiledMail[] {
  return cluster.instances.flatMap((instance) => {
    const dir = path.join(instance.dataDir, 'mail');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => {
        // Headers may be folded over several lines.
        const text = readFileSync(path.join(dir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(text)?.[1]?.trim() ?? '';
        const to = /[^\s<>"]+@[^\s<>"]+/.exec(header('To'))?.[0] ?? '';
        return { instance: instance.name, to: to.toLowerCase(), subject: header('Subject'), text };
      });
  });
}

/** The instances that filed a mail whose subject contains `subject` to `to` (one entry per mail). */
export const sendersOf = (mails: FiledMail[], subject: string, to?: string) =>
  mails.filter((mail) => mail.subject.includes(subject) && (!to || mail.to === to)).map((mail) => mail.instance);

/** The JSON lines of each instance's log (LOG_FORMAT=json), with the instance that wrote them. */
export function logLines(cluster: Cluster): { instance: string; line: Record<string, unknown> }[] {
  return cluster.instances.flatMap((instance) => {
    if (!existsSync(instance.logFile)) return [];
    return readFileSync(instance.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => ({ instance: instance.name, line: JSON.parse(line) as Record<string, unknown> }));
  });
}

/** Asks `read` again until `done` holds, for at most `ms`; answers the last result, the reads and the time taken. */
export async function pollFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = performance.now();
  let value = await read();
  let reads = 1;
  while (!done(value) && performance.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
    reads += 1;
  }
  return { value, reads, tookMs: Math.round(performance.now() - started) };
}

export interface JobRow {
  kind: string;
  status: string;
  attempts: number;
}

/**
 * Waits until every outbox job of `kinds` is done (both instances' workers poll every 2 s), for at most `ms`, and
 * answers them all. A job that failed, or one still pending when the time is up, is in the answer as it is.
 */
export async function jobsOnceSettled(db: pg.Client, kinds: string[], ms = 60_000): Promise<JobRow[]> {
  const read = async () =>
    (
      await db.query<JobRow>(`select kind, status, attempts from outbox where kind = any($1::text[]) order by kind`, [
        kinds,
      ])
    ).rows;
  return (await pollFor(read, (rows) => rows.every((row) => row.status === 'done'), ms)).value;
}

/** How many entries of each status each order's history has: { [orderId]: { confirmed: 1, … } }. */
export async function historyCounts(db: pg.Client, orderIds: string[]) {
  const { rows } = await db.query<{ order_id: string; status: string; n: number }>(
    `select order_id, status, count(*)::int as n from order_status_history
     where order_id = any($1::uuid[]) group by order_id, status`,
    [orderIds],
  );
  const counts: Record<string, Record<string, number>> = Object.fromEntries(orderIds.map((id) => [id, {}]));
  for (const row of rows) counts[row.order_id]![row.status] = row.n;
  return counts;
}
