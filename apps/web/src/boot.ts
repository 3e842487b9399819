/**
 * The page's only script tag. It is tiny so that the browser spends its first moments on what the shopper sees: the
 * server-rendered HTML, the stylesheet and the first image. The app itself (React, the router and the query cache,
 * then main.tsx and the page's code) is fetched once the page's own content has loaded and been shown, and taps made
 * until it has hydrated are held and replayed (lib/early-input.ts), so nothing the shopper does is lost meanwhile.
 */
import { holdEarlyInput, releaseEarlyInput } from './lib/early-input';
import { reloadWhenCodeFails } from './lib/reload-once';
import './styles.css';

holdEarlyInput();
// A tab left open across a deploy reloads once when its code is gone (lib/reload-once.ts, decision 035).
const appArrived = reloadWhenCodeFails();
// The app announces when the page is live (components/layout/site-layout.tsx); the held taps are replayed then.
window.addEventListener('kala:page-live', () => releaseEarlyInput(), { once: true });

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the app needs, in order, each evaluated in a task of its own so that none is long (decision 005): React; the
 * router and the query cache; then the app and the page's code.
 */
const stages: (() => Promise<unknown>)[] = [
  () => import('./libraries'),
  () => import('./app-libraries'),
  () => import('./main'),
];

function loadApp() {
  stages
    .reduce<Promise<unknown>>((previous, stage) => previous.then(nextTask).then(stage), Promise.resolve())
    .then(appArrived)
    .catch((error: unknown) => {
      // Without the app the buttons stay inert; let the browser's own behaviour (links, forms) carry on.
      releaseEarlyInput({ replay: false });
      console.error('The app failed to load', error);
    });
}

/** Modulepreloads added per task: each starts a fetch, 0.3-1.5 ms of this machine's main thread, four times that on a phone. */
const PRELOADS_PER_TASK = 3;

/**
 * A server-rendered page names every script its app needs (kala-scripts, apps/server/src/modules/seo/page-scripts.ts):
 * they are all fetched at once, a few per task, instead of stage by stage as each import finds its own. Vite's
 * import helper then finds them already in the head and adds nothing.
 */
function preloadPageScripts() {
  let urls: unknown;
  try {
    urls = JSON.parse(document.getElementById('kala-scripts')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(urls)) return;
  const pending = urls.filter((url): url is string => typeof url === 'string');
  const addSome = () => {
    for (const url of pending.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      document.head.appendChild(link);
    }
    if (pending.length > 0) setTimeout(addSome, 0);
  };
  addSome();
}

let started = false;
function startApp() {
  if (started) return;
  started = true;
  preloadPageScripts();
  loadApp();
}

/** A page whose images never finish loading (a stalled connection) must not stay inert for long. */
const LONGEST_WAIT_MS = 2500;

/** Resolves once the browser has reported the page's first contentful paint: shown, not only drawn. */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

// The app starts once the page's own content is in and shown: the `load` event comes after the stylesheet and the
// eager images (the largest paint), the paint entry once the first paint is on the screen, and two frames more let the
// images that `load` waited for be shown too. Started just after the first frame had been drawn instead, the app's
// 120 KiB went out before that frame was shown in most loads, sharing the connection and the CPU with it: under
// Lighthouse's throttling those loads painted 0.4-0.6 s later (decision 005). A tab opened in the background draws no
// frames, so there the app loads at once; and a page whose images never finish (a stalled connection) waits at most
// LONGEST_WAIT_MS.
if (document.visibilityState === 'hidden') startApp();
else {
  void Promise.all([loaded, firstPaintShown()]).then(() =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startApp, 0))),
  );
  setTimeout(startApp, LONGEST_WAIT_MS);
}
