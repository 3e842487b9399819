/**
 * A browser tab for the navigation benchmark (nav-bench.ts): a fresh context in one of the two profiles, the in-page
 * stopwatch installed (nav-watch.ts), and the ways a shopper acts in it: arriving at a page, pressing a link as a
 * person does (the pointer rests on it first, or the finger is held a moment), and waiting for the network to go quiet.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Locator, Page } from 'playwright-core';
import { navWatch, shown, type NavKind, type NavTiming } from './nav-watch.ts';
import type { SignedInState } from './nav-shopper.ts';
import { emulateSlowPhone } from './slow-phone.ts';

export interface Profile {
  name: string;
  label: string;
  context: BrowserContextOptions;
  /** The slow phone: CPU and network throttled, and links pressed by touch. */
  phone: boolean;
}

/** The listing's heading on /products without a category (apps/web/src/app/routes/products-page.tsx). */
const LISTING_TITLE = 'Handmade collection';

export const PROFILES: Profile[] = [
  {
    name: 'desktop',
    label: 'desktop: 1280x800, no throttling',
    context: { viewport: { width: 1280, height: 800 } },
    phone: false,
  },
  {
    name: 'phone',
    label: 'slow phone: 412x823 mobile, CPU 4x slower, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up',
    context: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
    phone: true,
  },
];

export interface TabSettings {
  /** How long the pointer rests on a link before the press (desktop), or a finger is held before the lift (phone). */
  dwellMs: number;
  touchMs: number;
  /** The longest wait for a page's content or the app's start. */
  timeoutMs: number;
}

export class Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  private readonly cdp: CDPSession;
  private readonly profile: Profile;
  private readonly settings: TabSettings;
  private inFlight = 0;
  private lastActivity = 0;

  private constructor(context: BrowserContext, page: Page, cdp: CDPSession, profile: Profile, settings: TabSettings) {
    this.context = context;
    this.page = page;
    this.cdp = cdp;
    this.profile = profile;
    this.settings = settings;
    const started = () => {
      this.inFlight++;
      this.lastActivity = performance.now();
    };
    const ended = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = performance.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  static async open(browser: Browser, profile: Profile, settings: TabSettings, signedIn?: SignedInState) {
    const context = await browser.newContext({ ...profile.context, storageState: signedIn });
    await context.addInitScript(navWatch, LISTING_TITLE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.phone) {
      // The slow phone of bench:live (page-live.ts, decision 005).
      await emulateSlowPhone(cdp);
    }
    return new Tab(context, page, cdp, profile, settings);
  }

  close() {
    return this.context.close();
  }

  /** A full load of `url`, timed from the navigation's start to its content (the path says which). */
  async load(url: string): Promise<NavTiming> {
    await this.page.goto(url, { waitUntil: 'commit', timeout: this.settings.timeoutMs });
    return shown(this.page, this.settings.timeoutMs);
  }

  /** Arrives at `url` and waits until the app is live (its `kala:page-live` mark) and the network is quiet. */
  async arrive(url: string) {
    await this.page.goto(url, { waitUntil: 'commit', timeout: this.settings.timeoutMs });
    await this.page.waitForFunction(() => performance.getEntriesByName('kala:page-live').length > 0, undefined, {
      timeout: this.settings.timeoutMs,
      polling: 100,
    });
    await this.quiet();
  }

  /**
   * Presses `link` as a shopper does, and times the click to the content of `kind`: NaN if the click loaded a new
   * document (then the clock restarted with it, and the figure would not be an in-app navigation's).
   */
  async press(link: Locator, kind: NavKind): Promise<NavTiming> {
    await link.scrollIntoViewIfNeeded({ timeout: this.settings.timeoutMs });
    return this.inThisDocument(async () => {
      await this.page.evaluate((awaited) => window.__kalaNav.armClick(awaited), kind);
      await this.pressOnly(link);
      return shown(this.page, this.settings.timeoutMs);
    });
  }

  private async pressOnly(link: Locator) {
    if (this.profile.phone) {
      const box = await link.boundingBox();
      if (!box) throw new Error('the link has no box to touch');
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await this.page.waitForTimeout(this.settings.touchMs);
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await link.hover({ timeout: this.settings.timeoutMs });
      await this.page.waitForTimeout(this.settings.dwellMs);
      await this.page.mouse.down();
      await this.page.mouse.up();
    }
  }

  /** `history.go(delta)` called in the page, timed to the content of `kind` (NaN if it loaded a new document). */
  async go(delta: number, kind: NavKind): Promise<NavTiming> {
    return this.inThisDocument(async () => {
      await this.page.evaluate(([d, awaited]) => window.__kalaNav.go(d, awaited), [delta, kind] as const);
      return shown(this.page, this.settings.timeoutMs);
    });
  }

  private async inThisDocument(navigate: () => Promise<NavTiming>): Promise<NavTiming> {
    const documentStart = () => this.page.evaluate(() => performance.timeOrigin);
    const before = await documentStart();
    const timing = await navigate();
    if ((await documentStart()) === before) return timing;
    console.log(`  (a navigation loaded a new document: ${this.page.url()}; its figure is left out)`);
    return { ms: Number.NaN, scrollAtShown: Number.NaN };
  }

  /** Waits until no request has been in flight for `ms` (at most the timeout): what the page fetches after it shows. */
  async quiet(ms = 500) {
    const end = performance.now() + this.settings.timeoutMs;
    this.lastActivity = Math.max(this.lastActivity, performance.now());
    while (performance.now() < end) {
      if (this.inFlight === 0 && performance.now() - this.lastActivity >= ms) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
