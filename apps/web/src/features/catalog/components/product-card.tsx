import { Link } from 'react-router';
import type { Product } from '@kala/contract/catalog';
import { categoryTitle } from '@kala/contract/categories';
import { formatRupees } from '@kala/contract/money';
import { imageSrcSet } from '@kala/contract/images';

/** The lowest-priced size a shopper can buy, else the lowest-priced size. */
function leadSize(product: Product) {
  const sorted = [...product.sizes].sort((a, b) => a.discountedPrice - b.discountedPrice);
  return sorted.find((s) => s.isAvailable) ?? sorted[0];
}

export function ProductCard({ product }: { product: Product }) {
  const size = leadSize(product);
  return (
    <article className="group overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <Link to={`/products/${product._id}`} className="block">
        <img
          src={product.thumbnail}
          srcSet={imageSrcSet(product.thumbnail)}
          sizes="(max-width: 640px) 100vw, 300px"
          alt={product.name}
          width={400}
          height={400}
          loading="lazy"
          className="aspect-square w-full object-cover transition group-hover:scale-[1.02]"
        />
        <div className="space-y-1 p-4">
          <p className="text-xs uppercase tracking-wide text-muted">{categoryTitle(product.category)}</p>
          <h3 className="font-display text-lg leading-snug text-ink">{product.name}</h3>
          {size && (
            <p className="text-clay-dark">
              <span className="font-semibold">{formatRupees(size.discountedPrice)}</span>
              {size.discountedPrice < size.originalPrice && (
                <span className="ml-2 text-sm text-muted line-through">{formatRupees(size.originalPrice)}</span>
              )}
            </p>
          )}
        </div>
      </Link>
    </article>
  );
}
