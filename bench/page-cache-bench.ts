/**
 * Page cache benchmark (issue 16 item 9, and the operations loose ends D): do tracking parameters
 * (`?utm_source=<random>`) make the server render public pages again, do random search words (`?search=<random>`,
 * each a page the server renders) fill its memory, and does either push the catalogue's rendered pages out of the
 * cache? It prints figures; it asserts nothing. Needs `npm run build` (the web build and its server renderer).
 *
 *   npm run bench:page-cache -w @kala/bench
 *   BENCH_SECONDS=30 BENCH_FLOOD_SECONDS=60 BENCH_CONNECTIONS=20 npm run bench:page-cache -w @kala/bench
 *
 * Against the real server (bench-server.ts, PGlite, demo catalogue), for five public pages (landing, listing, a
 * filtered listing, new arrivals, a product):
 *   1. each page's first answer (a render) and a cached answer;
 *   2. autocannon on the five pages as they are: req/s, p50, p99, cache hit rate;
 *   3. autocannon on the five pages with random utm_source, utm_campaign and fbclid values on every request;
 *   4. autocannon on the listings with random search words on every request (BENCH_FLOOD_SECONDS, 60 by default:
 *      long enough for its renders to outweigh the 64 MB cache), with the server's memory before and after;
 *   5. each page once more after those floods: still a cache hit, and how long it took.
 * The hit rate is read from the server's `X-Page-Cache` header (hit, miss, none); a server without the header
 * (before issue 16) shows n/a, and step 4's times tell a kept page (a few ms) from a rendered one (tens of ms).
 */
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';
import { processMemory } from './process-memory.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3292);

const random = () => Math.random().toString(36).slice(2, 12);
const METRICS_TOKEN = 'page-cache-bench';

/**
 * What the server holds in memory: its RSS, and the JavaScript heap in use (its /api/metrics), read once it has been
 * idle a few seconds, so the garbage of the renders is mostly collected and what stays is what is kept.
 */
async function memoryOf(base: string, pid: number) {
  await new Promise((r) => setTimeout(r, 5000));
  const metrics = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const heap = /^kala_nodejs_heap_size_used_bytes (\d+)/m.exec(metrics)?.[1];
  return { rssMb: processMemory(pid).rssMb, heapUsedMb: heap ? Math.round(Number(heap) / 1_048_576) : NaN };
}

async function timedGet(url: string) {
  const started = performance.now();
  const answer = await fetch(url);
  const body = await answer.text();
  return {
    ms: Math.round((performance.now() - started) * 10) / 10,
    status: answer.status,
    kb: Math.round(Buffer.byteLength(body) / 1024),
    cache: answer.headers.get('x-page-cache') ?? 'n/a',
  };
}

interface Counted {
  result: autocannon.Result;
  hits: number;
  misses: number;
  seen: number;
}

/** Autocannon over `pages` in turn, each path passed through `vary`; counts the X-Page-Cache answers. */
function run(base: string, pages: string[], vary: (path: string) => string, duration = seconds): Promise<Counted> {
  const counts = { hits: 0, misses: 0, seen: 0 };
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: vary(pages[(next += 1) % pages.length] ?? '/') }),
            onResponse: (_status, _body, _context, headers) => {
              const cache = (headers as Record<string, string | undefined>)['x-page-cache'];
              if (cache === undefined) return;
              counts.seen += 1;
              if (cache === 'hit') counts.hits += 1;
              else counts.misses += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, ...counts })),
    );
  });
}

/** Renders a flood queued may still be running: waits until the server answers a health check at once. */
async function settle(base: string) {
  for (let i = 0; i < 120; i++) {
    if ((await timedGet(`${base}/api/health`)).ms < 20) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const hitRate = (c: Counted) => (c.seen ? `${((100 * c.hits) / c.seen).toFixed(1)} %` : 'n/a');

console.log('\n== starting the server (PGlite, demo catalogue)…');
const server = await startBenchServer('pglite', port, { METRICS_TOKEN });
try {
  const { base } = server;
  const list = (await (await fetch(`${base}/api/products?limit=1&sort=rating`)).json()) as { data: { _id: string }[] };
  const id = list.data[0]?._id;
  if (!id) throw new Error('no products: is the demo catalogue seeded?');
  const pages = ['/', '/products', '/products?category=mandala', '/new-arrivals', `/products/${id}`];

  console.log('\n1. first answer (rendered) and a second one (cached), one request at a time');
  const first: Record<string, unknown>[] = [];
  for (const page of pages) {
    const rendered = await timedGet(`${base}${page}`);
    const cached = await timedGet(`${base}${page}`);
    first.push({ page, 'first ms': rendered.ms, 'then ms': cached.ms, KB: rendered.kb, cache: cached.cache });
  }
  console.table(first);

  const rows: Record<string, unknown>[] = [];
  const record = (scenario: string, c: Counted) => {
    rows.push({
      scenario,
      'req/s': Math.round(c.result.requests.average),
      p50: c.result.latency.p50,
      p99: c.result.latency.p99,
      'hit rate': hitRate(c),
      renders: c.seen ? c.misses : 'n/a',
      requests: c.result.requests.total,
      errors: c.result.errors + c.result.non2xx,
    });
    console.log(`${scenario}: ${Math.round(c.result.requests.average)} req/s, p99 ${c.result.latency.p99} ms`);
  };

  console.log(`\n2./3. autocannon, ${connections} connections, ${seconds} s each`);
  record('pages as linked', await run(base, pages, (p) => p));
  record(
    'random utm_source, utm_campaign, fbclid',
    await run(
      base,
      pages,
      (p) => `${p}${p.includes('?') ? '&' : '?'}utm_source=${random()}&utm_campaign=${random()}&fbclid=${random()}`,
    ),
  );

  console.log(`\n4. autocannon, ${connections} connections, ${floodSeconds} s: random search words on the listings`);
  await settle(base);
  const memoryBefore = await memoryOf(base, server.pid);
  record(
    `random ?search= on the listings, ${floodSeconds} s`,
    await run(
      base,
      ['/products', '/new-arrivals', '/products?category=mandala'],
      (p) => `${p}${p.includes('?') ? '&' : '?'}search=${random()}`,
      floodSeconds,
    ),
  );
  await settle(base);
  const memoryAfter = await memoryOf(base, server.pid);
  console.table(rows);
  console.log(
    `server before the search flood: RSS ${memoryBefore.rssMb} MB, heap used ${memoryBefore.heapUsedMb} MB; ` +
      `after: RSS ${memoryAfter.rssMb} MB, heap used ${memoryAfter.heapUsedMb} MB`,
  );

  console.log('\n5. each page once more, after the floods of random parameters');
  const after: Record<string, unknown>[] = [];
  for (const page of pages) {
    const answer = await timedGet(`${base}${page}`);
    after.push({ page, ms: answer.ms, cache: answer.cache });
  }
  console.table(after);
} finally {
  await server.stop();
}
