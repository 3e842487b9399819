import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { enqueueMail } from '../lib/mail/mail-outbox.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createOutboxWorker } from './outbox-worker.ts';

let database: Database;
const silent = { warn() {}, error() {}, info() {} };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hi' });

describe('outbox worker', () => {
  it('sends each due job once, even with two workers claiming at the same time', async () => {
    const sent: string[] = [];
    const handlers = { mail: async (payload: unknown) => void sent.push((payload as { to: string }).to) };
    for (let i = 0; i < 6; i += 1) await enqueueMail(database.db, mail(`once${i}@example.com`));
    const a = createOutboxWorker({ db: database.db, handlers, logger: silent, batchSize: 2 });
    const b = createOutboxWorker({ db: database.db, handlers, logger: silent, batchSize: 2 });
    await Promise.all([a.drain(), b.drain()]);
    expect(sent.sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `once${i}@example.com`));
    const left = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(left).toHaveLength(0);
  });

  it('retries a failing job with growing waits, then marks it failed', async () => {
    let clock = Date.UTC(2026, 1, 1);
    await database.db.delete(outbox);
    await enqueueMail(database.db, mail('down@example.com'), new Date(clock));
    let tries = 0;
    const worker = createOutboxWorker({
      db: database.db,
      handlers: {
        mail: async () => {
          tries += 1;
          throw new Error('SMTP server unavailable');
        },
      },
      logger: silent,
      now: () => clock,
      maxAttempts: 3,
    });
    expect(await worker.runOnce()).toBe(1);
    let [job] = await database.db.select().from(outbox);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server unavailable' });
    expect(job?.runAfter.getTime()).toBe(clock + 30_000);

    expect(await worker.runOnce()).toBe(0); // not due yet
    clock += 30_000;
    expect(await worker.runOnce()).toBe(1);
    [job] = await database.db.select().from(outbox);
    expect(job?.runAfter.getTime()).toBe(clock + 60_000);

    clock += 60_000;
    await worker.runOnce();
    [job] = await database.db.select().from(outbox);
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect(tries).toBe(3);
    clock += 3_600_000;
    expect(await worker.runOnce()).toBe(0);
  });

  it('logs a streak of failed rounds (a database outage) once, and once more when rounds run again', async () => {
    let down = true;
    const errors: string[] = [];
    const infos: string[] = [];
    // A database whose transactions fail while `down`: what every round meets during an outage.
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && down) return async () => Promise.reject(new Error('connection refused'));
        return Reflect.get(target, key, receiver);
      },
    });
    const worker = createOutboxWorker({
      db,
      handlers: {},
      logger: {
        warn() {},
        error: (...args: unknown[]) => void errors.push(String(args[1])),
        info: (...args: unknown[]) => void infos.push(String(args[1])),
      },
      pollMs: 10,
    });
    await database.db.delete(outbox);
    worker.start();
    for (let i = 0; i < 200 && errors.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    // Several more failing rounds pass (pollMs 10) before the database comes back.
    await new Promise((r) => setTimeout(r, 200));
    down = false;
    for (let i = 0; i < 200 && infos.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    expect(errors).toEqual(['outbox round failed; retrying quietly until one succeeds']);
    expect(infos).toEqual(['outbox rounds run again']);
  });

  it('runs in the background once started and stops cleanly', async () => {
    await database.db.delete(outbox);
    const sent: string[] = [];
    const worker = createOutboxWorker({
      db: database.db,
      handlers: { mail: async (payload) => void sent.push((payload as { to: string }).to) },
      logger: silent,
      pollMs: 20,
    });
    worker.start();
    await enqueueMail(database.db, mail('background@example.com'));
    for (let i = 0; i < 100 && sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(sent).toEqual(['background@example.com']);
  });

  it('deletes done jobs a month after they ran, keeps newer ones, failed ones and those still to run', async () => {
    const clock = Date.UTC(2026, 5, 1);
    const day = 86_400_000;
    await database.db.delete(outbox);
    const row = (to: string, status: 'pending' | 'done' | 'failed', processedDaysAgo: number | null) => ({
      kind: 'mail',
      payload: mail(to),
      status,
      processedAt: processedDaysAgo === null ? null : new Date(clock - processedDaysAgo * day),
      runAfter: new Date(clock + day),
    });
    await database.db
      .insert(outbox)
      .values([
        row('old-done@example.com', 'done', 31),
        row('older-done@example.com', 'done', 400),
        row('recent-done@example.com', 'done', 29),
        row('old-failed@example.com', 'failed', 90),
        row('waiting@example.com', 'pending', null),
      ]);
    const logged: unknown[] = [];
    const worker = createOutboxWorker({
      db: database.db,
      handlers: {},
      logger: { ...silent, info: (entry: unknown) => void logged.push(entry) },
      now: () => clock,
    });
    expect(await worker.runOnce()).toBe(0);
    const left = await database.db.select().from(outbox);
    expect(left.map((job) => (job.payload as { to: string }).to).sort()).toEqual([
      'old-failed@example.com',
      'recent-done@example.com',
      'waiting@example.com',
    ]);
    expect(logged).toContainEqual({ deleted: 2, keptDays: 30 });
    // Once an hour, not every round.
    await database.db.insert(outbox).values(row('another-old@example.com', 'done', 60));
    await worker.runOnce();
    expect(await database.db.select().from(outbox)).toHaveLength(4);
  });
});
