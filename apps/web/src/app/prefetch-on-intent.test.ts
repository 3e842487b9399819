import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fastConnection,
  HOVER_MS,
  installPrefetchOnIntent,
  savesData,
  viewportQueue,
  VIEWPORT_LIMIT,
} from './prefetch-on-intent';
import { prefetchRoute } from './route-prefetch';

// What a link may prefetch is route-prefetch.test.ts's concern; here, when it is asked.
vi.mock('./route-prefetch', () => ({ prefetchRoute: vi.fn() }));

describe('the connection rules', () => {
  it('prefetches cards in view on a fast connection, or where the browser does not say', () => {
    expect(fastConnection(undefined)).toBe(true);
    expect(fastConnection({ effectiveType: '4g' })).toBe(true);
  });

  it('never on Save-Data, 3G or slower', () => {
    expect(fastConnection({ effectiveType: '4g', saveData: true })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(fastConnection({ effectiveType })).toBe(false);
  });

  it('keeps hover and touch prefetch on a slow connection, not on Save-Data', () => {
    expect(savesData({ effectiveType: '2g' })).toBe(false);
    expect(savesData({ saveData: true })).toBe(true);
  });
});

describe('the viewport queue', () => {
  /** Each prefetch stays pending until the test settles it. */
  let pending: { href: string; settle: () => void }[];
  const prefetch = (href: string) =>
    new Promise<void>((settle) => {
      pending.push({ href, settle });
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    pending = [];
    window.history.replaceState(null, '', '/products');
  });

  it('prefetches one card at a time, each once', async () => {
    const enqueue = viewportQueue(prefetch, VIEWPORT_LIMIT, (task) => task());
    enqueue('/products/a');
    enqueue('/products/b');
    enqueue('/products/a');
    expect(pending.map((p) => p.href)).toEqual(['/products/a']);
    pending[0]?.settle();
    await flush();
    expect(pending.map((p) => p.href)).toEqual(['/products/a', '/products/b']);
    pending[1]?.settle();
    await flush();
    expect(pending).toHaveLength(2);
  });

  it(`stops at ${VIEWPORT_LIMIT} cards a page, and starts again on the next page`, async () => {
    const enqueue = viewportQueue(prefetch, VIEWPORT_LIMIT, (task) => task());
    const drain = async () => {
      for (let i = 0; i < 30; i++) {
        pending.forEach((p) => p.settle());
        await flush();
      }
    };
    for (let n = 1; n <= 20; n++) enqueue(`/products/${n}`);
    await drain();
    expect(pending).toHaveLength(VIEWPORT_LIMIT);

    window.history.pushState(null, '', '/products?page=2');
    for (let n = 21; n <= 40; n++) enqueue(`/products/${n}`);
    await drain();
    expect(pending).toHaveLength(2 * VIEWPORT_LIMIT);
  });

  it('waits for idle time before each', () => {
    const idle: (() => void)[] = [];
    const enqueue = viewportQueue(prefetch, VIEWPORT_LIMIT, (task) => idle.push(task));
    enqueue('/products/a');
    expect(pending).toHaveLength(0);
    idle[0]?.();
    expect(pending.map((p) => p.href)).toEqual(['/products/a']);
  });
});

describe('prefetch on intent', () => {
  let link: HTMLAnchorElement;
  const fire = (type: string, target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));

  beforeAll(() => installPrefetchOnIntent());
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(prefetchRoute).mockClear();
    document.body.innerHTML = '<a href="/products/p1"><span>Piece</span></a><p>elsewhere</p>';
    link = document.querySelector('a') as HTMLAnchorElement;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`prefetches a link the pointer rests on for ${HOVER_MS} ms`, () => {
    fire('pointerover', link.firstElementChild as Element);
    vi.advanceTimersByTime(HOVER_MS - 1);
    expect(prefetchRoute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(prefetchRoute).toHaveBeenCalledWith(link.href);
  });

  it('forgets a link the pointer only passes over', () => {
    fire('pointerover', link);
    vi.advanceTimersByTime(HOVER_MS / 2);
    fire('pointerout', link, { relatedTarget: document.querySelector('p') });
    vi.advanceTimersByTime(HOVER_MS * 3);
    expect(prefetchRoute).not.toHaveBeenCalled();
  });

  it('prefetches at once on touch start and on the click itself', () => {
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetchRoute).toHaveBeenCalledTimes(1);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fire('click', link);
    expect(prefetchRoute).toHaveBeenCalledTimes(2);
  });

  it('leaves a click that opens another tab', () => {
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fire('click', link, { ctrlKey: true });
    expect(prefetchRoute).not.toHaveBeenCalled();
  });

  it('does not hover-prefetch on Save-Data, but still starts the page on its click', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    fire('pointerover', link);
    vi.advanceTimersByTime(HOVER_MS * 2);
    expect(prefetchRoute).not.toHaveBeenCalled();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fire('click', link);
    expect(prefetchRoute).toHaveBeenCalledTimes(1);
  });
});
