import { imageSrcSet } from '@kala/contract/images';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { infiniteProductsQueryOptions, productsQueryOptions } from '../features/catalog/api/get-products';
import { GALLERY_SIZES } from '../features/catalog/components/product-gallery';
import { cardImageSizes } from '../features/catalog/components/product-card';
import { parseListingParams } from '../features/catalog/hooks/use-listing-params';
import { listingQuery } from '../features/catalog/lib/listing';
import { clearSession, saveSession } from '../lib/session';
import { queryClient } from './providers';
import { preloadPage } from './route-tree';
import { prefetchRoute, PRODUCT_IMAGE_SIZES, storefrontRoute } from './route-prefetch';

// The pages' code is not loaded here: what matters is that it is asked for, and when.
vi.mock('./route-tree', () => ({ preloadPage: vi.fn(() => Promise.resolve()) }));

const product = (id: string) => ({
  _id: id,
  name: `Piece ${id}`,
  thumbnail: `/uploads/demo/${id}.webp`,
  sliderImages: [],
});
const page = (ids: string[]) => ({
  data: ids.map(product),
  total: ids.length,
  pagination: { currentPage: 1, totalPages: 1, hasNextPage: false },
});

/** A listing's six pieces, named after its category so that each test warms images of its own. */
const listed = (url: string) => {
  const category = new URL(url, 'http://localhost').searchParams.get('category') ?? 'all';
  return [1, 2, 3, 4, 5, 6].map((n) => `${category}-${n}`);
};

let fetched: string[] = [];
/** Images the prefetch made, as the browser would be asked for them. */
let images: { srcset: string; sizes: string; src: string }[] = [];

/** The window is `width` px wide, for the listing's layout (infinite scroll up to 768 px) and its first row. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    const max = /max-width: (\d+)px/.exec(query);
    return { matches: min ? width >= Number(min[1]) : max ? width <= Number(max[1]) : false };
  });
}

beforeEach(() => {
  fetched = [];
  images = [];
  queryClient.clear();
  vi.mocked(preloadPage).mockClear();
  viewport(1440);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const path = new URL(url, 'http://localhost').pathname;
      const body = path.startsWith('/api/products/')
        ? { success: true, data: product(path.split('/').pop() ?? '') }
        : path === '/api/cart'
          ? { success: true, data: { items: [] } }
          : { success: true, ...page(listed(url)) };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  vi.stubGlobal(
    'Image',
    class {
      srcset = '';
      sizes = '';
      fetchPriority = 'auto';
      set src(src: string) {
        images.push({ srcset: this.srcset, sizes: this.sizes, src });
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const shopper = {
  _id: 'u1',
  name: 'Asha',
  email: 'a@example.com',
  role: 'user' as const,
  avatar: null,
  isAdmin: false,
};

describe('the pages prefetched (issue 29: never an admin or account page)', () => {
  it('takes the storefront pages', () => {
    for (const path of [
      '/',
      '/products',
      '/products/p1',
      '/new-arrivals',
      '/sale',
      '/categories',
      '/artists',
      '/faq',
    ]) {
      expect(storefrontRoute(path), path).toBeDefined();
    }
  });

  it('never takes the admin panel, the account pages, the sign-in pages or a mailed link', () => {
    saveSession('token', { ...shopper, role: 'admin', isAdmin: true });
    for (const path of [
      '/admin',
      '/admin/products',
      '/dashboard',
      '/orders',
      '/orders/o1',
      '/orders/confirm/token',
      '/wishlist',
      '/feedback',
      '/checkout',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/token',
      '/newsletter/confirm/token',
      '/delivery-fix/token',
      '/products/p1/edit',
    ]) {
      expect(storefrontRoute(path), path).toBeUndefined();
    }
  });

  it('takes the cart for a signed-in shopper only', () => {
    expect(storefrontRoute('/cart')).toBeUndefined();
    saveSession('token', shopper);
    expect(storefrontRoute('/cart')).toBeDefined();
  });

  it('starts neither code nor data for an account page or another site', async () => {
    saveSession('token', shopper);
    expect(prefetchRoute('/orders/o1')).toBeUndefined();
    expect(prefetchRoute('/admin/products')).toBeUndefined();
    expect(prefetchRoute('https://example.com/products')).toBeUndefined();
    await Promise.resolve();
    expect(preloadPage).not.toHaveBeenCalled();
    expect(fetched).toEqual([]);
  });
});

describe('prefetchRoute', () => {
  it("starts a product page's code and data together, into the query the page reads, and warms its first image", async () => {
    const done = prefetchRoute('/products/p1');
    // Both asked for in the same moment: the data does not wait for the code.
    expect(preloadPage).toHaveBeenCalledWith('/products/p1');
    expect(fetched).toEqual(['/api/products/p1']);
    await done;
    expect(queryClient.getQueryData(productQueryOptions('p1').queryKey)).toMatchObject({ name: 'Piece p1' });
    expect(images).toEqual([
      { src: '/uploads/demo/p1.webp', srcset: imageSrcSet('/uploads/demo/p1.webp'), sizes: PRODUCT_IMAGE_SIZES },
    ]);
  });

  it('asks nothing again while the data is fresh, and warms each image once', async () => {
    await prefetchRoute('/products/p3');
    await prefetchRoute('/products/p3');
    expect(fetched).toEqual(['/api/products/p3']);
    expect(images).toHaveLength(1);
  });

  it("fills a wide screen's paged listing, with its filters, and warms the first row's four cards", async () => {
    await prefetchRoute('/products?category=mandala&sort=newest&view=grid');
    const filters = parseListingParams(new URLSearchParams('category=mandala&sort=newest'));
    expect(
      queryClient.getQueryData(productsQueryOptions({ ...listingQuery(filters), page: 1 }).queryKey),
    ).toBeDefined();
    expect(fetched).toHaveLength(1);
    expect(images.map((image) => image.src)).toEqual([1, 2, 3, 4].map((n) => `/uploads/demo/mandala-${n}.webp`));
    expect(images[0]?.sizes).toBe(cardImageSizes('grid'));
  });

  it("fills a phone's infinite listing instead, and warms the one card of its first row", async () => {
    viewport(400);
    await prefetchRoute('/new-arrivals');
    const query = listingQuery(parseListingParams(new URLSearchParams(), 'newest'));
    expect(queryClient.getQueryData(infiniteProductsQueryOptions(query).queryKey)).toBeDefined();
    expect(images.map((image) => image.src)).toEqual(['/uploads/demo/all-1.webp']);
  });

  it('leaves the images when asked to (a card merely seen)', async () => {
    await prefetchRoute('/products/p2', { images: false });
    expect(fetched).toEqual(['/api/products/p2']);
    expect(images).toEqual([]);
  });

  it("fetches a signed-in shopper's cart", async () => {
    saveSession('token', shopper);
    await prefetchRoute('/cart');
    expect(preloadPage).toHaveBeenCalledWith('/cart');
    expect(fetched).toEqual(['/api/cart']);
  });

  it('warms the image the product page asks for (its sizes are the gallery’s)', () => {
    expect(PRODUCT_IMAGE_SIZES).toBe(GALLERY_SIZES);
  });
});
