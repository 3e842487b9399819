/**
 * Search benchmark (issue 28 item 5, decision 045): autocannon against the bundled server with the demo catalogue,
 * on the embedded PGlite by default (BENCH_DATABASES=pglite,postgres for both), printing req/s, p50 and p99 of:
 *
 * - 'listing, search': api-bench's own scenario (`?search=terracotta`), the answer from the response cache;
 * - 'listing, search however typed': typos, Devanagari, Hindi in Latin letters and a plural, in turn (cached after
 *   the warm-up pass, as a popular search is);
 * - 'listing, search however typed, uncached': the same words with each letter's case drawn at random and a page size
 *   drawn from 10 to 48, so nearly every request is a cache miss that runs the search's two statements (the page and
 *   the count) and the page's sizes, reviews and creators;
 * - 'listing, Devanagari search, uncached deep page': Devanagari words with a different page past 50 each request
 *   (every request a miss: the match, the rank order and the count over the whole catalogue);
 * - 'suggest': GET /api/search/suggest as the header asks while typing, each prefix in turn (cached after warm-up).
 *
 *   node bench/search-bench.ts
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_DATABASES=pglite node bench/search-bench.ts
 *   BENCH_ONLY=uncached node bench/search-bench.ts   # the scenarios whose name holds the text
 *
 * Budget (issue 28 item 5): the listing's search scenario keeps p99 under 30 ms at 50 connections on PGlite.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DATABASES ?? 'pglite').split(',');
const port = Number(process.env.BENCH_PORT ?? 3293);
/** Only the scenarios whose name holds this text (say 'uncached'); all by default. */
const only = process.env.BENCH_ONLY ?? '';

const TYPED = ['mandla', 'teracota', 'मंडला', 'टेराकोटा', 'madhubni', 'mandalas', 'peacocks', 'warli plate'];
const LATIN = TYPED.filter((words) => /^[a-z ]+$/.test(words));
const DEVANAGARI = TYPED.filter((words) => !LATIN.includes(words));
const PREFIXES = ['ma', 'man', 'mand', 'mandl', 'mandla', 'te', 'ter', 'tera', 'teraco', 'मं', 'मंड', 'मंडला', 'madhu'];

const randomCase = (words: string) => [...words].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
const q = (words: string) => encodeURIComponent(words);

type PathOf = (n: number) => string;
const SCENARIOS: [string, PathOf][] = [
  ['listing, search', () => '/api/products?search=terracotta&page=1'],
  ['listing, search however typed', (n) => `/api/products?search=${q(TYPED[n % TYPED.length]!)}&page=1`],
  [
    'listing, search however typed, uncached',
    (n) =>
      `/api/products?search=${q(randomCase(LATIN[n % LATIN.length]!))}&page=1&limit=${10 + Math.floor(Math.random() * 39)}`,
  ],
  [
    'listing, Devanagari search, uncached deep page',
    (n) => `/api/products?search=${q(DEVANAGARI[n % DEVANAGARI.length]!)}&page=${51 + n}`,
  ],
  ['suggest', (n) => `/api/search/suggest?q=${q(PREFIXES[n % PREFIXES.length]!)}`],
];

function run(base: string, pathOf: PathOf, headers: Record<string, string> = {}) {
  let n = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${base}${pathOf(0)}`,
        connections,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: pathOf(n++) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const loadAtStart = load();
const rows: Record<string, string | number>[] = [];

for (const database of databases) {
  console.log(`\n== ${database}: starting the server with the demo catalogue…`);
  // The suggestions' per-address limit would refuse a load generator on one address.
  const server = await startBenchServer(database, port, { SEARCH_SUGGEST_RATE_LIMIT: '10000000' });
  try {
    for (const [scenario, pathOf] of SCENARIOS.filter(([name]) => name.includes(only))) {
      await run(server.base, pathOf); // warm-up: the cache and the JIT
      const result = await run(server.base, pathOf);
      const errors = result.errors + result.non2xx;
      rows.push({
        database,
        scenario,
        'req/s': Math.round(result.requests.average),
        'p50 (ms)': result.latency.p50,
        'p99 (ms)': result.latency.p99,
        errors,
      });
      console.log(
        `${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
          (errors ? `, ${errors} errors` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}

console.log(
  `\n${connections} connections, ${seconds} s per scenario, load generator on the same machine; ${cpus().length} CPUs, ` +
    `load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end`,
);
console.table(rows);
