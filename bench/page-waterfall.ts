/**
 * One Lighthouse run (mobile, simulated throttling) on one page, printed for diagnosis rather than as a figure: the
 * simulated FCP, LCP and TBT, the LCP element and its phases (TTFB, load delay, load time, render delay), and every
 * request of the observed load in start order with its priority and size (scripts also gzipped, with their total:
 * the first-visit JavaScript of issue 13), and the main thread's long tasks (what Total Blocking Time counts). Use it
 * to see what stands between a page and its first paint or its interactivity; `lighthouse.ts` gives the figures to
 * report (median and worst of 5 runs).
 *
 *   npm run bench:waterfall -w @kala/bench -- http://127.0.0.1:3000/products
 */
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchChromium } from './chromium.ts';

interface RequestRow {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  priority: string;
  transferSize: number;
  resourceType?: string;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

interface Phase {
  phase: string;
  timing: number;
}

const url = process.argv[2];
if (!url) throw new Error('usage: page-waterfall.ts <url>');

const chrome = await launchChromium();

try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const ms = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)} ms`;
  console.log(`${url}\nscore ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
  console.log(
    `FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}`,
  );

  // The LCP audit's details hold two tables: the element, then its phases.
  const tables =
    (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] } | undefined)
      ?.items ?? [];
  const element = tables[0]?.items?.[0] as { node?: { snippet?: string } } | undefined;
  const phases = (tables[1]?.items ?? []) as Phase[];
  console.log(`LCP element: ${element?.node?.snippet?.slice(0, 160) ?? '(none)'}`);
  console.log(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);

  const requests = (lhr.audits['network-requests']?.details as { items?: RequestRow[] } | undefined)?.items ?? [];
  console.log('\nstart  end  priority  bytes  gzipped  type  url (observed, unthrottled)');
  const origin = new URL(url).origin;
  let scriptGzip = 0;
  for (const r of requests) {
    // Scripts are fetched again and gzipped (level 9), as the first-visit budget is stated in gzip.
    let gzipped = '';
    if (r.resourceType === 'Script' && r.url.startsWith(origin)) {
      const body = await fetch(r.url, { headers: { 'Accept-Encoding': 'identity' } });
      const size = gzipSync(Buffer.from(await body.arrayBuffer()), { level: 9 }).length;
      scriptGzip += size;
      gzipped = String(size);
    }
    console.log(
      [
        Math.round(r.networkRequestTime),
        Math.round(r.networkEndTime),
        r.priority,
        r.transferSize,
        gzipped || '-',
        r.resourceType ?? '',
        r.url.replace(origin, '').slice(0, 100),
      ].join('  '),
    );
  }
  console.log(`scripts: ${(scriptGzip / 1024).toFixed(1)} KiB gzipped`);

  // Long tasks as Lighthouse simulated them (throttled): TBT is the sum of each one's time over 50 ms after FCP.
  const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  console.log('\nlong tasks (simulated): start  duration  url');
  for (const t of tasks) {
    console.log(`${Math.round(t.startTime)}  ${Math.round(t.duration)}  ${t.url.replace(origin, '').slice(0, 100)}`);
  }
} finally {
  await chrome.kill();
}
