import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { LOCALE_HEADER, splitLocalePath, type Locale } from '@kala/contract/locale';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { routes } from './app/route-tree';
import { ApiError, setApiTransport } from './lib/api-client';
import { activateLocale, localeBasename } from './lib/i18n';
import { serializeState } from './lib/ssr-state';

/**
 * The server's renderer of the public pages' first frame (built by `vite build --ssr`, imported by
 * apps/server/src/modules/seo/render-page.ts): the same route tree and components as the browser, rendered as a
 * guest, with the catalogue data fetched in-process. Pages that need an account, and redirects, are not rendered
 * here: they keep the SPA shell.
 *
 * Each rendered route names its page's module as the web build's manifest knows it (route-tree.tsx imports the
 * same files), so the server can name the scripts the page's app needs and boot.ts fetch them at once
 * (apps/server/src/modules/seo/page-scripts.ts).
 */
const SERVER_RENDERED = new Map([
  ['/', 'src/app/routes/home-page.tsx'],
  ['/products', 'src/app/routes/products-page.tsx'],
  ['/products/:id', 'src/app/routes/product-page.tsx'],
  ['/new-arrivals', 'src/app/routes/new-arrivals-page.tsx'],
  ['/sale', 'src/app/routes/sale-page.tsx'],
  ['/categories', 'src/app/routes/categories-page.tsx'],
  ['/artists', 'src/app/routes/artists-page.tsx'],
  ['/about', 'src/app/routes/about-page.tsx'],
  ['/contact', 'src/app/routes/contact-page.tsx'],
  ['/size-guide', 'src/app/routes/size-guide-page.tsx'],
  ['/shipping-delivery', 'src/app/routes/policies/shipping-delivery-page.tsx'],
  ['/cancellation-refund', 'src/app/routes/policies/cancellation-refund-page.tsx'],
  ['/terms-and-conditions', 'src/app/routes/policies/terms-page.tsx'],
  ['/privacy-policy', 'src/app/routes/policies/privacy-page.tsx'],
  ['/faq', 'src/app/routes/info-page.tsx'],
  ['/care-instructions', 'src/app/routes/info-page.tsx'],
  ['/cookie-policy', 'src/app/routes/info-page.tsx'],
]);

/**
 * Answers a GET /api/... path with the API's status and JSON text, or undefined for paths it does not serve.
 * `locale` is the page's language (what the browser's API client sends as LOCALE_HEADER).
 */
export type ApiAnswer = (
  path: string,
  request: { locale: Locale },
) => Promise<{ status: number; body: string } | undefined>;

/** Renders that discover new queries (a product, then its related pieces) before the HTML is final. */
const MAX_PASSES = 3;

/**
 * The source module of the page rendered at `pathname` (in either language: '/hi/products' is '/products'), or
 * undefined when the page is not server-rendered.
 */
export function renderedPageModule(pathname: string): string | undefined {
  const matches = matchRoutes(routes, splitLocalePath(pathname).path);
  const leaf = matches?.[matches.length - 1]?.route.path;
  return leaf === undefined ? undefined : SERVER_RENDERED.get(leaf);
}

let answerApi: ApiAnswer | undefined;

/**
 * Lingui's messages read one global language, and a render awaits data between its passes: pages of one language
 * render side by side, a page of the other language waits until they are done (then the language is switched).
 */
let activeLocale: Locale | undefined;
let rendering = 0;
let switched: Promise<void> = Promise.resolve();
const queued: (() => void)[] = [];

async function enterLocale(locale: Locale): Promise<void> {
  for (;;) {
    await switched;
    if (activeLocale === locale) break;
    if (rendering === 0) {
      activeLocale = locale;
      switched = activateLocale(locale);
      await switched;
      break;
    }
    await new Promise<void>((resolve) => queued.push(resolve));
  }
  rendering++;
}

function leaveLocale() {
  rendering--;
  if (rendering === 0) for (const wake of queued.splice(0)) wake();
}

/** Routes the web's API client to the server's own catalogue while rendering. */
export function setApiAnswer(answer: ApiAnswer) {
  answerApi = answer;
  setApiTransport(async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !answerApi) throw new Error('not available while rendering');
    const asked = new Headers(init.headers).get(LOCALE_HEADER);
    const answered = await answerApi(url, { locale: asked === 'hi' ? 'hi' : 'en' });
    if (!answered) throw new Error('not available while rendering');
    return new Response(answered.body, {
      status: answered.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** Renders once, waiting for every lazy page and component, so the queries the page asks for are in the cache. */
async function settle(element: ReactElement): Promise<void> {
  const { prelude } = await prerender(element);
  await new Response(prelude).arrayBuffer();
}

/**
 * The page's HTML (the inside of #root), its query state as JSON and its page module (as in the web build's
 * manifest), or undefined when the page is not rendered.
 */
export async function render(url: string): Promise<{ html: string; state: string; page: string } | undefined> {
  const location = new URL(url, 'http://localhost');
  const pageModule = renderedPageModule(location.pathname);
  if (!pageModule) return undefined;
  const { locale } = splitLocalePath(location.pathname);
  await enterLocale(locale);
  try {
    return await renderIn(location, pageModule, localeBasename(locale));
  } finally {
    leaveLocale();
  }
}

async function renderIn(location: URL, pageModule: string, basename: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } },
  });
  const page = (
    <Providers client={queryClient}>
      <StaticRouter basename={basename} location={location.pathname + location.search}>
        <AppRoutes />
      </StaticRouter>
    </Providers>
  );

  await settle(page);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const cache = queryClient.getQueryCache();
    const waiting = cache.getAll().filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    // A query the server could not answer is left to the browser: both render it as pending, so hydration matches.
    // A 404 stays, so a missing product shows 'Product not found' from the first frame.
    for (const q of cache.getAll()) {
      const missing = q.state.error instanceof ApiError && q.state.error.status === 404;
      if (q.state.status === 'error' && !missing) cache.remove(q);
    }
    await settle(page);
  }
  // Every lazy module has loaded by now, so a synchronous render completes every Suspense boundary in place: the
  // HTML needs none of the inline scripts that streaming rendering uses to reveal boundaries (the CSP forbids them).
  const html = renderToString(page);
  // Queries still pending after the last pass are dropped: the browser fetches them as it would without SSR.
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
  return { html, state: serializeState(state), page: pageModule };
}
