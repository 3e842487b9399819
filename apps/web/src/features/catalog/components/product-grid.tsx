import clsx from 'clsx';
import type { Product } from '@kala/contract/catalog';
import { ProductCard } from './product-card';

/** Cards in a responsive grid, or one per row in the list layout. */
export function ProductGrid({
  products,
  layout = 'grid',
  priorityCount = 0,
  headingLevel = 'h2',
  maxColumns = 4,
}: {
  products: readonly Product[];
  layout?: 'grid' | 'list';
  /** How many leading cards load their images at once (the first screen). */
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  /** Six featured pieces read best as two rows of three. */
  maxColumns?: 3 | 4;
}) {
  return (
    <ul
      className={clsx(
        'grid gap-6',
        layout === 'list'
          ? 'grid-cols-1'
          : clsx('grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-3', maxColumns === 4 && 'xl:grid-cols-4'),
      )}
    >
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} layout={layout} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
