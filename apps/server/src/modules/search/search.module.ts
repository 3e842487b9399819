import { defineModule } from '../module.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/**
 * The header search's suggestions (issue 28 item 5, decision 045). The listing's own search (GET /api/products?search=)
 * is the catalogue's; both match and rank with catalog/search-sql.ts.
 */
export const searchModule = defineModule(
  'search',
  async (app, ctx) => {
    const { config, database, cache } = ctx;
    const search = createSearchService({ repository: createSearchRepository(database.db), cache, sales: app.sales });
    await app.register(searchRoutes, {
      prefix: '/api/search',
      search,
      limit: { max: config.searchSuggestRateLimit, timeWindow: 60_000 },
    });
  },
  ['sales'],
);
