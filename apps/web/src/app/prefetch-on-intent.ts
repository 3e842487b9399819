import { prefetchRoute } from './route-prefetch';

/**
 * Prefetching on intent (issue 29, docs/decisions/034-instant-navigation.md): the code and data of a link's page start
 * when the shopper shows they are about to follow it, from listeners on the document, so no link component changes.
 *
 * - A mouse resting on a link for HOVER_MS, or the keyboard's focus on it as long (cancelled when it leaves).
 * - A finger touching it (about 100 ms before the tap's click).
 * - The click itself, in the capture phase, before React Router renders: the page's code and its data go out together
 *   instead of the data waiting for the code.
 * - Cards marked `data-prefetch="viewport"` (the listing's, the landing's featured pieces) as they come into view,
 *   once the shopper has interacted with the page, on a fast connection, one at a time in idle time, at most
 *   VIEWPORT_LIMIT per page, without their images.
 *
 * What a link may prefetch at all is route-prefetch.ts's allow-list: storefront pages only.
 */

export const HOVER_MS = 100;
/** Viewport prefetches per page: a long listing does not fetch every card it scrolls past. */
export const VIEWPORT_LIMIT = 8;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/** Hover, focus and touch prefetch unless the shopper asked their browser to save data. */
export const savesData = (c: Connection | undefined = connection()) => c?.saveData === true;

/** What merely comes into view is prefetched only on a fast connection: never on Save-Data, 3G or slower. */
export const fastConnection = (c: Connection | undefined = connection()) =>
  !savesData(c) && !['slow-2g', '2g', '3g'].includes(c?.effectiveType ?? '');

/** Safari has no requestIdleCallback. */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 50);

/**
 * Links come into view are prefetched one after the other, each in idle time once the one before has settled, at
 * most `limit` per page (the path and query shown), each once.
 */
export function viewportQueue(
  prefetch: (href: string) => Promise<unknown> | undefined,
  limit = VIEWPORT_LIMIT,
  idle: (task: () => void) => unknown = whenIdle,
) {
  let page = '';
  const taken = new Set<string>();
  const waiting: string[] = [];
  let busy = false;
  const next = () => {
    if (busy || waiting.length === 0) return;
    const href = waiting.shift() as string;
    busy = true;
    idle(() => {
      void Promise.resolve(prefetch(href)).finally(() => {
        busy = false;
        next();
      });
    });
  };
  return (href: string) => {
    const shown = window.location.pathname + window.location.search;
    if (shown !== page) {
      page = shown;
      taken.clear();
      waiting.length = 0;
    }
    if (taken.has(href) || taken.size >= limit) return;
    taken.add(href);
    waiting.push(href);
    next();
  };
}

/** The link an event happened on, if it is one the page itself opens (no new tab, no download). */
function linkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && !link.target && !link.hasAttribute('download') ? link : undefined;
}

/** Starts watching the marked cards: each scan (after the DOM changed, in idle time) observes those on the page. */
function watchViewport(enqueue: (href: string) => void) {
  if (typeof IntersectionObserver === 'undefined') return;
  const seen = new IntersectionObserver((entries) => {
    const fast = fastConnection();
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      if (fast) enqueue((entry.target as HTMLAnchorElement).href);
    }
  });
  let scanning = false;
  const scan = () => {
    scanning = false;
    seen.disconnect();
    document.querySelectorAll('a[data-prefetch="viewport"]').forEach((link) => seen.observe(link));
  };
  new MutationObserver(() => {
    if (!scanning) whenIdle(scan);
    scanning = true;
  }).observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
  scan();
}

let installed = false;

/** Installs the listeners, once (main.tsx, when the page is live). */
export function installPrefetchOnIntent() {
  if (installed) return;
  installed = true;
  let timer: number | undefined;
  const speculate = (href: string) => void (savesData() || prefetchRoute(href));
  const soon = (link: HTMLAnchorElement) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => speculate(link.href), HOVER_MS);
  };
  const leave = (event: { target: EventTarget | null; relatedTarget: EventTarget | null }) => {
    const link = linkOf(event.target);
    if (link && !link.contains(event.relatedTarget as Node | null)) window.clearTimeout(timer);
  };
  const on = document.addEventListener.bind(document);

  on('pointerover', (event) => {
    const link = linkOf(event.target);
    if (link && event.pointerType !== 'touch' && !link.contains(event.relatedTarget as Node | null)) soon(link);
  });
  on('pointerout', leave);
  on('focusin', (event) => {
    const link = linkOf(event.target);
    if (link?.matches(':focus-visible')) soon(link);
  });
  on('focusout', leave);
  on(
    'touchstart',
    (event) => {
      const link = linkOf(event.target);
      if (link) speculate(link.href);
    },
    { passive: true, capture: true },
  );
  on(
    'click',
    (event) => {
      const link = linkOf(event.target);
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (link && plain && !event.defaultPrevented) void prefetchRoute(link.href);
    },
    true,
  );

  // The cards in view wait for the shopper's first move: a page nobody touches (a background tab, a robot, a
  // Lighthouse run) fetches nothing it did not ask for.
  const enqueue = viewportQueue((href) => prefetchRoute(href, { images: false }));
  const firstMove = ['pointermove', 'scroll', 'touchstart', 'keydown'];
  const start = () => {
    firstMove.forEach((type) => window.removeEventListener(type, start, true));
    watchViewport(enqueue);
  };
  firstMove.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));

  // A pointer already resting on a link when this loaded.
  const hovered = linkOf(document.querySelector('a[href]:hover'));
  if (hovered) soon(hovered);
}
