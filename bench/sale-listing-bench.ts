/**
 * Issue 27's budget: a live sale must not slow the catalogue. In one run, on one server (from the sources, with the
 * demo catalogue), the listing scenarios of api-bench.ts are measured without a sale, then with a live sale covering
 * half the catalogue (the categories holding about half the products), and the ratio of their throughput printed.
 * The budget: with the sale within 10% of without. Rounds alternate (without, with, without, with...) so the
 * machine's drift falls on both alike. It prints figures; it asserts nothing.
 *
 *   node sale-listing-bench.ts
 *   BENCH_SECONDS=5 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50 BENCH_PORT=3621 node sale-listing-bench.ts
 *
 * Scenarios: the listing, category + price + sort, search, product by id (cached answers, as api-bench measures), and
 * 'price sort, uncached': a price-sorted search of a deep page that is different each request, so every request
 * runs the listing's SQL with the shown price (the sale's CASE in it) rather than reading the cache.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { toIndiaLocal } from '../packages/contract/src/sale-price.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3621);
const base = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'bench-admin@kala.example', password: 'bench-sale-password-1' };

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-sale-bench-'));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/node'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'production',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('close', r));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function run(url: string, varying = false) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    let n = 0;
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(varying
          ? {
              requests: [
                {
                  setupRequest: (req: { path: string }) => ({
                    ...req,
                    path: `${url.slice(base.length)}&page=${51 + (n++ % 100_000)}`,
                  }),
                },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The categories holding about half the active products: the sale covers them. */
async function halfTheCatalogue(): Promise<{ categories: string[]; covered: number; total: number }> {
  const stats = (await (await fetch(`${base}/api/products/stats/categories`)).json()) as {
    data: { category: string; count: number }[];
  };
  const total = stats.data.reduce((sum, c) => sum + c.count, 0);
  const categories: string[] = [];
  let covered = 0;
  for (const c of [...stats.data].sort((a, b) => b.count - a.count)) {
    if (covered + c.count > total / 2 + 1) continue;
    categories.push(c.category);
    covered += c.count;
  }
  return { categories, covered, total };
}

async function adminHeaders() {
  const answer = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json()) as { token: string };
  return { authorization: `Bearer ${answer.token}`, 'content-type': 'application/json' };
}

const server = await startServer();
try {
  const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as { data: { _id: string }[] };
  const scenarios = [
    ['listing', '/api/products', false],
    ['listing, category + price + sort', '/api/products?category=mandala&price=1000-5000&sort=price-low', false],
    ['listing, search', '/api/products?search=terracotta&page=1', false],
    ['product by id', `/api/products/${first.data[0]!._id}`, false],
    ['price sort, uncached', '/api/products?search=a&sort=price-low', true],
  ] as const;
  const headers = await adminHeaders();
  const half = await halfTheCatalogue();
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const figures = new Map<string, { without: number[]; with: number[]; p99: { without: number[]; with: number[] } }>();
  let saleId: string | undefined;

  for (let round = 0; round < rounds * 2; round++) {
    const withSale = round % 2 === 1;
    if (withSale) {
      const created = (await (
        await fetch(`${base}/api/admin/sales`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name: 'Bench Sale',
            percentOff: 20,
            categories: half.categories,
            startsAt: toIndiaLocal(new Date(Date.now() - 60_000)),
            endsAt: toIndiaLocal(new Date(Date.now() + 24 * 3_600_000)),
          }),
        })
      ).json()) as { data: { _id: string; state: string } };
      saleId = created.data._id;
      if (created.data.state !== 'live') throw new Error(`the bench sale is ${created.data.state}, not live`);
    } else if (saleId) {
      await fetch(`${base}/api/admin/sales/${saleId}/end`, {
        method: 'POST',
        headers: { authorization: headers.authorization },
      });
      saleId = undefined;
    }
    const check = (await (await fetch(`${base}/api/products?limit=100`)).json()) as { data: { sale?: unknown }[] };
    const onSale = check.data.filter((p) => p.sale).length;
    console.log(
      `\n== round ${round + 1}: ${withSale ? 'with' : 'without'} a live sale (${onSale} of ${check.data.length} pieces on sale)`,
    );
    for (const [scenario, pathname, varying] of scenarios) {
      await run(`${base}${pathname}`, varying); // warm-up: the cache and the JIT
      const result = await run(`${base}${pathname}`, varying);
      const entry = figures.get(scenario) ?? { without: [], with: [], p99: { without: [], with: [] } };
      entry[withSale ? 'with' : 'without'].push(result.requests.average);
      entry.p99[withSale ? 'with' : 'without'].push(result.latency.p99);
      figures.set(scenario, entry);
      const errors = result.errors + result.non2xx;
      console.log(
        `${scenario}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${errors ? `, ${errors} errors` : ''}`,
      );
    }
  }

  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  console.log(
    `\nA sale covering ${half.covered} of ${half.total} products (${half.categories.join(', ')}); ${connections} connections, ` +
      `${seconds} s per scenario, ${rounds} rounds each, alternating; ${cpus().length} CPUs, load average ${loadAtStart} ` +
      `at the start, ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')} at the end`,
  );
  console.table(
    [...figures].map(([scenario, f]) => ({
      scenario,
      'without sale (req/s)': Math.round(mean(f.without)),
      'with sale (req/s)': Math.round(mean(f.with)),
      'with / without': `${((mean(f.with) / mean(f.without)) * 100).toFixed(1)}%`,
      'p99 without / with (ms)': `${Math.round(mean(f.p99.without))} / ${Math.round(mean(f.p99.with))}`,
    })),
  );
  console.log('Budget (issue 27): with a live sale covering half the catalogue, within 10% of the throughput without.');
} finally {
  await server.stop();
}
