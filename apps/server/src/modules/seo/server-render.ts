import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../../lib/log-redaction.ts';
import type { Locale } from '@kala/contract/locale';
import type { ApiAnswerText } from './catalog-answers.ts';
import { catalogScripts } from './page-language.ts';
import { pageScripts, readManifest, type Manifest } from './page-scripts.ts';

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-ssr/entry-server.js). */
interface WebRenderer {
  setApiAnswer(answer: (path: string, request?: { locale: Locale }) => Promise<ApiAnswerText | undefined>): void;
  render(url: string): Promise<{ html: string; state: string; page: string } | undefined>;
}

/** A rendered page: the inside of #root, its query state as JSON, and the scripts its app needs (page-scripts.ts). */
export interface RenderedPage {
  html: string;
  state: string;
  scripts: string[];
}

export type RenderFirstFrame = (url: string) => Promise<RenderedPage | undefined>;

/**
 * The web's server renderer beside the web build (`<webDistDir>/../dist-ssr`), loaded on the first page it renders,
 * not at start: it carries React and the whole storefront, about 10 MB of memory a server that only answers the API
 * never needs (issue 13). Without it (the web was built without SSR, or not at all) pages are served as the SPA
 * shell, as before.
 */
export function loadServerRenderer(
  webDistDir: string,
  answer: (path: string, locale?: Locale) => Promise<ApiAnswerText | undefined>,
  log: FastifyBaseLogger,
): RenderFirstFrame | undefined {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  let loading: Promise<WebRenderer> | undefined;
  let manifest: Manifest | undefined;
  const renderer = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<WebRenderer>).then((module) => {
      // The page's language (issue 28): a Hindi page's catalogue text is the Hindi one, field by field.
      module.setApiAnswer((path, request) => answer(path, request?.locale ?? 'en'));
      manifest = readManifest(webDistDir);
      return module;
    }));
  return async (url) => {
    try {
      const page = await (await renderer()).render(url);
      if (!page) return undefined;
      // A Hindi page's app loads its compiled catalogue before it hydrates: fetched with the rest, not after them.
      const scripts = manifest ? [...pageScripts(manifest, page.page), ...catalogScripts(manifest, url)] : [];
      return { html: page.html, state: page.state, scripts };
    } catch (error) {
      // A page that fails to render on the server still works: the browser renders it from the shell.
      log.error({ err: error, url: redactUrl(url) }, 'server rendering failed; sending the app shell');
      return undefined;
    }
  };
}

/**
 * The static first frame of index.html (inside #root) swapped for the rendered page, plus its query state and the
 * scripts its app needs, as JSON that boot.ts reads (a script element that never runs: the CSP forbids inline code).
 */
export function insertRenderedPage(html: string, page: RenderedPage): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) return html;
  // File names from the build; `<` is escaped all the same, so no name could end the element early.
  const scripts = JSON.stringify(page.scripts).replaceAll('<', '\\u003c');
  return (
    `${html.slice(0, start)}<div id="root">${page.html}</div>\n` +
    `<script type="application/json" id="kala-state">${page.state}</script>\n` +
    `<script type="application/json" id="kala-scripts">${scripts}</script>\n${html.slice(end)}`
  );
}
