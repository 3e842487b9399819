import { useSearchParams } from 'react-router';
import { useProducts } from '../../features/catalog/api/get-products';
import { ProductCard } from '../../features/catalog/components/product-card';

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const { data, error, isPending, refetch } = useProducts({ page, limit: 12, sort: 'featured' });

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-3xl text-clay-dark">Handmade collection</h1>
      {isPending && <p className="mt-6 text-muted">Loading products…</p>}
      {error && (
        <div role="alert" className="mt-6">
          <p>{error.message || 'Failed to load product(s)'}</p>
          <button type="button" className="mt-2 rounded bg-clay px-4 py-2 text-white" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      )}
      {data && (
        <>
          <p className="mt-2 text-muted">{data.total} pieces</p>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {data.data.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          {data.pagination.totalPages > 1 && (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
              <button
                type="button"
                disabled={!data.pagination.hasPrevPage}
                onClick={() => setParams({ page: String(page - 1) })}
                className="rounded border border-stone-300 px-3 py-1 disabled:opacity-50"
              >
                Previous
              </button>
              <span>
                Page {data.pagination.currentPage} of {data.pagination.totalPages}
              </span>
              <button
                type="button"
                disabled={!data.pagination.hasNextPage}
                onClick={() => setParams({ page: String(page + 1) })}
                className="rounded border border-stone-300 px-3 py-1 disabled:opacity-50"
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}
