import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_FAILED, RELOAD_GUARD_MS, reloadOnce, reloadWhenCodeFails } from './reload-once';

let reload: ReturnType<typeof vi.fn>;
const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  reload = vi.fn();
  // jsdom's location cannot be reloaded (nor spied on): a stand-in with the same address.
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const minutes = (n: number) => vi.advanceTimersByTime(n * 60_000);

describe('reloadOnce', () => {
  it('reloads the first time, not again within the guard time, and again after it', () => {
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails too: it stays (and shows its message) rather than reload over and over.
    minutes(1);
    expect(reloadOnce()).toBe(false);
    minutes(RELOAD_GUARD_MS / 60_000 - 1.5);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // A later deploy: the tab reloads once more.
    minutes(1);
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when offline: the browser would show its own error page instead of the store', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when it cannot remember having done so (storage blocked)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadWhenCodeFails', () => {
  const preloadError = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  const pageLoadFailed = () => window.dispatchEvent(new Event(PAGE_LOAD_FAILED, { cancelable: true }));

  it('reloads once on a failed import while the app loads, and not on failed imports after it has arrived', () => {
    const appArrived = reloadWhenCodeFails();
    stops.push(appArrived);
    preloadError();
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);

    minutes(RELOAD_GUARD_MS / 60_000 + 1);
    appArrived();
    // A page fetched ahead of a click (a link under the pointer) that fails must not reload under the shopper.
    preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when a page the shopper opened failed, and tells the page it does', () => {
    stops.push(reloadWhenCodeFails());
    expect(pageLoadFailed()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Failing again after the reload: not cancelled, so the page shows its message with a Reload button.
    expect(pageLoadFailed()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
