import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { safeErrorMessage } from '../lib/log-redaction.ts';
import type { JobHandler, JobKind, JobRegistry } from './outbox.ts';

export type OutboxHandler = (payload: unknown) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Db;
  /** Handlers by kind; the modules add theirs with `handle` (the app starts with none). */
  handlers?: Record<string, OutboxHandler>;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  now?: () => number;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Pause between rounds when the last one found nothing. */
  pollMs?: number;
  /** Attempts before a job is marked failed. */
  maxAttempts?: number;
  /** How long a done job's row is kept (for an operator looking into a mail or a shipment) before it is deleted. */
  keepDoneMs?: number;
  /** How often a worker deletes the done rows past keepDoneMs. */
  pruneEveryMs?: number;
}

/** How long a claimed job stays invisible to other workers: if its worker dies, another picks it up after this. */
const LEASE_MS = 5 * 60_000;
/** Done rows are kept 30 days, then deleted: the table would otherwise grow by a row per mail forever. */
const KEEP_DONE_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;
/** Rows deleted per statement, so a first prune of a long-running store never holds a long lock. */
const PRUNE_BATCH = 1000;
/** Retry waits: 30 s, 1 min, 2 min, ... up to an hour. */
const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** (attempts - 1));

/**
 * The outbox worker (architecture §1): claims due jobs with FOR UPDATE SKIP LOCKED in a short transaction that also
 * pushes their run time out by a lease, then runs them outside any transaction, then marks each done, schedules a
 * retry with backoff, or marks it failed. Any number of instances can run one; each job runs once.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, logger } = options;
  const handlers: Record<string, OutboxHandler> = { ...options.handlers };
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 2000;
  const maxAttempts = options.maxAttempts ?? 8;
  const keepDoneMs = options.keepDoneMs ?? KEEP_DONE_MS;
  const pruneEveryMs = options.pruneEveryMs ?? PRUNE_EVERY_MS;
  /** Undefined until the first round: a worker prunes once soon after it starts, then every pruneEveryMs. */
  let prunedAt: number | undefined;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** When the current streak of failed rounds began (undefined while rounds succeed). */
  let failingSince: number | undefined;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.runAfter, new Date(now()))))
        .orderBy(asc(outbox.runAfter))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(outbox)
        .set({ runAfter: new Date(now() + LEASE_MS) })
        .where(
          inArray(
            outbox.id,
            due.map((job) => job.id),
          ),
        );
      return due;
    });
  }

  async function runJob(job: typeof outbox.$inferSelect) {
    const attempts = job.attempts + 1;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for outbox job kind "${job.kind}"`);
      await handler(job.payload);
      await db
        .update(outbox)
        .set({ status: 'done', attempts, processedAt: new Date(now()), lastError: null })
        .where(eq(outbox.id, job.id));
    } catch (error) {
      // Never the payload (a mail's body, a reset link): the job's id and kind, and the error without the values a
      // failed query carried (lib/log-redaction.ts).
      const message = safeErrorMessage(error);
      const failed = attempts >= maxAttempts;
      logger[failed ? 'error' : 'warn']({ job: job.id, kind: job.kind, attempts, err: message }, 'outbox job failed');
      await db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 1000),
          runAfter: new Date(now() + retryDelayMs(attempts)),
          ...(failed ? { processedAt: new Date(now()) } : {}),
        })
        .where(eq(outbox.id, job.id));
    }
  }

  /**
   * Deletes the done jobs processed more than keepDoneMs ago, a batch at a time; resolves with how many. Failed jobs
   * stay until an operator has looked at them; pending ones are still to run. Any number of workers may prune at once.
   */
  async function prune(): Promise<number> {
    const before = new Date(now() - keepDoneMs);
    let total = 0;
    for (;;) {
      const batch = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'done'), lt(outbox.processedAt, before)))
        .limit(PRUNE_BATCH);
      const deleted = await db.delete(outbox).where(inArray(outbox.id, batch)).returning({ id: outbox.id });
      total += deleted.length;
      if (deleted.length < PRUNE_BATCH) break;
    }
    if (total > 0) logger.info({ deleted: total, keptDays: keepDoneMs / 86_400_000 }, 'old outbox jobs deleted');
    return total;
  }

  /** One round: claims due jobs and runs them, and prunes when it is time. Resolves with how many jobs ran. */
  async function runOnce(): Promise<number> {
    const jobs = await claim();
    for (const job of jobs) await runJob(job);
    if (prunedAt === undefined || now() - prunedAt >= pruneEveryMs) {
      prunedAt = now();
      await prune();
    }
    return jobs.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().then(
        (count) => {
          if (failingSince !== undefined) {
            logger.info({ failedForMs: now() - failingSince }, 'outbox rounds run again');
            failingSince = undefined;
          }
          return count;
        },
        (error: unknown) => {
          // A database outage fails every round until it ends: one line when it starts, one when it ends.
          if (failingSince === undefined) {
            failingSince = now();
            logger.error({ err: safeErrorMessage(error) }, 'outbox round failed; retrying quietly until one succeeds');
          }
          return 0;
        },
      );
      void running.then((count) => {
        running = undefined;
        // A full batch means more may be waiting: go again at once.
        schedule(count >= batchSize ? 0 : pollMs);
      });
    }, delay);
    timer.unref();
  }

  const registry: JobRegistry = {
    handle<K extends JobKind>(kind: K, handler: JobHandler<K>) {
      // Two modules claiming one kind would run each job twice, or only one of them: a mistake to stop at start.
      if (handlers[kind]) throw new Error(`outbox job kind "${kind}" already has a handler`);
      handlers[kind] = handler as OutboxHandler;
    },
  };

  return {
    ...registry,
    runOnce,
    prune,
    /** Runs until there is nothing due (tests, scripts). */
    async drain(): Promise<number> {
      let total = 0;
      for (let count = await runOnce(); count > 0; count = await runOnce()) total += count;
      return total;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Stops polling and waits for the round in flight, so close never cuts a job in half. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
