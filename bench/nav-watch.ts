/**
 * The in-page stopwatch of the navigation benchmark (nav-bench.ts), installed in every document of a context before
 * the page's own scripts. It times in the page, on the page's clock, never from Node: from the click (the `click`
 * event's time: the press released, or the finger lifted), the `history.go` call, or the navigation's start (a full
 * load: `performance.now()` counts from it) to the first animation frame in which the destination's content is in
 * the document and laid out. That frame is the one that paints it: a frame's callbacks run just before its paint, and
 * they wait for render-blocking stylesheets, so a full load's server-rendered content counts once it can be seen.
 */
import type { Page } from 'playwright-core';

/** The destinations whose content the benchmark waits for. */
export type NavKind = 'listing' | 'product' | 'cart';

/** One navigation as the page timed it: milliseconds on the page's clock, and where the page was scrolled. */
export interface NavTiming {
  ms: number;
  scrollAtShown: number;
}

interface NavState {
  awaited: NavKind | null;
  clickAwaits: NavKind | null;
  start: number;
  shown: number | null;
  scrollAtShown: number;
  armClick(kind: NavKind): void;
  go(delta: number, kind: NavKind): void;
}

declare global {
  interface Window {
    __kalaNav: NavState;
  }
}

/**
 * The script each document runs first (serialised by Playwright: it uses nothing from outside its body). Each
 * destination is recognised by its path and by content no other page has:
 * - the listing: its heading (`listingTitle`) and at least 12 cards' heading links laid out (the landing's featured
 *   cards have h3 headings; the listing's have h2);
 * - a product page: the heading that names the product of the image slider, and the slider's box (its first image's,
 *   sized before the image arrives) with a width and a height;
 * - the cart: a line with its product's heading link laid out.
 */
export function navWatch(listingTitle: string) {
  const laidOut = (element: Element) => element.getClientRects().length > 0;
  const shows: Record<NavKind, () => boolean> = {
    listing: () => {
      if (location.pathname !== '/products') return false;
      const heading = document.querySelector('main h1');
      if (heading?.textContent?.trim() !== listingTitle) return false;
      const cards = [...document.querySelectorAll('main article h2 a[href^="/products/"]')];
      return cards.length >= 12 && cards.slice(0, 12).every(laidOut);
    },
    product: () => {
      if (!/^\/products\/[^/]+$/.test(location.pathname)) return false;
      const slider = document.querySelector('main section[aria-roledescription="carousel"]');
      const name = slider?.getAttribute('aria-label')?.replace(/^Images of /, '');
      const heading = document.querySelector('main h1');
      if (!slider || !name || heading?.textContent?.trim() !== name || !laidOut(heading)) return false;
      const box = slider.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    },
    cart: () => {
      if (location.pathname !== '/cart') return false;
      const link = document.querySelector('main #cart-lines [data-line] h2 a');
      return link !== null && laidOut(link);
    },
  };

  // Looks at each frame only while something is awaited, so an idle page draws no frames for the benchmark.
  const poll = () => {
    const kind = nav.awaited;
    if (!kind) return;
    if (shows[kind]()) {
      nav.shown = performance.now();
      nav.scrollAtShown = scrollY;
      nav.awaited = null;
      return;
    }
    requestAnimationFrame(poll);
  };
  const watchFor = (kind: NavKind, start: number) => {
    nav.start = start;
    nav.shown = null;
    const polling = nav.awaited !== null;
    nav.awaited = kind;
    if (!polling) requestAnimationFrame(poll);
  };

  const nav: NavState = {
    awaited: null,
    clickAwaits: null,
    start: 0,
    shown: null,
    scrollAtShown: 0,
    armClick(kind) {
      nav.shown = null;
      nav.clickAwaits = kind;
    },
    go(delta, kind) {
      watchFor(kind, performance.now());
      history.go(delta);
    },
  };
  window.__kalaNav = nav;

  // Capture on the window: this runs before the app's own handlers (React's, the router's) see the click.
  addEventListener(
    'click',
    (event) => {
      const kind = nav.clickAwaits;
      if (!kind) return;
      nav.clickAwaits = null;
      watchFor(kind, event.timeStamp);
    },
    true,
  );

  // A full load: awaited from the navigation's start (the clock's zero), by its path.
  const path = location.pathname;
  const arrival: NavKind | null =
    path === '/products' ? 'listing' : path === '/cart' ? 'cart' : path.startsWith('/products/') ? 'product' : null;
  if (arrival) watchFor(arrival, 0);
}

/** Waits until the page has shown what it awaits, and reads the figure; NaN when it did not within `timeout`. */
export async function shown(page: Page, timeout: number): Promise<NavTiming> {
  try {
    await page.waitForFunction(() => window.__kalaNav?.shown != null, undefined, { timeout, polling: 100 });
  } catch {
    return { ms: Number.NaN, scrollAtShown: Number.NaN };
  }
  return page.evaluate(() => ({
    ms: (window.__kalaNav.shown ?? Number.NaN) - window.__kalaNav.start,
    scrollAtShown: window.__kalaNav.scrollAtShown,
  }));
}
