/**
 * Reloading the tab, once, when the app's code cannot be fetched (docs/decisions/035-failed-chunks.md). A tab left
 * open across a deploy names files of the build it was loaded with; once they are gone (after the grace period of
 * apps/web/scripts/keep-old-assets.ts), only a fresh page, with the new build's names, can go on. The reload loads the
 * page the shopper was opening, since the router has already moved to its address.
 *
 * Imported by boot.ts, so it imports nothing: the app asks for a reload with an event instead of calling in here (the
 * boot script's modules must not be drawn into the app's chunks, decision 021).
 */

/** When this tab last reloaded itself, in sessionStorage: it survives the reload, and is the tab's own. */
const RELOADED_AT = 'kala:reloaded-at';

/**
 * No second reload within this time. A page that fails again after its reload (the server lacks the file, or the
 * connection is down) then shows its message instead of reloading over and over; a later deploy reloads again.
 */
export const RELOAD_GUARD_MS = 5 * 60_000;

/**
 * What the page's error boundary (components/layout/page-load-error.tsx) dispatches, cancelable, when a page's code
 * failed twice; cancelled here when the tab reloads, so the boundary shows the page skeleton until it has.
 */
export const PAGE_LOAD_FAILED = 'kala:page-load-failed';

/**
 * Reloads the page unless this tab did so less than RELOAD_GUARD_MS ago, or is offline (a reload would show the
 * browser's own error page instead of the store's message), or cannot remember that it did (storage blocked: a reload
 * it cannot count could loop). Returns whether it reloads.
 */
export function reloadOnce(): boolean {
  try {
    const now = Date.now();
    if (!navigator.onLine || now - Number(sessionStorage.getItem(RELOADED_AT)) < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Reloads the tab (once) when the app's code fails to load. Two signals:
 * - Vite's `vite:preloadError`, which its import helper raises for every failed `import()`, heard only until the
 *   function returned is called: boot.ts calls it once the app's own code (its stages) has arrived. Until then every
 *   import is one the page needs to come alive; afterwards imports are also made ahead of need (a link under the
 *   pointer, a card in view), and their failure must not reload the page under the shopper.
 * - PAGE_LOAD_FAILED, from the page's error boundary: a page the shopper opened whose code failed twice.
 */
export function reloadWhenCodeFails(): () => void {
  const onPreloadError = () => reloadOnce();
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener(PAGE_LOAD_FAILED, (event) => reloadOnce() && event.preventDefault());
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
