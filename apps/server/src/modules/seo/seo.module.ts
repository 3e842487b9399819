import { registerWebAssets } from '../../plugins/web-assets.ts';
import { defineModule } from '../module.ts';
import { LOCALE_COOKIE } from '@kala/contract/locale';
import { createCatalogAnswers } from './catalog-answers.ts';
import { hindiFontLinks, languageRedirect } from './page-language.ts';
import { readManifest } from './page-scripts.ts';
import { createPageRenderer } from './render-page.ts';
import { loadServerRenderer } from './server-render.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';

/**
 * The pages themselves, registered last: the sitemap and robots, the web assets and the SPA fallback. Public pages
 * arrive server-rendered; product pages carry their own title, description, Open Graph tags and JSON-LD.
 */
export const pagesModule = defineModule(
  'pages',
  async (app, { config, database, cache }) => {
    await app.register(seoRoutes, { repository: createSeoRepository(database.db), cache, publicUrl: config.publicUrl });
    await registerWebAssets(app, {
      webDistDir: config.webDistDir,
      uploadsDir: config.uploadsDir,
      pageRedirect: (request) =>
        languageRedirect(
          request.url,
          { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] },
          LOCALE_COOKIE,
        ),
      renderPage: createPageRenderer(app.catalog, {
        offerShipping: (productId, sizeId) =>
          app.deliveryEstimate.offerShipping(config.delivery.structuredDataPincode, productId, sizeId),
        publicUrl: config.publicUrl,
        storeName: config.storeName,
        hindiHead: hindiFontLinks(readManifest(config.webDistDir)),
        renderFirstFrame: loadServerRenderer(config.webDistDir, createCatalogAnswers(app.catalog), app.log),
        cache,
      }),
    });
  },
  ['catalog', 'delivery-estimate'],
);
