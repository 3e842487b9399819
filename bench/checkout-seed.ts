/**
 * What the checkout benchmark needs on a fresh store: products whose sizes carry stock counts, added through the
 * admin's own API (so the store's caches know them), and shoppers signed up through the API, each from its own
 * client address (so the per-address sign-up limit stays as it is).
 */
import { randomUUID } from 'node:crypto';
import { PRODUCT_MAX_STOCK } from '@kala/contract/admin-products';
import { SIZE_LABELS } from '@kala/contract/sizes';
import { Visitor } from './addressed-client.ts';
import type { AddressSource, StockedLine } from './checkout-journey.ts';

/** The admin the bench server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { ADMIN_EMAIL: 'bench-admin@kala.test', ADMIN_PASSWORD: 'Bench-admin-pass-2026' };

async function call(visitor: Visitor, method: string, path: string, body: unknown, token?: string) {
  const answer = await visitor.request(method, path, {
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as { token?: string; data: Record<string, unknown> };
}

/**
 * `products` products with every size stocked at the most the store allows (100,000 pieces a size): far more than
 * any run sells. Prices are a few hundred rupees, as the cheaper pieces of the catalogue.
 */
export async function seedStockedProducts(base: string, products: number, addresses: AddressSource) {
  const visitor = new Visitor(base, addresses.next());
  try {
    const { token } = await call(visitor, 'POST', '/api/auth/login', {
      email: BENCH_ADMIN.ADMIN_EMAIL,
      password: BENCH_ADMIN.ADMIN_PASSWORD,
    });
    const lines: StockedLine[] = [];
    for (let i = 0; i < products; i++) {
      const { data } = await call(
        visitor,
        'POST',
        '/api/products',
        {
          name: `Bench Lippan Coaster ${i + 1}`,
          subtitles: 'Clay and mirror work from Kutch',
          category: 'lippan-art',
          description: 'A small round of clay relief set with mirrors, kept in stock.',
          productDescription: '<p>Made by hand in Kutch.</p>',
          thumbnail: '/uploads/products/bench.webp',
          sliderImages: [],
          tags: ['lippan'],
          ratings: 4.5,
          isActive: true,
          sizes: SIZE_LABELS.map((size, s) => ({
            size,
            originalPrice: 499 + 100 * s,
            discountedPrice: 449 + 100 * s,
            estimatedDelivery: '5-7 working days',
            stock: PRODUCT_MAX_STOCK,
          })),
        },
        token,
      );
      const sizes = data.sizes as { _id: string }[];
      for (const size of sizes) lines.push({ productId: data._id as string, sizeId: size._id });
    }
    return lines;
  } finally {
    visitor.close();
  }
}

/** Shoppers signed up through the API, each from its own address; their bearer tokens. */
export async function signUpShoppers(base: string, count: number, addresses: AddressSource): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const visitor = new Visitor(base, addresses.next());
      try {
        const body = await call(visitor, 'POST', '/api/auth/register', {
          name: `Bench Shopper ${i + 1}`,
          email: `checkout-${i + 1}-${randomUUID()}@kala.test`,
          password: 'Bench-pass-2026',
        });
        return body.token!;
      } finally {
        visitor.close();
      }
    }),
  );
}
