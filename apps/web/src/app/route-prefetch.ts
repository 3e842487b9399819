import { splitLocalePath } from '@kala/contract/locale';
import { getLocale } from '../lib/i18n';
import { matchPath } from 'react-router';
import type { SortName } from '@kala/contract/catalog';
import { FEATURED_COUNT } from '@kala/contract/catalog-constants';
import { imageSrcSet } from '@kala/contract/images';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { infiniteProductsQueryOptions, productsQueryOptions } from '../features/catalog/api/get-products';
import { cardImageSizes } from '../features/catalog/components/product-card';
import { parseListingParams } from '../features/catalog/hooks/use-listing-params';
import { listingQuery } from '../features/catalog/lib/listing';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { getSession } from '../lib/session';
import { INFINITE_SCROLL_QUERY } from '../lib/use-media-query';
import { queryClient } from './providers';
import { preloadPage } from './route-tree';

/** An image a page shows first, as its `<img>` asks for it (components/ui/smart-image.tsx). */
interface FirstImage {
  src: string;
  sizes: string;
}

/** Starts a page's data into the shared cache, with the page's own query options; answers its first images. */
type PageData = (url: URL, params: Record<string, string | undefined>) => Promise<FirstImage[] | void>;

/** The product page's first slide (ProductGallery's GALLERY_SIZES; route-prefetch.test.ts keeps them equal). */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/** How many cards the listing's grid puts in its first row at this width (product-grid.tsx's columns). */
function firstRow(): number {
  const wider = (px: number) => window.matchMedia(`(min-width: ${px}px)`).matches;
  return wider(1280) ? 4 : wider(1024) ? 3 : wider(420) ? 2 : 1;
}

/**
 * The listing's first page, under the key the listing will read at this width: infinite scroll up to 768 px, pages
 * above (product-listing.tsx; page 1 of either seeds the other).
 */
const listing =
  (defaultSort: SortName): PageData =>
  async (url) => {
    const filters = parseListingParams(url.searchParams, defaultSort);
    const query = listingQuery(filters);
    const infinite = window.matchMedia(INFINITE_SCROLL_QUERY).matches;
    const first = infinite
      ? (await queryClient.fetchInfiniteQuery(infiniteProductsQueryOptions(query))).pages[0]
      : await queryClient.fetchQuery(productsQueryOptions({ ...query, page: filters.page }));
    const layout = infinite || filters.view === 'grid' ? 'grid' : 'list';
    return (first?.data ?? [])
      .slice(0, layout === 'list' ? 1 : firstRow())
      .map((product) => ({ src: product.thumbnail, sizes: cardImageSizes(layout) }));
  };

const product: PageData = async (_url, { id = '' }) => {
  const shown = await queryClient.fetchQuery(productQueryOptions(id));
  const src = [shown.thumbnail, ...shown.sliderImages].find(Boolean);
  return src ? [{ src, sizes: PRODUCT_IMAGE_SIZES }] : [];
};

// The landing's featured pieces sit below its hero: their data, not their images.
const landing: PageData = (_url) =>
  queryClient.prefetchQuery(productsQueryOptions({ sort: 'rating', limit: FEATURED_COUNT }));

// The cart is read afresh when its page opens (its staleTime is 0); a prefetch shows it at once meanwhile, and is not
// asked again for every hover.
const cart: PageData = () =>
  queryClient.prefetchQuery({ ...cartQueryOptions(getSession().user?._id), staleTime: 10_000 });

/**
 * The only pages prefetched: the storefront's, with their data where they have any. Never the admin panel, the
 * account pages (dashboard, orders, wishlist, feedback, checkout), the sign-in pages or a mailed link's page: their
 * data is private, or using the link does something. The cart only for a signed-in shopper (a guest is sent to sign in).
 */
const STOREFRONT: { path: string; data?: PageData; signedIn?: true }[] = [
  { path: '/', data: landing },
  { path: '/products', data: listing('featured') },
  { path: '/products/:id', data: product },
  { path: '/new-arrivals', data: listing('newest') },
  { path: '/cart', data: cart, signedIn: true },
  ...[
    '/sale',
    '/categories',
    '/artists',
    '/about',
    '/contact',
    '/size-guide',
    '/shipping-delivery',
    '/cancellation-refund',
    '/terms-and-conditions',
    '/privacy-policy',
    '/faq',
    '/care-instructions',
    '/cookie-policy',
  ].map((path) => ({ path })),
];

/** The storefront route of a path, with its parameters, or undefined for a path that is never prefetched. */
export function storefrontRoute(pathname: string) {
  for (const route of STOREFRONT) {
    const match = matchPath(route.path, pathname);
    if (match && (!route.signedIn || getSession().user)) return { ...route, params: match.params };
  }
  return undefined;
}

const warmed = new Set<string>();

/**
 * Fetches an image as the page's `<img>` will ask for it (the same srcset and sizes pick the same file), at low
 * priority, once: the page's own request then finds it in the browser's cache.
 */
function warmImage({ src, sizes }: FirstImage) {
  if (!src || warmed.has(src)) return;
  warmed.add(src);
  const image = new Image();
  image.fetchPriority = 'low';
  image.sizes = sizes;
  image.srcset = imageSrcSet(src) ?? '';
  image.src = src;
}

/**
 * Starts the code and the data of the page a storefront URL opens, at the same moment, into the cache the page reads
 * (so it asks for nothing again while the data is fresh: the client's staleTime), then the images its first row
 * shows once the data names them. Does nothing for a page outside the storefront's allow-list, another origin, or
 * the page shown now. Settles when the code and the data are in (failures are the page's to show, when it opens).
 */
export function prefetchRoute(href: string, { images = true } = {}): Promise<unknown> | undefined {
  const url = new URL(href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return undefined;
  // A link to the page's own language only (the other language is another page load, with its own catalogue).
  const { locale, path } = splitLocalePath(url.pathname);
  if (locale !== getLocale()) return undefined;
  const route = storefrontRoute(path);
  if (!route) return undefined;
  // The data's request first: it costs the main thread next to nothing, while the code's adds a preload link for each
  // of the page's chunks (13 for a product page, each 0.3-1.5 ms of this machine's main thread, more on a phone).
  const data = route.data?.(url, route.params).then((first) => {
    if (images && first) first.forEach(warmImage);
  });
  const code = preloadPage(path);
  return Promise.allSettled([data, code]);
}
