import { productListQuerySchema } from '@kala/contract/catalog';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { NOT_FOUND_MESSAGES } from '@kala/contract/not-found';
import type { Locale } from '@kala/contract/locale';

export interface ApiAnswerText {
  status: number;
  body: string;
}

const PRODUCT = /^\/api\/products\/([^/]{1,100})$/;

/**
 * The catalogue's GET answers, in-process, for the server renderer (render-page.ts): the same JSON text the API
 * sends for these paths, without an HTTP round trip. Any other path (or a query the API would refuse) answers
 * undefined, and the browser makes that request itself after hydration. `locale` is the page's language (issue 28).
 */
export function createCatalogAnswers(catalog: CatalogService) {
  return async function answer(url: string, locale: Locale = 'en'): Promise<ApiAnswerText | undefined> {
    const [pathname = '', queryText = ''] = url.split('?');
    if (pathname === '/api/products' || pathname === '/api/products/available') {
      const query = productListQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(queryText)));
      if (!query.success) return undefined;
      const availableOnly = pathname.endsWith('/available');
      return { status: 200, body: await catalog.listJson(query.data, { availableOnly, locale }) };
    }
    const match = PRODUCT.exec(pathname);
    if (!match) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(match[1] ?? '');
    } catch {
      return undefined;
    }
    const text = await catalog.productJson(id, locale);
    return text
      ? { status: 200, body: text }
      : { status: 404, body: JSON.stringify({ success: false, message: NOT_FOUND_MESSAGES.product }) };
  };
}
