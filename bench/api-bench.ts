/**
 * API benchmark (issue: foundation §9): autocannon against a real server on this machine, once on the embedded
 * PGlite and once on PostgreSQL, printing req/s, p50 and p99 per scenario. Beside them (issue 13 item 8): the cold
 * start on existing data (process start to /api/health answering, median of BENCH_COLD_STARTS) and the server's RSS
 * idle and after the load. It prints figures; it asserts nothing.
 *
 * On each database: a first start seeds the demo catalogue into a new data set; BENCH_COLD_STARTS starts on that
 * data are timed one after another; one more start serves the load, measured BENCH_IDLE_SECONDS after it is ready
 * (idle) and at the end (after the load, and its peak).
 *
 *   npm run bench                       # both databases
 *   BENCH_DATABASES=pglite npm run bench
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 npm run bench
 *
 * Budget on the 2-core reference machine, load generator on the same box, 50 connections: listing p99 ≤ 50 ms and
 * ≥ 3,000 req/s on PGlite.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createBenchData, spawnServer, type BenchData } from './bench-server.ts';
import { measureStart, median, medianPhases, type StartFigures } from './cold-start.ts';
import { processMemory } from './process-memory.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const port = Number(process.env.BENCH_PORT ?? 3290);
const coldStarts = Number(process.env.BENCH_COLD_STARTS ?? 5);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const base = `http://127.0.0.1:${port}`;

async function scenarios() {
  const list = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
  const id = list.data[0]?._id;
  if (!id) throw new Error('no products to benchmark: is the demo catalogue seeded?');
  return [
    ['listing', '/api/products'],
    ['listing, category + price + sort', '/api/products?category=mandala&price=1000-5000&sort=price-low'],
    ['listing, search', '/api/products?search=terracotta&page=1'],
    ['product by id', `/api/products/${id}`],
  ] as const;
}

function run(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rows: { database: string; scenario: string; rps: number; p50: number; p99: number; errors: number }[] = [];
const startRows: Record<string, string | number>[] = [];

/** The request figures: each scenario once to warm up (cache, JIT), then measured. */
async function measureRequests(database: string) {
  for (const [scenario, pathname] of await scenarios()) {
    await run(`${base}${pathname}`); // warm-up pass fills the cache and the JIT
    const result = await run(`${base}${pathname}`);
    rows.push({
      database,
      scenario,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    console.log(
      `${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The first start (seeding) and BENCH_COLD_STARTS starts on the data it left. */
async function timeStarts(database: string, data: BenchData) {
  console.log(`\n== ${database}: first start (seeds the demo catalogue)…`);
  const first = await measureStart(data, port);
  console.log(`first start, empty data: ${ms(first.toHealthMs)} to /api/health`);
  const starts: StartFigures[] = [];
  for (let i = 0; i < coldStarts; i++) {
    starts.push(await measureStart(data, port));
    const { toHealthMs, server } = starts.at(-1)!;
    console.log(
      `cold start ${i + 1}/${coldStarts}: ${ms(toHealthMs)} to /api/health` +
        (server ? ` (server's own startMs ${server.startMs}, RSS at listen ${server.rssMb} MB)` : ''),
    );
  }
  const logged = starts.flatMap((s) => (s.server ? [s.server] : []));
  const phases = medianPhases(starts);
  console.log(`cold start phases, median ms: ${JSON.stringify(phases)}`);
  return {
    first: first.toHealthMs,
    coldMedian: median(starts.map((s) => s.toHealthMs)),
    coldRange: [Math.min(...starts.map((s) => s.toHealthMs)), Math.max(...starts.map((s) => s.toHealthMs))],
    serverStartMedian: logged.length ? median(logged.map((s) => s.startMs)) : NaN,
    rssAtListenMedian: logged.length ? Math.round(median(logged.map((s) => s.rssMb))) : NaN,
  };
}

// The figures depend on what else the machine runs: say how busy it was.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadAtStart = load();

for (const database of databases) {
  const data = await createBenchData(database);
  try {
    const starts = await timeStarts(database, data);
    console.log(`\n== ${database}: starting the server on that data for the load…`);
    const server = await spawnServer(data, port);
    try {
      await new Promise((r) => setTimeout(r, idleSeconds * 1000));
      const idle = processMemory(server.pid);
      console.log(`RSS idle (${idleSeconds} s after ready): ${idle.rssMb} MB`);
      await measureRequests(database);
      const after = processMemory(server.pid);
      console.log(`RSS after the load: ${after.rssMb} MB (peak ${after.peakRssMb} MB)`);
      startRows.push({
        database,
        'first start (seed)': ms(starts.first),
        [`cold start, median of ${coldStarts}`]: ms(starts.coldMedian),
        'cold start, range': `${ms(starts.coldRange[0]!)} – ${ms(starts.coldRange[1]!)}`,
        "server's startMs, median": ms(starts.serverStartMedian),
        'RSS at listen (MB)': starts.rssAtListenMedian,
        'RSS idle (MB)': idle.rssMb,
        'RSS after load (MB)': after.rssMb,
        'RSS peak (MB)': after.peakRssMb,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await data.remove();
  }
}

console.log(
  `\n${connections} connections, ${seconds} s per scenario, load generator on the same machine; ${cpus().length} CPUs, ` +
    `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end`,
);
console.table(rows);
console.log(
  `\nStarts on existing data (process start to /api/health answering) and the server's resident memory ` +
    `(idle: ${idleSeconds} s after ready; after load: at the end of the scenarios above; peak: the process's highest)`,
);
console.table(startRows);
