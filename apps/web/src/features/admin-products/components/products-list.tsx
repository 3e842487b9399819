import type { AdminProduct } from '@kala/contract/admin-products';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ActionsCell, artistName, categoryName, priceRange, ProductCell, StatusCell } from './product-row-parts';

/** Below this width the table becomes a list of cards (a 360 px phone cannot hold six columns). */
const NARROW_QUERY = '(max-width: 767px)';

const th = 'px-4 py-3 font-semibold';

/** Spec §2's products table (Product, Artist, Category, Price, Status, Actions); one card per product on a phone. */
export function ProductsList({
  products,
  onDelete,
}: {
  products: AdminProduct[];
  onDelete: (product: AdminProduct) => void;
}) {
  const narrow = useMediaQuery(NARROW_QUERY);
  if (narrow) {
    return (
      <ul className="space-y-3" aria-label="Products">
        {products.map((product) => (
          <li key={product._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <ProductCell product={product} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">Artist</dt>
              <dd className="text-ink">{artistName(product)}</dd>
              <dt className="text-muted">Category</dt>
              <dd className="text-ink">{categoryName(product)}</dd>
              <dt className="text-muted">Price</dt>
              <dd className="text-ink">{priceRange(product)}</dd>
            </dl>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <StatusCell product={product} />
              <ActionsCell product={product} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-stone-200 bg-sand/40 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className={th}>
              Product
            </th>
            <th scope="col" className={th}>
              Artist
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Price
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {products.map((product) => (
            <tr key={product._id} className="align-middle">
              <td className="max-w-80 px-4 py-3">
                <ProductCell product={product} />
              </td>
              <td className="px-4 py-3 text-ink">{artistName(product)}</td>
              <td className="px-4 py-3 text-ink">{categoryName(product)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-ink">{priceRange(product)}</td>
              <td className="px-4 py-3">
                <StatusCell product={product} />
              </td>
              <td className="px-4 py-3">
                <ActionsCell product={product} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
