/**
 * Navigation benchmark (issue 29): how long moving inside the store takes, from the click to the destination's
 * content, against a full load of the same page in the same run, in real Chromium, on a desktop and on the slow phone
 * of bench:live. Each round, in fresh browser contexts:
 * - a guest arrives at the landing page and, once the app is live and the network quiet, clicks 'Explore Collection'
 *   (the listing's 12 cards shown); scrolls the listing down and clicks a card (the product's heading and its image's
 *   box shown); goes back (the listing's cards again, and where the page is scrolled) and forward (the product again);
 * - the same tab then loads the listing and the product page in full (its cache warm: a reload), and a new context
 *   loads each of them for the first time (an empty cache);
 * - a signed-in shopper with one piece in the cart arrives at that product page and clicks the header's cart link (the
 *   cart's line shown); then /cart in full, in that tab and in a new context.
 * Times are taken in the page, on its clock (nav-watch.ts). Figures, not a test: it exits 0 whatever it measures.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:nav -w @kala/bench
 *
 * Settings: BENCH_URL (http://127.0.0.1:3000), BENCH_RUNS (7), BENCH_PROFILES (desktop,phone), BENCH_CARD (8: the
 * listing's 9th card, the third row on the desktop), BENCH_DWELL_MS (200), BENCH_TOUCH_MS (80), CHROMIUM_PATH
 * (/usr/bin/chromium).
 */
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { median } from './cold-start.ts';
import type { NavKind, NavTiming } from './nav-watch.ts';
import { signedInShopper, type SignedInState } from './nav-shopper.ts';
import { PROFILES, Tab, type Profile, type TabSettings } from './nav-tab.ts';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const rounds = Number(process.env.BENCH_RUNS ?? 7);
const cardIndex = Number(process.env.BENCH_CARD ?? 8);
const profileNames = (process.env.BENCH_PROFILES ?? 'desktop,phone').split(',').map((name) => name.trim());
const settings: TabSettings = {
  dwellMs: Number(process.env.BENCH_DWELL_MS ?? 200),
  touchMs: Number(process.env.BENCH_TOUCH_MS ?? 80),
  timeoutMs: 60_000,
};

/** The navigations reported, each against the full load of its destination. */
const NAVIGATIONS = [
  { name: 'landing -> listing', destination: 'listing' },
  { name: 'listing -> product', destination: 'product' },
  { name: 'back to the listing', destination: 'listing' },
  { name: 'forward to the product', destination: 'product' },
  { name: 'product -> cart', destination: 'cart' },
] as const satisfies readonly { name: string; destination: NavKind }[];
type NavName = (typeof NAVIGATIONS)[number]['name'];

interface Figures {
  inApp: Record<NavName, number[]>;
  cached: Record<NavKind, number[]>;
  firstVisit: Record<NavKind, number[]>;
  /** Per round: scrollY when the card was clicked, when the listing showed again after back, and 1 s later. */
  scroll: { before: number; atShown: number; settled: number }[];
}

const emptyFigures = (): Figures => ({
  inApp: Object.fromEntries(NAVIGATIONS.map(({ name }) => [name, []])) as unknown as Record<NavName, number[]>,
  cached: { listing: [], product: [], cart: [] },
  firstVisit: { listing: [], product: [], cart: [] },
  scroll: [],
});

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});

/** The guest's journey: landing -> listing -> product, back, forward, then both pages in full in the same tab. */
async function guestJourney(profile: Profile, figures: Figures): Promise<string> {
  const tab = await Tab.open(browser, profile, settings);
  try {
    const { page } = tab;
    await tab.arrive(`${base}/`);
    const explore = page.locator('main a[href="/products"]', { hasText: 'Explore Collection' }).first();
    figures.inApp['landing -> listing'].push((await tab.press(explore, 'listing')).ms);
    await tab.quiet();

    const card = page.locator('main article h2 a[href^="/products/"]').nth(cardIndex);
    const productPath = await card.getAttribute('href', { timeout: settings.timeoutMs });
    if (!productPath) throw new Error(`the listing has no card ${cardIndex + 1}`);
    // Down the listing, so going back shows whether the place is kept; what that scroll loads is fetched first.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await tab.quiet();
    const before = await page.evaluate(() => scrollY);
    figures.inApp['listing -> product'].push((await tab.press(card, 'product')).ms);
    await tab.quiet();

    const back = await tab.go(-1, 'listing');
    figures.inApp['back to the listing'].push(back.ms);
    await page.waitForTimeout(1000);
    figures.scroll.push({ before, atShown: back.scrollAtShown, settled: await page.evaluate(() => scrollY) });
    figures.inApp['forward to the product'].push((await tab.go(1, 'product')).ms);
    await tab.quiet();

    figures.cached.listing.push((await tab.load(`${base}/products`)).ms);
    figures.cached.product.push((await tab.load(`${base}${productPath}`)).ms);
    return `${base}${productPath}`;
  } finally {
    await tab.close();
  }
}

/** The signed-in shopper's journey: product page -> the header's cart link, then /cart in full in the same tab. */
async function cartJourney(profile: Profile, figures: Figures, productUrl: string, signedIn: SignedInState) {
  const tab = await Tab.open(browser, profile, settings, signedIn);
  try {
    await tab.arrive(productUrl);
    const cartLink = tab.page.locator('header a[href="/cart"]:visible').first();
    figures.inApp['product -> cart'].push((await tab.press(cartLink, 'cart')).ms);
    await tab.quiet();
    figures.cached.cart.push((await tab.load(`${base}/cart`)).ms);
  } finally {
    await tab.close();
  }
}

/** A full load in a new context: the page as a first visit gets it, nothing cached. */
async function firstVisit(profile: Profile, url: string, signedIn?: SignedInState): Promise<NavTiming> {
  const tab = await Tab.open(browser, profile, settings, signedIn);
  try {
    return await tab.load(url);
  } finally {
    await tab.close();
  }
}

let shopper: Promise<SignedInState> | undefined;

async function round(profile: Profile, figures: Figures) {
  const productUrl = await guestJourney(profile, figures);
  // One account for the run, its cart holding a piece of the product the card opened.
  shopper ??= signedInShopper(base, productUrl.split('/').at(-1)!);
  const signedIn = await shopper;
  await cartJourney(profile, figures, productUrl, signedIn);
  figures.firstVisit.listing.push((await firstVisit(profile, `${base}/products`)).ms);
  figures.firstVisit.product.push((await firstVisit(profile, productUrl)).ms);
  figures.firstVisit.cart.push((await firstVisit(profile, `${base}/cart`, signedIn)).ms);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const msOf = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')}` : '-');
const measured = (values: number[]) => values.filter(Number.isFinite);
const mid = (values: number[]) => (measured(values).length ? median(measured(values)) : Number.NaN);
const range = (values: number[]) =>
  measured(values).length ? `${msOf(Math.min(...measured(values)))}–${msOf(Math.max(...measured(values)))}` : '-';
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : '-');
const runs = (values: number[]) => values.map(msOf).join(', ');

function report(profile: Profile, figures: Figures) {
  console.log(`\n${profile.label}: ${rounds} rounds`);
  console.log(
    `${'navigation'.padEnd(24)}${'in-app median (range)'.padEnd(26)}${'full load: cached / first visit'.padEnd(34)}in-app / full load: cached / first visit`,
  );
  for (const { name, destination } of NAVIGATIONS) {
    const inApp = figures.inApp[name];
    const cached = mid(figures.cached[destination]);
    const first = mid(figures.firstVisit[destination]);
    const missed = inApp.length - measured(inApp).length;
    console.log(
      `${name.padEnd(24)}${`${msOf(mid(inApp))} ms (${range(inApp)})`.padEnd(26)}${`${msOf(cached)} / ${msOf(first)} ms`.padEnd(34)}${ratio(mid(inApp), cached)} / ${ratio(mid(inApp), first)}${missed ? `   (${missed} not shown within ${settings.timeoutMs / 1000} s)` : ''}`,
    );
  }
  console.log('runs (ms):');
  for (const { name } of NAVIGATIONS) console.log(`  ${name.padEnd(24)}in-app ${runs(figures.inApp[name])}`);
  for (const kind of ['listing', 'product', 'cart'] as const)
    console.log(
      `  full load of the ${kind.padEnd(8)}cached ${runs(figures.cached[kind])}; first visit ${runs(figures.firstVisit[kind])}`,
    );
  console.log(
    `scrollY of the listing (when the card was clicked -> when back showed it -> 1 s later): ${figures.scroll
      .map((s) => `${msOf(s.before)} -> ${msOf(s.atShown)} -> ${msOf(s.settled)}`)
      .join('; ')}`,
  );
}

console.log(`In-app navigation against a full load, ${rounds} rounds per profile, against ${base}`);
console.log(
  `The pointer rests ${settings.dwellMs} ms on a link before the press (desktop); a touch is held ${settings.touchMs} ms (phone). The listing's card ${cardIndex + 1} is clicked.`,
);
console.log(
  'Goal (issue 29, for reference; nothing is asserted): in-app at most 0.3x of a full load, and a median under 150 ms on a quiet desktop and under 1 s on the slow phone; back/forward shows the previous page at once, with its scroll position.',
);
console.log(`load average before: ${load()} (2 cores)`);
try {
  // One unrecorded round on the desktop: the server loads its renderer and fills its caches on the first pages.
  await round(PROFILES[0]!, emptyFigures());
  for (const profile of PROFILES.filter((p) => profileNames.includes(p.name))) {
    const figures = emptyFigures();
    for (let i = 0; i < rounds; i++) await round(profile, figures);
    report(profile, figures);
    console.log(`load average: ${load()}`);
  }
} finally {
  console.log(`\nload average after: ${load()}`);
  await browser.close();
}
