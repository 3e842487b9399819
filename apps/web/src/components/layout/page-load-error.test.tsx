import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadable, RETRY_AFTER_MS } from '../../lib/preloadable';
import { PAGE_LOAD_FAILED } from '../../lib/reload-once';
import { SiteLayout } from './site-layout';

/** What Chromium rejects a dynamic import with when the file cannot be fetched (a 404 after a deploy, no network). */
const fetchFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/product-page-D2pmyhaR.js');

/** A page's `import()`: rejects the first `failures` times, then gives the page. */
function flakyImport(failures: number, text = 'Handmade lamp') {
  const page = () => <h1>{text}</h1>;
  return vi.fn(() =>
    failures-- > 0 ? Promise.reject(fetchFailure()) : Promise.resolve({ default: page as ComponentType }),
  );
}

/** The shopper's layout with a header, a footer and two pages, as the store composes it (app/store-layout.tsx). */
function renderStore(pages: Record<string, ComponentType>, at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          element={
            <SiteLayout
              header={
                <header>
                  Kala <Link to="/about">About</Link> <Link to="/lamp">Lamp</Link>
                </header>
              }
              footer={<footer>Made in India</footer>}
            />
          }
        >
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** Long enough for a failed import, the pause and the retry. */
const RETRIED = { timeout: RETRY_AFTER_MS + 1500 };

class NoObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  // The help button's float check and the layout's scroll-to-top need what jsdom lacks.
  vi.stubGlobal('IntersectionObserver', NoObserver);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page whose code cannot be fetched', () => {
  it('is asked for once more, and shows when the second try succeeds', async () => {
    const factory = flakyImport(1);
    renderStore({ '/lamp': preloadable(factory) }, '/lamp');

    expect(await screen.findByRole('heading', { name: 'Handmade lamp' }, RETRIED)).toBeTruthy();
    expect(factory).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('failing twice, shows a message with a Reload button between the header and the footer', async () => {
    const factory = flakyImport(2);
    renderStore({ '/lamp': preloadable(factory) }, '/lamp');

    const alert = await screen.findByRole('alert', {}, RETRIED);
    expect(alert.textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Kala');
    expect(screen.getByRole('contentinfo').textContent).toContain('Made in India');
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('Reload reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderStore({ '/lamp': preloadable(flakyImport(2)) }, '/lamp');

    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }, RETRIED));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the rest of the store working: another page opens, and coming back tries the failed one again', async () => {
    const factory = flakyImport(2);
    renderStore({ '/lamp': preloadable(factory), '/about': () => <h1>About Kala</h1> }, '/lamp');
    await screen.findByRole('alert', {}, RETRIED);

    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About Kala' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // The connection is back: the page's code arrives this time.
    fireEvent.click(screen.getByRole('link', { name: 'Lamp' }));
    expect(await screen.findByRole('heading', { name: 'Handmade lamp' }, RETRIED)).toBeTruthy();
    expect(factory).toHaveBeenCalledTimes(3);
  });

  it('shows the message too for a lazy part of a page (a dialog) whose code is gone', async () => {
    const Part = lazy(() => Promise.reject(fetchFailure()));
    renderStore(
      {
        '/lamp': () => (
          <>
            <h1>Handmade lamp</h1>
            <Part />
          </>
        ),
      },
      '/lamp',
    );

    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the skeleton, not the message, when the tab reloads itself (boot.ts)', async () => {
    // As lib/reload-once.ts (boot.ts) answers when it reloads the tab.
    const asked = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(PAGE_LOAD_FAILED, asked);
    try {
      renderStore({ '/lamp': preloadable(flakyImport(2)) }, '/lamp');
      await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1), RETRIED);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status').textContent).toContain('Loading');
      expect(screen.getByRole('banner')).toBeTruthy();
    } finally {
      window.removeEventListener(PAGE_LOAD_FAILED, asked);
    }
  });
});

describe('a page that fails for another reason', () => {
  it('is not shown as a connection problem: the error goes on up, as before', () => {
    const Broken = () => {
      throw new Error('price is undefined');
    };
    expect(() => renderStore({ '/lamp': Broken }, '/lamp')).toThrow('price is undefined');
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
  });
});
