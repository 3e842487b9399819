import { describe, expect, it } from 'vitest';
// The server's preload must name exactly the request the listing makes, or the browser fetches twice.
import { firstApiRequest } from '../../../../../server/src/modules/seo/api-preload.ts';
import { withQuery } from '../../../lib/api-client';
import { parseListingParams } from '../hooks/use-listing-params';
import { listingQuery } from './listing';

const webRequest = (search: string, defaultSort: 'featured' | 'newest' = 'featured') => {
  const filters = parseListingParams(new URLSearchParams(search), defaultSort);
  return withQuery('/api/products', { ...listingQuery(filters), page: 1 });
};

describe('the listing request and the server preload', () => {
  it.each([
    '',
    'category=dot+mandala+art',
    'category=Lippan%20Art&price=1000-5000&sort=price-low',
    'search=%20peacock%20mirror%20&view=list',
    'price=above5000&sort=rating&category=terracotta',
    'price=cheap&sort=random',
  ])('are the same URL for ?%s', (search) => {
    expect(webRequest(search)).toBe(firstApiRequest('/products', new URLSearchParams(search)));
  });

  it('agree on new arrivals, which sort newest first by default', () => {
    expect(webRequest('', 'newest')).toBe(firstApiRequest('/new-arrivals', new URLSearchParams('')));
  });

  it('reads any spelling of a category and drops values the API would refuse', () => {
    expect(parseListingParams(new URLSearchParams('category=boho%20circle&price=x&sort=y&page=-3'))).toEqual({
      category: 'boho-art',
      price: undefined,
      sort: 'featured',
      search: '',
      view: 'grid',
      page: 1,
    });
  });
});
