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
import { performance } from 'node:perf_hooks';
import { startBenchServer } from './bench-server.ts';
import { seedGstMonth } from './gst-summary-seed.ts';

const invoices = Number(process.env.BENCH_INVOICES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3295);
const ADMIN = { email: 'gst-bench@kala.test', password: 'Gst-bench-pass-2026' };

async function timed(url: string, token: string) {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await answer.text();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: body.length, body };
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
    for (let i = 0; i < runs; i += 1) times.push((await timed(`${server.base}${path}`, token)).ms);
    rows.push({
      request: name,
      'first ms': Math.round(first.ms),
      [`median of ${runs} ms`]: Math.round(median(times)),
      'max ms': Math.round(Math.max(...times)),
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
  console.log(`\n${invoices} invoices in one month on PostgreSQL (budget: under 2 s)`);
  console.table(rows);
} finally {
  await server.stop();
}
