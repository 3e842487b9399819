import clsx from 'clsx';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminProduct } from '@kala/contract/admin-products';
import { categoryTitle } from '@kala/contract/categories';
import { formatRupees } from '@kala/contract/money';
import { DEFAULT_STUDIO_NAME } from '@kala/contract/studio';
import { SmartImage } from '../../../components/ui/smart-image';

/** Spec §2: names are cut to 40 characters in the table, ids show their last 8. */
export const NAME_SHOWN = 40;
export const shortName = (name: string) => (name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN)}…` : name);
export const shortId = (id: string) => id.slice(-8);

/** The discounted price range of the sizes, or 'No sizes configured'. */
export function priceRange(product: Pick<AdminProduct, 'sizes'>): string {
  const prices = product.sizes.map((s) => s.discountedPrice);
  if (prices.length === 0) return 'No sizes configured';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}

export function ProductCell({ product }: { product: AdminProduct }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <SmartImage src={product.thumbnail} alt="" sizes="48px" className="h-12 w-12 shrink-0 rounded-lg" />
      <div className="min-w-0">
        <p className="font-semibold text-ink" title={product.name.length > NAME_SHOWN ? product.name : undefined}>
          {shortName(product.name)}
        </p>
        <p className="text-xs text-muted">
          ID: <span className="font-mono">{shortId(product._id)}</span>
        </p>
      </div>
    </div>
  );
}

export const artistName = (product: AdminProduct) => product.createdBy?.name ?? DEFAULT_STUDIO_NAME;
export const categoryName = (product: AdminProduct) => categoryTitle(product.category);

/** Spec §4: Active or Inactive; In Stock when any size is available, else Out of Stock. */
export function StatusCell({ product }: { product: AdminProduct }) {
  const inStock = product.sizes.some((s) => s.isAvailable);
  return (
    <div className="flex flex-wrap gap-1.5">
      <span
        className={clsx(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          product.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800',
        )}
      >
        {product.isActive ? 'Active' : 'Inactive'}
      </span>
      <span
        className={clsx(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          inStock ? 'bg-indigo/10 text-indigo' : 'bg-red-100 text-red-900',
        )}
      >
        {inStock ? 'In Stock' : 'Out of Stock'}
      </span>
    </div>
  );
}

const action =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink ring-1 ring-stone-300 hover:bg-sand focus-visible:outline-3 focus-visible:outline-turmeric';

/** View (the store's page in a new tab), edit, delete. Each names the product for screen readers. */
export function ActionsCell({
  product,
  onDelete,
}: {
  product: AdminProduct;
  onDelete: (product: AdminProduct) => void;
}) {
  return (
    <div className="flex gap-2">
      <a href={`/products/${product._id}`} target="_blank" rel="noopener noreferrer" className={action}>
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">View {product.name} in the store (opens in a new tab)</span>
      </a>
      <Link to={`/admin/products/${product._id}/edit`} className={action}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Edit {product.name}</span>
      </Link>
      <button type="button" className={clsx(action, 'text-red-800')} onClick={() => onDelete(product)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">Delete {product.name}</span>
      </button>
    </div>
  );
}
