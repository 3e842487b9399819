/**
 * The three pages the page benchmarks measure (lighthouse.ts, page-live.ts) on a running server: the landing page,
 * the listing, and a product page (BENCH_PRODUCT_ID, or the highest-rated product).
 */
export async function benchPages(base: string): Promise<{ name: string; url: string }[]> {
  return [
    { name: 'landing', url: `${base}/` },
    { name: 'listing', url: `${base}/products` },
    { name: 'product', url: await productUrl(base) },
  ];
}

async function productUrl(base: string): Promise<string> {
  if (process.env.BENCH_PRODUCT_ID) return `${base}/products/${process.env.BENCH_PRODUCT_ID}`;
  const answer = (await (await fetch(`${base}/api/products?sort=rating&limit=1`)).json()) as {
    data: { _id: string }[];
  };
  const first = answer.data[0];
  if (!first) throw new Error(`${base} has no products: seed the demo catalogue first`);
  return `${base}/products/${first._id}`;
}
