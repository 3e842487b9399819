/**
 * PostgreSQL's own counters of one database (pg_stat_database): transactions and rows, read before and after a
 * round to give them per journey. They need no extension, so they work on any PostgreSQL; they do not count
 * statements (pg_stat_statements does: checkout-profile.ts).
 */
import pg from 'pg';

export const COUNTERS = [
  'xact_commit',
  'xact_rollback',
  'tup_returned',
  'tup_fetched',
  'tup_inserted',
  'tup_updated',
  'tup_deleted',
  'blks_hit',
  'blks_read',
] as const;
export type Counters = Record<(typeof COUNTERS)[number], number>;

/**
 * A backend reports its counters when it goes idle, at most once a second, and a backend left idle reports what is
 * still pending after 10 s (PostgreSQL 15's PGSTAT_IDLE_INTERVAL): wait that long after the load before reading.
 */
export const SETTLE_MS = 11_000;

export async function readCounters(databaseUrl: string): Promise<Counters> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `select ${COUNTERS.join(', ')} from pg_stat_database where datname = current_database()`,
    );
    return Object.fromEntries(COUNTERS.map((name) => [name, Number(rows[0]![name])])) as Counters;
  } finally {
    await client.end();
  }
}

/** after − before, divided by `journeys`, rounded to a tenth. */
export function perJourney(before: Counters, after: Counters, journeys: number): Record<string, number> {
  return Object.fromEntries(
    COUNTERS.map((name) => [name, Math.round(((after[name] - before[name]) / Math.max(1, journeys)) * 10) / 10]),
  );
}
