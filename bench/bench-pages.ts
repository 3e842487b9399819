/**
 * The three pages the page benchmarks measure (lighthouse.ts, page-live.ts) on a running server: the landing page,
 * the listing, and a product page (BENCH_PRODUCT_ID, or the highest-rated product). BENCH_PAGES (say `product` or
 * `landing,listing`) measures only those, to look again at one page without waiting for the others. BENCH_LANGUAGE=hi
 * measures the same pages in Hindi (under /hi: the Hindi catalogue and the Devanagari font load too, issue 28).
 */
export async function benchPages(base: string): Promise<{ name: string; url: string }[]> {
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const prefix = process.env.BENCH_LANGUAGE === 'hi' ? '/hi' : '';
  const pages = [
    { name: 'landing', url: async () => `${base}${prefix || '/'}` },
    { name: 'listing', url: async () => `${base}${prefix}/products` },
    { name: 'product', url: async () => (await productUrl(base)).replace(base, `${base}${prefix}`) },
  ].filter((page) => !only || only.includes(page.name));
  return Promise.all(pages.map(async (page) => ({ name: page.name, url: await page.url() })));
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
