// First: Lingui's global i18n is active before any module that uses a message is evaluated.
import './lib/i18n';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { preloadPage } from './app/route-tree';
import { AppRoutes } from './app/router';
import { splitLocalePath } from '@kala/contract/locale';
import { activateLocale, localeBasename } from './lib/i18n';
import { getSession } from './lib/session';
import { readState, STATE_ELEMENT_ID } from './lib/ssr-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The page's language is in its address (English at today's paths, Hindi under /hi): the router runs under that
// prefix, so every absolute link stays in the language (docs/decisions/044-storefront-languages.md).
const { locale, path: pagePath } = splitLocalePath(window.location.pathname);

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter basename={localeBasename(locale)}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// Prefetching on intent (app/prefetch-on-intent.ts) is loaded once the page is live, so it is not on the first
// visit's path (docs/decisions/034-instant-navigation.md). The event is site-layout.tsx's `kala:page-live`.
window.addEventListener(
  'kala:page-live',
  () =>
    void import('./app/prefetch-on-intent').then(
      (m) => m.installPrefetchOnIntent(),
      () => undefined,
    ),
  { once: true },
);

// A server-rendered page (apps/web/src/entry-server.tsx) carries the data it was rendered from: load it into the
// query cache. A guest's page is hydrated. The server renders everyone as a guest, so a signed-in shopper's page is
// rendered afresh instead (from the same data, with the page's code loaded first, so nothing flashes): hydrating it
// would leave a moment in which a tap on, say, Add to Wishlist acted as a guest's. Every other page (account pages,
// the static shell) renders from scratch.
// Hindi's compiled catalogue is loaded before the first render (English needs none), so hydration matches the HTML.
const stateElement = document.getElementById(STATE_ELEMENT_ID);
const ready = activateLocale(locale);
if (stateElement?.textContent) {
  hydrate(queryClient, readState(stateElement.textContent));
  const signedIn = Boolean(getSession().user);
  // The page's own chunk first, so hydration never waits inside a boundary (a tap there would be lost).
  void Promise.all([preloadPage(pagePath), ready]).finally(() => {
    if (signedIn) {
      createRoot(root).render(app);
      return;
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (the page is already painted, so nothing waits on it but input, which React prioritises).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration error', error),
      });
    });
  });
} else {
  void ready.finally(() => createRoot(root).render(app));
}
