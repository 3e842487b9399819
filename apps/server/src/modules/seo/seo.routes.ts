import { LOCALES } from '@kala/contract/locale';
import type { FastifyPluginAsync } from 'fastify';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { pathIn } from './page-language.ts';
import { escapeHtml } from './html-escape.ts';
import type { SeoRepository } from './seo.repository.ts';

/** Public pages worth indexing, besides every active product. */
export const SITEMAP_PAGES = [
  '/',
  '/products',
  '/categories',
  '/artists',
  '/new-arrivals',
  '/sale',
  '/size-guide',
  '/about',
  '/contact',
  '/faq',
  '/care-instructions',
  '/shipping-delivery',
  '/cancellation-refund',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cookie-policy',
] as const;

/** Shopper-private or admin paths that search engines have no business crawling. */
export const ROBOTS_DISALLOW = ['/admin', '/cart', '/checkout', '/dashboard', '/orders', '/wishlist'] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * /sitemap.xml and /robots.txt at the site root. The sitemap is built once and kept in the response cache, which
 * every catalogue write clears, so a new or retired product shows up on the next request.
 */
export const seoRoutes: FastifyPluginAsync<{
  repository: SeoRepository;
  cache: ResponseCache;
  publicUrl: string;
}> = async (app, { repository, cache, publicUrl }) => {
  const buildSitemap = async () => {
    const rows = await repository.activeProducts();
    // Every page in each language (issue 28): English at its path, Hindi under /hi.
    const url = (loc: string, lastmod?: Date) =>
      LOCALES.map(
        (locale) =>
          `  <url><loc>${escapeHtml(`${publicUrl}${pathIn(loc, locale)}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
      ).join('\n');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map((page) => url(page)),
      ...rows.map((row) => url(`/products/${row.id}`, row.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  };

  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of public pages and active products' } },
    async (_request, reply) => {
      const xml = await cache.get('seo:sitemap', buildSitemap);
      return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'Crawler rules' } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
};
