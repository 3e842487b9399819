/**
 * API benchmark (issue: foundation §9): autocannon against a real server on this machine, once on the embedded
 * PGlite and once on PostgreSQL, printing req/s, p50 and p99 per scenario. It prints figures; it asserts nothing.
 *
 *   npm run bench                       # both databases
 *   BENCH_DATABASES=pglite npm run bench
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 npm run bench
 *
 * Budget on the 2-core reference machine, load generator on the same box, 50 connections: listing p99 ≤ 50 ms and
 * ≥ 3,000 req/s on PGlite.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const port = Number(process.env.BENCH_PORT ?? 3290);
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

for (const database of databases) {
  console.log(`\n== ${database}: starting the server (seeding the demo catalogue)…`);
  const server = await startBenchServer(database, port);
  try {
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
  } finally {
    await server.stop();
  }
}

console.log(`\n${connections} connections, ${seconds} s per scenario, load generator on the same machine`);
console.table(rows);
