import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ADMIN_PRODUCT_PAGE_SIZES, ADMIN_PRODUCT_SEARCH_MAX } from '@kala/contract/admin-products';
import { CATEGORIES, categoryTitle } from '@kala/contract/categories';
import { buttonClass } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { chevronStyle, selectClass } from './select-look';

/** What the admin's product search looks in (the catalogue's `search`: modules/catalog/catalog.repository.ts). */
const SEARCH_HINT = 'Name, subtitle, description or tag';

/**
 * Spec §2 Products: the search, the category filter with 'Clear Filter', items per page (10, 25, 50, 100, 500,
 * 1000) and 'Add Product'. Changing the search, the category or the page size goes back to page 1 (the tab does
 * that).
 */
export function ProductsToolbar({
  category,
  search,
  limit,
  onCategory,
  onSearch,
  onLimit,
}: {
  category: string | undefined;
  search: string;
  limit: number;
  onCategory: (category: string | undefined) => void;
  onSearch: (search: string) => void;
  onLimit: (limit: number) => void;
}) {
  const categoryId = useId();
  const limitId = useId();
  return (
    <div className="space-y-4">
      <SearchField
        label="Search products"
        landmark="Products search"
        hint={SEARCH_HINT}
        value={search}
        maxLength={ADMIN_PRODUCT_SEARCH_MAX}
        onSearch={onSearch}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor={categoryId} className="mb-1 block text-sm font-semibold text-ink">
              Category
            </label>
            <select
              id={categoryId}
              value={category ?? ''}
              onChange={(event) => onCategory(event.target.value || undefined)}
              className={selectClass('w-full sm:w-56')}
              style={chevronStyle}
            >
              <option value="">All categories</option>
              {CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {categoryTitle(c.slug)}
                </option>
              ))}
            </select>
          </div>
          {category && (
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onCategory(undefined)}>
              Clear Filter
            </button>
          )}
          <div>
            <label htmlFor={limitId} className="mb-1 block text-sm font-semibold text-ink">
              Items per page
            </label>
            <select
              id={limitId}
              value={limit}
              onChange={(event) => onLimit(Number(event.target.value))}
              className={selectClass('w-28')}
              style={chevronStyle}
            >
              {ADMIN_PRODUCT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Link to="/admin/products/new" className={buttonClass('primary', 'md')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Product
        </Link>
      </div>
    </div>
  );
}
