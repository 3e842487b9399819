/**
 * The delivery promise by PIN code under load (issue 26 item 1, decision 036): autocannon against the bundled server
 * on the embedded database (PGlite; BENCH_DATABASES=postgres or pglite,postgres for more), printing p50, p99 and
 * req/s for `GET /api/delivery-estimate` beside `/api/health` in the same run, and the budget's two checks.
 *
 *   npm run bench:delivery-estimate
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 BENCH_PORT=4201 npm run bench:delivery-estimate
 *
 * Scenarios, each warmed up once (the first pass fills the answer cache and the JIT) then measured:
 * - health: the floor of the stack (routing, hooks, serialization), first and again last (the budget's comparison
 *   takes the mean of the two, as the machine's load moves);
 * - one PIN code and piece: a shopper's repeat asks, the cache's best case;
 * - 60 PIN codes (local, national, remote and one nobody serves) × every size of 3 products, in turn.
 *
 * Budget (issue 26), 50 connections, load generator on the same machine: the estimate's p99 under 20 ms and its
 * throughput at least half of /api/health's. It prints figures and the budget's verdict; it asserts nothing.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'pglite').split(',');
const port = Number(process.env.BENCH_PORT ?? 3292);

/** PIN codes across the zones from the default pickup (302001 Jaipur), and one the directory does not know. */
const PINCODES = [
  '302017',
  '302020',
  '110001',
  '110017',
  '122001',
  '282001',
  '305001',
  '313001',
  '324005',
  '342001',
  '400001',
  '411001',
  '560034',
  '600001',
  '700001',
  '500001',
  '380001',
  '226001',
  '462001',
  '682001',
  '744101',
  '781001',
  '793001',
  '796001',
  '737101',
  '194101',
  '190001',
  '180001',
  '799001',
  '795001',
  '201301',
  '121001',
  '141001',
  '160017',
  '171001',
  '248001',
  '452001',
  '440001',
  '395003',
  '751001',
  '641001',
  '625001',
  '530001',
  '520001',
  '834001',
  '800001',
  '831001',
  '492001',
  '403001',
  '575001',
  '670001',
  '695001',
  '690001',
  '854301',
  '847301',
  '743201',
  '786001',
  '788001',
  '797001',
  '999999',
];

interface Row {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function run(base: string, paths: string[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: base, connections, duration: seconds, requests: paths.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function pieces(base: string) {
  const list = (await (await fetch(`${base}/api/products?limit=3`)).json()) as { data: { _id: string }[] };
  const found: { productId: string; sizeId: string }[] = [];
  for (const { _id } of list.data) {
    const product = (await (await fetch(`${base}/api/products/${_id}`)).json()) as {
      data: { sizes: { _id: string }[] };
    };
    for (const size of product.data.sizes) found.push({ productId: _id, sizeId: size._id });
  }
  if (found.length === 0) throw new Error('no products to benchmark: is the demo catalogue seeded?');
  return found;
}

const estimatePath = (pin: string, piece: { productId: string; sizeId: string }) =>
  `/api/delivery-estimate?pin=${pin}&productId=${piece.productId}&sizeId=${piece.sizeId}`;

const rows: Row[] = [];
const loadAtStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');

for (const database of databases) {
  console.log(`\n== ${database}: starting the server (seeds the demo catalogue)…`);
  // The limit stays on (its cost is part of the figure) but high enough that one load generator is never refused.
  const server = await startBenchServer(database, port, { DELIVERY_ESTIMATE_RATE_LIMIT: '10000000' });
  try {
    const all = await pieces(server.base);
    const scenarios: [string, string[]][] = [
      ['/api/health', ['/api/health']],
      ['delivery estimate, one PIN code and piece', [estimatePath('302017', all[0]!)]],
      [
        `delivery estimate, ${PINCODES.length} PIN codes × ${all.length} sizes`,
        PINCODES.flatMap((pin) => all.map((piece) => estimatePath(pin, piece))),
      ],
      // Again at the end: on a shared machine the floor moves, and the two health runs show by how much.
      ['/api/health', ['/api/health']],
    ];
    for (const [scenario, paths] of scenarios) {
      await run(server.base, paths); // warm-up: fills the cache and the JIT
      const result = await run(server.base, paths);
      const row = {
        database,
        scenario,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      rows.push(row);
      console.log(`${scenario}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}`);
    }
  } finally {
    await server.stop();
  }
}

console.log(
  `\n${connections} connections, ${seconds} s per scenario, load generator on the same machine; ${cpus().length} CPUs, ` +
    `load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} at the end`,
);
console.table(rows);
// The PIN code nobody serves answers 200 (deliverable: false); any non-2xx is a refusal or a failure.
for (const database of databases) {
  const healths = rows.filter((r) => r.database === database && r.scenario === '/api/health');
  // The estimate runs between the two health runs: compared with their mean.
  const healthRps = healths.reduce((sum, r) => sum + r.rps, 0) / healths.length;
  for (const row of rows.filter((r) => r.database === database && r.scenario !== '/api/health')) {
    const share = row.rps / healthRps;
    console.log(
      `${database}, ${row.scenario}: p99 ${row.p99} ms (budget < 20: ${row.p99 < 20 ? 'met' : 'MISSED'}), ` +
        `${Math.round(share * 100)} % of /api/health's mean throughput (budget ≥ 50 %: ${share >= 0.5 ? 'met' : 'MISSED'})`,
    );
  }
}
