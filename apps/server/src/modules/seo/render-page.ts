import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Product } from '@kala/contract/catalog';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OfferShipping } from '../delivery-estimate/offer-shipping.ts';
import { firstApiRequest } from './api-preload.ts';
import { escapeHtml, insertBefore } from './html-escape.ts';
import { localizePage } from './page-language.ts';
import { productHead } from './product-meta.ts';
import { pageCacheKey, pageCacheRoom } from './page-cache-key.ts';
import { insertRenderedPage, type RenderedPage, type RenderFirstFrame } from './server-render.ts';

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
    /** A size's shipping as the product's structured data states it (modules/delivery-estimate). */
    offerShipping?: ((productId: string, sizeId: string) => Promise<OfferShipping | undefined>) | undefined;
    publicUrl: string;
    storeName: string;
    renderFirstFrame?: RenderFirstFrame | undefined;
    /**
     * The catalogue's response cache: a page depends only on its path, the parameters it reads and the catalogue
     * (the server always renders the guest view), so it is rendered once per catalogue version instead of three
     * React passes per request. Answers say `X-Page-Cache: hit`, `miss` (rendered now) or `none` (the app shell,
     * not kept). Pages visitors can vary without end (searches, far page numbers, unknown products) are kept in the
     * cache's bounded long-tail room (page-cache-key.ts#pageCacheRoom), never with the catalogue's pages.
     */
    cache?: ResponseCache | undefined;
    /** The head tags of a Hindi page: the Devanagari font (page-language.ts#hindiFontLinks). */
    hindiHead?: string | undefined;
  },
) {
  return async function renderPage(request: FastifyRequest, rawHtml: string, reply?: FastifyReply): Promise<string> {
    if (!rawHtml) return rawHtml;
    // Keyed, and rendered, by what the page reads: its path and its own query parameters (page-cache-key.ts), so
    // ?utm_source=<anything> is the same page, one render and one entry.
    const url = pageCacheKey(request.url);
    // The page's language (lang, alternates, the Hindi head): the key holds the language prefix, so the page is kept
    // with them and a hit sends it as it is.
    const localize = (html: string) => localizePage(html, url, options.publicUrl, options.hindiHead ?? '');
    if (!options.cache) return localize((await renderUncached(url, request.url, rawHtml)).html);
    let computed: Rendered | undefined;
    const html = await options.cache.get(
      `page:${url}`,
      async () => {
        computed = await renderUncached(url, request.url, rawHtml);
        return localize(computed.html);
      },
      // Only rendered pages are kept: the app shell (sign-in, a reset link, an unknown path) costs nothing to send
      // again, and a flood of such paths must not push the catalogue's pages out. Nor may a flood of pages that are
      // rendered but made up (any search, any product id): those go to the bounded long-tail room.
      () => {
        if (!computed?.rendered) return false;
        return pageCacheRoom(url) === 'catalogue' && !computed.missingProduct ? true : 'long-tail';
      },
    );
    reply?.header('X-Page-Cache', computed ? (computed.rendered ? 'miss' : 'none') : 'hit');
    return html;
  };

  /** `url` is the page's key (what it reads); `requestUrl` the URL as asked, for the preload of an unrendered page. */
  async function renderUncached(url: string, requestUrl: string, rawHtml: string): Promise<Rendered> {
    const rendered = options.renderFirstFrame ? await options.renderFirstFrame(url) : undefined;
    const page = await withHead(url, requestUrl, rawHtml, rendered);
    return { ...page, rendered: rendered !== undefined };
  }

  /** The page with its head; `missingProduct` when it is a product page whose product is missing or inactive. */
  async function withHead(
    url: string,
    requestUrl: string,
    rawHtml: string,
    rendered: RenderedPage | undefined,
  ): Promise<{ html: string; missingProduct: boolean }> {
    const html = rendered ? insertRenderedPage(rawHtml, rendered) : rawHtml;
    const pathname = url.split('?')[0] ?? '/';
    // Only an unrendered page (never kept in the cache) names a preload, read from the URL as the browser has it.
    const apiRequest = rendered
      ? undefined
      : firstApiRequest(pathname, new URLSearchParams(requestUrl.split('?')[1] ?? ''));
    if (apiRequest) {
      // crossorigin matches fetch()'s default mode (cors, same-origin credentials), so the app's fetch reuses it.
      const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(apiRequest)}" />\n`;
      return { html: insertBefore(html, '</head>', preload), missingProduct: false };
    }
    const match = PRODUCT_PATH.exec(pathname);
    if (!match) return { html, missingProduct: false };
    let id: string;
    try {
      id = decodeURIComponent(match[1] ?? '');
    } catch {
      return { html, missingProduct: true };
    }
    const text = await catalog.productJson(id);
    if (!text) return { html, missingProduct: true };
    const product = (JSON.parse(text) as { data: Product }).data;
    const shipping = options.offerShipping
      ? await Promise.all(product.sizes.map((size) => options.offerShipping?.(product._id, size._id)))
      : [];
    const head = productHead(product, options.publicUrl, options.storeName, shipping);
    // Inserted literally: product text may hold `$'`, `$&` or `$1` (html-escape.ts#insertBefore).
    const tags = `<title>${escapeHtml(head.title)}</title>\n${head.tags.join('\n')}\n`;
    return { html: insertBefore(stripDefaults(html), '</head>', tags), missingProduct: false };
  }
}

/** A page ready to send, and what decides where it is kept. */
interface Rendered {
  html: string;
  /** Rendered by the server (not the app shell). */
  rendered: boolean;
  missingProduct: boolean;
}
