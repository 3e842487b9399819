import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ADMIN_PRODUCT_PAGE_SIZES } from '@kala/contract/admin-products';
import { CATEGORIES, categoryTitle } from '@kala/contract/categories';
import { buttonClass } from '../../../components/ui/button';
import { chevronStyle, selectClass } from './select-look';

/**
 * Spec §2 Products: the category filter with 'Clear Filter', items per page (10, 25, 50, 100, 500, 1000) and
 * 'Add Product'. Changing the category or the page size goes back to page 1 (the tab does that).
 */
export function ProductsToolbar({
  category,
  limit,
  onCategory,
  onLimit,
}: {
  category: string | undefined;
  limit: number;
  onCategory: (category: string | undefined) => void;
  onLimit: (limit: number) => void;
}) {
  const categoryId = useId();
  const limitId = useId();
  return (
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
  );
}
