/**
 * The month's GST summary on a busy month (issue 24 item 7): 100,000 tax invoices (with 2 to 3 lines each) and 4,000
 * credit notes issued in April 2026, written straight into a temporary PostgreSQL database by generate_series, then
 * `GET /api/admin/gst/summary?month=2026-04` and its CSV asked of the real server, timed. It prints figures; it
 * asserts nothing.
 *
 *   npm run bench:gst-summary -w @kala/bench
 *
 * Settings: BENCH_INVOICES (100000), BENCH_RUNS (5), BENCH_PORT (3295), BENCH_DATABASE_URL. Budget: under 2 s.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startBenchServer } from './bench-server.ts';
import { seedGstMonth } from './gst-summary-seed.ts';

const invoices = Number(process.env.BENCH_INVOICES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3295);
const ADMIN = { email: 'gst-bench@kala.test', password: 'Gst-bench-pass-2026' };

/** CPU time (ms) a process has used, from /proc (Linux); 0 where it cannot be read. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time of the server process and of the database's backends (PostgreSQL on this machine): on a machine busy with
 * other work the wall time measures the queue for the CPU as much as the summary, the CPU time only the summary.
 */
async function cpuMs(serverPid: number, databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return processCpuMs(serverPid) + rows.reduce((sum, row) => sum + processCpuMs(row.pid), 0);
}

async function timed(url: string, token: string) {
  const cpuBefore = await cpuMs(server.pid, server.databaseUrl!);
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await answer.text();
  const ms = performance.now() - started;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${body.slice(0, 200)}`);
  // Backends that ended meanwhile take their time with them: a lower bound, but the pool keeps its connections.
  const cpu = (await cpuMs(server.pid, server.databaseUrl!)) - cpuBefore;
  return { ms, cpu, bytes: body.length, body };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`== postgres: starting the server…`);
const server = await startBenchServer('postgres', port, {
  SEED_DEMO: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
try {
  await seedGstMonth(server.databaseUrl!, invoices);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const rows: Record<string, string | number>[] = [];
  for (const [name, path] of [
    ['summary (JSON)', '/api/admin/gst/summary?month=2026-04'],
    ['summary.csv', '/api/admin/gst/summary.csv?month=2026-04'],
  ] as const) {
    const first = await timed(`${server.base}${path}`, token);
    const times: number[] = [];
    const cpus: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await timed(`${server.base}${path}`, token);
      times.push(run.ms);
      cpus.push(run.cpu);
    }
    rows.push({
      request: name,
      'first ms': Math.round(first.ms),
      [`median of ${runs} ms`]: Math.round(median(times)),
      'max ms': Math.round(Math.max(...times)),
      'CPU ms (median)': median(cpus),
      'answer KB': Math.round(first.bytes / 1024),
    });
    if (name === 'summary (JSON)') {
      const data = JSON.parse(first.body).data;
      console.log(
        `April 2026: ${data.totals.invoices.count} invoices, ${data.totals.creditNotes.count} credit notes; ` +
          `table 7 ${data.b2cSmall.length} rows, table 5 ${data.b2cLarge.length}, table 4 ${data.b2b.length}, ` +
          `9B ${data.creditNotes.length}, 12 ${data.hsn.length}, 13 ${data.documentsIssued.length}`,
      );
    }
  }
  const [one, five] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(
    `\n${invoices} invoices in one month on PostgreSQL (budget: under 2 s); load average ${one} (1 min), ${five} (5 min)`,
  );
  console.table(rows);
} finally {
  await server.stop();
}
