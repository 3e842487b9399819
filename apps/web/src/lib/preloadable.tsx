import { lazy, useState, type ComponentType } from 'react';

/**
 * How long a page whose code failed to arrive waits before asking for it once more: long enough for a phone's
 * connection that dropped for a moment to come back, short enough not to keep a shopper waiting much longer.
 */
export const RETRY_AFTER_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How to give each page whose code failed to load a fresh try (retryFailedPages). */
const failedPages = new Set<() => void>();

/**
 * Lets every page whose code failed to load try again at its next mount: React keeps a failed lazy component's error
 * for good, so each gets a fresh one. The page's error boundary calls it once it has shown the failure, not the page
 * as it fails: React renders a failed tree a second time straight away, and that render would make a third try.
 */
export function retryFailedPages() {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/**
 * A lazily loaded page (its own chunk, like React.lazy) that can also be loaded ahead: main.tsx loads the page of
 * the current URL before hydrating a server-rendered page, so the whole page hydrates at once and a tap on it
 * during hydration is handled rather than lost in a boundary still waiting for its code.
 *
 * A chunk that fails to arrive is asked for once more after a short pause. Calling the same `import()` again is
 * enough: the HTML standard no longer lets browsers keep a failed module fetch (whatwg/html#10327; in Chromium 156 a
 * second import fetches the file afresh, and a failed file it imports too), so no cache-busting query is needed, and
 * one would load a second copy of the module. A browser that still keeps the failure fails the retry at once, and the
 * page's error boundary takes over (components/layout/page-load-error.tsx).
 */
export function preloadable(factory: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const load = () =>
    factory()
      .catch(() => pause(RETRY_AFTER_MS).then(factory))
      .then((module) => {
        loaded = module.default;
        return module;
      });
  const lazyPage = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedPages.add(() => (Lazy = lazyPage()));
        throw error;
      }),
    );
  let Lazy = lazyPage();
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = load;
  return Page;
}
