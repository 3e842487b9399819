import type { FastifyRequest } from 'fastify';
import type { Product } from '@kala/contract/catalog';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { firstApiRequest } from './api-preload.ts';
import { escapeHtml } from './html-escape.ts';
import { productHead } from './product-meta.ts';
import { insertRenderedPage, type RenderFirstFrame } from './server-render.ts';

const PRODUCT_PATH = /^\/products\/([^/?#]{1,100})\/?$/;

/** Drops the head tags the product head replaces, so a page never carries two descriptions. */
const stripDefaults = (html: string) =>
  html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');

/**
 * Public pages arrive rendered (the web's own components, rendered by `renderFirstFrame`, see server-render.ts and
 * docs/decisions/004-server-rendering.md). A product page also gets its own head, so search engines and link
 * previews see the product without running the app. Without the renderer, the landing page and the listing name
 * their first API request as a preload. A product that is missing or inactive keeps the default head (the page says
 * 'Product not found').
 */
export function createPageRenderer(
  catalog: CatalogService,
  options: {
    publicUrl: string;
    storeName: string;
    renderFirstFrame?: RenderFirstFrame | undefined;
    /**
     * The catalogue's response cache: a page depends only on its URL and the catalogue (the server always renders
     * the guest view), so it is rendered once per catalogue version instead of three React passes per request.
     */
    cache?: ResponseCache | undefined;
  },
) {
  return function renderPage(request: FastifyRequest, rawHtml: string): Promise<string> {
    if (!rawHtml) return Promise.resolve(rawHtml);
    const render = () => renderUncached(request.url, rawHtml);
    return options.cache ? options.cache.get(`page:${request.url}`, render) : render();
  };

  async function renderUncached(url: string, rawHtml: string): Promise<string> {
    const rendered = options.renderFirstFrame ? await options.renderFirstFrame(url) : undefined;
    const html = rendered ? insertRenderedPage(rawHtml, rendered) : rawHtml;
    const [pathname = '/', query = ''] = url.split('?');
    const apiRequest = rendered ? undefined : firstApiRequest(pathname, new URLSearchParams(query));
    if (apiRequest) {
      // crossorigin matches fetch()'s default mode (cors, same-origin credentials), so the app's fetch reuses it.
      return html.replace(
        '</head>',
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(apiRequest)}" />\n</head>`,
      );
    }
    const match = PRODUCT_PATH.exec(pathname);
    if (!match) return html;
    let id: string;
    try {
      id = decodeURIComponent(match[1] ?? '');
    } catch {
      return html;
    }
    const text = await catalog.productJson(id);
    if (!text) return html;
    const product = (JSON.parse(text) as { data: Product }).data;
    const head = productHead(product, options.publicUrl, options.storeName);
    return stripDefaults(html).replace(
      '</head>',
      `<title>${escapeHtml(head.title)}</title>\n${head.tags.join('\n')}\n</head>`,
    );
  }
}
