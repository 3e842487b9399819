import type { FastifyRequest } from 'fastify';
import type { Product } from '@kala/contract/catalog';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { firstApiRequest } from './api-preload.ts';
import { escapeHtml } from './html-escape.ts';
import { productHead } from './product-meta.ts';

const PRODUCT_PATH = /^\/products\/([^/?#]{1,100})\/?$/;

/** Drops the head tags the product head replaces, so a page never carries two descriptions. */
const stripDefaults = (html: string) =>
  html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');

/**
 * Answers a product page with its own head, so search engines and link previews see the product without running
 * the app. The landing page and the listing name their first API request as a preload. Every other page gets
 * index.html as it is. A product that is missing or inactive keeps the default head (the app shows 'Product not
 * found').
 */
export function createPageRenderer(catalog: CatalogService, options: { publicUrl: string; storeName: string }) {
  return async function renderPage(request: FastifyRequest, html: string): Promise<string> {
    if (!html) return html;
    const [pathname = '/', query = ''] = request.url.split('?');
    const apiRequest = firstApiRequest(pathname, new URLSearchParams(query));
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
  };
}
