/**
 * Phone benchmark: when the landing page, the listing and a product page become live (hydrated, taps answered) on a
 * slow phone, in real Chromium: the CPU slowed 4×, 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up (the profile
 * of decision 005). For each page, N fresh loads, printing the first contentful paint, the largest paint, the moment
 * the page is live (the app's `kala:page-live` User Timing mark, set when the page's held taps are replayed) and the
 * scripts fetched, each as milliseconds from the request. Figures, not a test: it exits 0 whatever it measures.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:live -w @kala/bench
 *
 * Settings: BENCH_URL (default http://127.0.0.1:3000), BENCH_RUNS (3), BENCH_PRODUCT_ID (default: the highest-rated
 * product), CHROMIUM_PATH (/usr/bin/chromium).
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { benchPages } from './bench-pages.ts';
import { median } from './cold-start.ts';
import { emulateSlowPhone } from './slow-phone.ts';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(process.env.BENCH_RUNS ?? 3);

interface Load {
  fcp: number;
  lcp: number;
  live: number;
  scripts: number;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulateSlowPhone(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('kala:page-live').length > 0, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    return await page.evaluate(async () => {
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp,
        live: performance.getEntriesByName('kala:page-live')[0]?.startTime ?? Number.NaN,
        scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
      };
    });
  } finally {
    await context.close();
  }
}

const ms = (values: number[]) => values.map((value) => `${Math.round(value)}`).join(', ');

console.log(`Page live on a slow phone profile, ${runs} loads per page, against ${base}`);
console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} (2 cores)\n`,
);
for (const { name, url } of await benchPages(base)) {
  const loads: Load[] = [];
  for (let i = 0; i < runs; i++) loads.push(await load(url));
  console.log(`${name.padEnd(8)} ${url}`);
  console.log(
    `  live   median ${Math.round(median(loads.map((l) => l.live)))} ms   runs: ${ms(loads.map((l) => l.live))}`,
  );
  console.log(
    `  FCP    median ${Math.round(median(loads.map((l) => l.fcp)))} ms   runs: ${ms(loads.map((l) => l.fcp))}`,
  );
  console.log(
    `  LCP    median ${Math.round(median(loads.map((l) => l.lcp)))} ms   runs: ${ms(loads.map((l) => l.lcp))}`,
  );
  console.log(`  scripts fetched: ${loads.map((l) => l.scripts).join(', ')}\n`);
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
await browser.close();
