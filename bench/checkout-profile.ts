/**
 * Where a checkout journey's time goes (issue 31 item 2): the server under the 20-shopper checkout load
 * (checkout-journey.ts) with Node's CPU profiler on (`--cpu-prof`, summarised by profile-summary.ts), and
 * PostgreSQL's pg_stat_statements over the measured round: each statement's calls, rows and time, per journey.
 * It prints figures; it asserts nothing.
 *
 *   npm run bench:checkout-profile -w @kala/bench
 *
 * pg_stat_statements must be loaded when PostgreSQL starts (shared_preload_libraries). When the server at
 * BENCH_DATABASE_URL has not loaded it, a scratch PostgreSQL of the same version is started for the run with it loaded
 * and with the machine's commit settings (scratch-postgres.ts); the shared server is never restarted.
 *
 * Settings: BENCH_SECONDS (20, measured), BENCH_WARMUP_SECONDS (5), BENCH_SHOPPERS (20), BENCH_PORT (3294),
 * BENCH_SCRATCH_PORT (3295: the scratch PostgreSQL), BENCH_PROFILE_DIR (where the .cpuprofile is kept; a temporary
 * folder by default), BENCH_TOP (25 rows a table).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUrl, startBenchServer } from './bench-server.ts';
import { addresses, CHECKOUT_SERVER_ENV, cpuRow, prepareStore, roundRow } from './checkout-bench.ts';
import { cpuPerJourney, snapshotCpu } from './process-cpu.ts';
import { runRound } from './checkout-journey.ts';
import { perJourney, readCounters, SETTLE_MS } from './database-counters.ts';
import { printSummary } from './profile-summary.ts';
import { startScratchPostgres, type ScratchPostgres } from './scratch-postgres.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3294);
const scratchPort = Number(process.env.BENCH_SCRATCH_PORT ?? 3295);
const top = Number(process.env.BENCH_TOP ?? 25);
const profileDir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'kala-checkout-profile-'));

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The system's monotonic clock in µs, the clock V8 stamps its profile samples with. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const TABLE_COUNTERS = ['seq_scan', 'seq_tup_read', 'idx_scan', 'idx_tup_fetch', 'n_tup_ins', 'n_tup_upd', 'n_tup_del'];

async function tableCounters(databaseUrl: string) {
  return withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<Record<string, string>>(
      `select relname, ${TABLE_COUNTERS.join(', ')} from pg_stat_user_tables`,
    );
    return new Map(rows.map((r) => [r.relname!, r]));
  });
}

/** Each table's counters over the round, per journey, the busiest first; tables the round did not touch are left out. */
function tablesPerJourney(
  before: Map<string, Record<string, string>>,
  after: Map<string, Record<string, string>>,
  journeys: number,
) {
  const rows = [...after].map(([table, row]) => {
    const counts: Record<string, number> = {};
    for (const name of TABLE_COUNTERS) {
      const delta = Number(row[name] ?? 0) - Number(before.get(table)?.[name] ?? 0);
      counts[name] = Math.round((delta / journeys) * 100) / 100;
    }
    return { table, counts };
  });
  return rows
    .filter(({ counts }) => TABLE_COUNTERS.some((name) => counts[name] !== 0))
    .sort((a, b) => b.counts.seq_tup_read! - a.counts.seq_tup_read!)
    .map(({ table, counts }) => ({ table, ...counts }));
}

const preloaded = (url: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ setting: string }>(
      "select setting from pg_settings where name = 'shared_preload_libraries'",
    );
    return rows[0]!.setting
      .split(',')
      .map((s) => s.trim())
      .includes('pg_stat_statements');
  });

interface Statement {
  query: string;
  calls: number;
  rows: number;
  total_ms: number;
  mean_ms: number;
}

/** pg_stat_statements of the bench database, per journey; this script's own reads of pg_stat_* left out. */
async function statementsPerJourney(databaseUrl: string, journeys: number) {
  const statements = await withClient(
    databaseUrl,
    async (c) =>
      (
        await c.query<Statement>(
          `select query, calls::int, rows::int, total_exec_time as total_ms, mean_exec_time as mean_ms
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
           and query not like '%pg_stat%'
         order by total_exec_time desc`,
        )
      ).rows,
  );
  const sum = (pick: (s: Statement) => number) => statements.reduce((total, s) => total + pick(s), 0);
  return {
    totals: {
      'statements / journey': (sum((s) => s.calls) / journeys).toFixed(1),
      'rows / journey': (sum((s) => s.rows) / journeys).toFixed(1),
      'execution ms / journey': (sum((s) => s.total_ms) / journeys).toFixed(2),
      'distinct statements': statements.length,
    },
    rows: statements.slice(0, top).map((s) => ({
      'calls / journey': (s.calls / journeys).toFixed(2),
      'rows / call': (s.rows / Math.max(1, s.calls)).toFixed(1),
      'mean ms': s.mean_ms.toFixed(3),
      'ms / journey': (s.total_ms / journeys).toFixed(3),
      query: s.query.replace(/\s+/g, ' ').slice(0, 150),
    })),
  };
}

const startLoad = loadavg()[0]!.toFixed(2);
let scratch: ScratchPostgres | undefined;
let adminUrl = postgresUrl;
if (!(await preloaded(postgresUrl))) {
  console.log(
    `== pg_stat_statements is not loaded on ${new URL(postgresUrl).host}: starting a scratch PostgreSQL on ${scratchPort}…`,
  );
  scratch = await startScratchPostgres(scratchPort, postgresUrl);
  adminUrl = scratch.url;
}
try {
  console.log(`== starting the server with --cpu-prof (profile in ${profileDir}), load average ${startLoad}…`);
  const server = await startBenchServer('postgres', port, CHECKOUT_SERVER_ENV, {
    adminUrl,
    nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  let report: Awaited<ReturnType<typeof statementsPerJourney>>;
  let round: Awaited<ReturnType<typeof runRound>>;
  let counters: Record<string, number>;
  let cpu: ReturnType<typeof cpuPerJourney>;
  let tables: Record<string, string | number>[];
  const window = { from: 0, to: 0 };
  try {
    const store = await prepareStore(server.base, shoppers, warmupSeconds);
    const databaseUrl = server.databaseUrl!;
    await withClient(databaseUrl, (c) => c.query('create extension if not exists pg_stat_statements'));
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = await readCounters(databaseUrl);
    await withClient(databaseUrl, (c) => c.query('select pg_stat_statements_reset()'));
    const tablesBefore = await tableCounters(databaseUrl);
    console.log(`== ${shoppers} shoppers, ${seconds} s (load average ${loadavg()[0]!.toFixed(2)})…`);
    const cpuBefore = await snapshotCpu(server.pid, databaseUrl);
    window.from = monotonicMicros();
    round = await runRound(server.base, store.tokens, store.lines, seconds, addresses);
    window.to = monotonicMicros();
    cpu = cpuPerJourney(
      cpuBefore,
      await snapshotCpu(server.pid, databaseUrl),
      round.journeyLatencies.length,
      databaseUrl,
    );
    // The order mails' outbox jobs of the round run in the next few seconds: they are part of an order's cost.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const journeys = round.journeyLatencies.length;
    report = await statementsPerJourney(databaseUrl, journeys);
    counters = perJourney(before, await readCounters(databaseUrl), journeys);
    tables = tablesPerJourney(tablesBefore, await tableCounters(databaseUrl), journeys);
  } finally {
    await server.stop(); // SIGTERM: the server exits 0 and Node writes the profile
  }

  console.log(
    `\n${shoppers} shoppers, ${seconds} s, server under --cpu-prof, ${cpus().length} cores, load generator on this machine; ` +
      `load average ${startLoad} at the start, ${loadavg()[0]!.toFixed(2)} at the end${scratch ? '; scratch PostgreSQL with pg_stat_statements' : ''}`,
  );
  console.table([roundRow('postgres', round)]);
  console.table([cpuRow('postgres', shoppers, cpu)]);
  console.log(
    '\npg_stat_statements over the round, per journey that placed an order (mail jobs of the outbox included):',
  );
  console.table([report.totals]);
  console.table(report.rows);
  console.log('pg_stat_database, per journey:');
  console.table([counters]);
  console.log(
    'pg_stat_user_tables, per journey (scans, and rows read by sequential scans and fetched through indexes):',
  );
  console.table(tables);
  const profiles = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  for (const file of profiles) {
    printSummary(path.join(profileDir, file), top, window);
    console.log(
      `(the whole life of the server, start and warm-up included: node bench/profile-summary.ts ${path.join(profileDir, file)})`,
    );
  }
  if (profiles.length === 0) console.log(`no .cpuprofile was written in ${profileDir}`);
} finally {
  await scratch?.stop();
}
