import { PackageOpen, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_PRODUCT_DEFAULT_PAGE_SIZE,
  ADMIN_PRODUCT_PAGE_SIZES,
  ADMIN_PRODUCT_SEARCH_MAX,
  type AdminProduct,
} from '@kala/contract/admin-products';
import { CATEGORIES, categoryTitle, findCategory } from '@kala/contract/categories';
import { buttonClass } from '../../../components/ui/button';
import { ListSelect, ListToolbar } from '../../../components/ui/list-toolbar';
import { ErrorPanel } from '../../../components/ui/state-panels';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAdminProducts } from '../api/get-admin-products';
import { Pager } from '../../../components/ui/pager';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductsList } from './products-list';

/** What the admin's product search looks in (the catalogue's `search`: modules/catalog/catalog.repository.ts). */
const SEARCH_HINT = 'Name, subtitle, description or tag';

/** The category filter's choices: every category, or one. */
const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...CATEGORIES.map((c) => ({ value: c.slug, label: categoryTitle(c.slug) })),
];

/**
 * Reads the tab's state from the address (category, search, page, limit), so a filtered page can be reloaded or
 * linked.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const category = findCategory(params.get('category') ?? '')?.slug;
  const search = params.get('search')?.trim() ?? '';
  const rawLimit = Number(params.get('limit'));
  const limit = (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(rawLimit)
    ? rawLimit
    : ADMIN_PRODUCT_DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const set = (next: { category?: string | undefined; search?: string; limit?: number; page?: number }) => {
    const merged = { category, search, limit, page, ...next };
    const query = new URLSearchParams();
    if (merged.category) query.set('category', merged.category);
    if (merged.search) query.set('search', merged.search);
    if (merged.limit !== ADMIN_PRODUCT_DEFAULT_PAGE_SIZE) query.set('limit', String(merged.limit));
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };
  return { category, search, limit, page, set };
}

/**
 * The Products tab of spec §2: every product, active or not, with its artist, category, price range and status;
 * search (name, subtitle, description or tag: the API's `search`), filter by category with 'Clear Filter', 10 to
 * 1000 a page (10, 25, 50, 100, 500, 1000), 'Add Product', view, edit and delete. Changing the search, the category
 * or the page size starts again at page 1.
 */
export function AdminProductsTab() {
  const { category, search, limit, page, set } = useListParams();
  const list = useAdminProducts({ category, search: search || undefined, page, limit });
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  // A page past the end (its last product deleted, or an old link) goes to the last page that has products.
  const totalPages = list.data?.pagination.totalPages;
  const pastTheEnd =
    !list.isPlaceholderData && list.data !== undefined && list.data.total > 0 && list.data.data.length === 0;
  useEffect(() => {
    if (pastTheEnd && totalPages && page > totalPages) set({ page: totalPages });
    // `set` is remade each render; these three decide.
  }, [pastTheEnd, totalPages, page]);

  return (
    <section aria-labelledby="admin-products-heading" className="space-y-5">
      <ListToolbar
        heading={
          <h2 id="admin-products-heading" className="font-display text-2xl text-ink">
            Products
            {list.data && <span className="ml-2 text-base font-normal text-muted">({list.data.total})</span>}
          </h2>
        }
        actions={
          <Link to="/admin/products/new" className={buttonClass('primary', 'md')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add Product
          </Link>
        }
        search={{
          label: 'Search products',
          landmark: 'Products search',
          hint: SEARCH_HINT,
          value: search,
          maxLength: ADMIN_PRODUCT_SEARCH_MAX,
          onSearch: (next) => set({ search: next, page: 1 }),
        }}
        filters={
          <>
            <ListSelect
              label="Category"
              value={category ?? ''}
              options={CATEGORY_OPTIONS}
              onChange={(next) => set({ category: next || undefined, page: 1 })}
            />
            {category && (
              <button
                type="button"
                className={buttonClass('secondary', 'md')}
                onClick={() => set({ category: undefined, page: 1 })}
              >
                Clear Filter
              </button>
            )}
          </>
        }
        pageSize={{
          label: 'Items per page',
          sizes: ADMIN_PRODUCT_PAGE_SIZES,
          value: limit,
          onChange: (next) => set({ limit: next, page: 1 }),
        }}
      />
      {list.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading products…
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorPanel
          title="Failed to load products"
          message={errorMessage(list.error, 'Failed to load product(s)')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <PackageOpen aria-hidden="true" className="h-12 w-12 text-clay/60" />
          <h3 className="font-display text-2xl text-ink">
            {category && !search ? `No Products in ${categoryTitle(category)} Category` : 'No Products Found'}
          </h3>
          <p className="text-muted">
            {search
              ? `No product matches “${search}”${category ? ` in ${categoryTitle(category)}` : ''}. Try other words, or clear the search.`
              : category
                ? 'Clear the filter to see every product, or add one.'
                : 'Add the first product to the store.'}
          </p>
        </div>
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={list.isPlaceholderData}>
          <ProductsList products={list.data.data} onDelete={setDeleting} />
        </div>
      )}
      {list.data && list.data.data.length > 0 && (
        <Pager
          label="Product pages"
          numbers="window"
          page={Math.min(page, list.data.pagination.totalPages)}
          totalPages={list.data.pagination.totalPages}
          onPage={(next) => set({ page: next })}
        />
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
