/**
 * One Lighthouse run (mobile, simulated throttling) on one page, printed for diagnosis rather than as a figure: the
 * simulated FCP, LCP and TBT, the LCP element and its phases (TTFB, load delay, load time, render delay), and every
 * request of the observed load in start order with its priority and size. Use it to see what stands between a page
 * and its first paint; `lighthouse.ts` gives the medians to report.
 *
 *   npm run bench:waterfall -w @kala/bench -- http://127.0.0.1:3000/products
 */
import { launchChromium } from './chromium.ts';
import lighthouse from 'lighthouse';

interface RequestRow {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  priority: string;
  transferSize: number;
  resourceType?: string;
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
  console.log('\nstart  end  priority  bytes  type  url (observed, unthrottled)');
  const origin = new URL(url).origin;
  for (const r of requests) {
    console.log(
      [
        Math.round(r.networkRequestTime),
        Math.round(r.networkEndTime),
        r.priority,
        r.transferSize,
        r.resourceType ?? '',
        r.url.replace(origin, '').slice(0, 100),
      ].join('  '),
    );
  }
} finally {
  await chrome.kill();
}
