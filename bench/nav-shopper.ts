/**
 * The signed-in shopper of the navigation benchmark's cart step (nav-bench.ts): one account signed up through the API
 * for the whole run (the store allows 20 sign-ups an hour from one address), with one piece in its cart, and the
 * browser storage that signs a context in the way the web app keeps its session (apps/web/src/lib/session.ts: the
 * token and the user, side by side in local storage).
 */
import { randomUUID } from 'node:crypto';

/** What Playwright's `newContext({ storageState })` takes. */
export interface SignedInState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

interface Sized {
  sizes: { _id: string; isAvailable: boolean }[];
}

async function call<T>(url: string, init: RequestInit, expected: number): Promise<T> {
  const answer = await fetch(url, init);
  if (answer.status !== expected) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Signs a shopper up, puts one piece of `productId` (its first available size) in the cart, and returns the storage. */
export async function signedInShopper(base: string, productId: string): Promise<SignedInState> {
  const json = { 'content-type': 'application/json' };
  const { token, data: user } = await call<{ token: string; data: unknown }>(
    `${base}/api/auth/register`,
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Nav Bench Shopper',
        email: `nav-bench-${randomUUID()}@kala.test`,
        password: 'Nav-bench-pass-2026',
      }),
    },
    201,
  );
  const { data: product } = await call<{ data: Sized }>(`${base}/api/products/${productId}`, {}, 200);
  const size = product.sizes.find((s) => s.isAvailable) ?? product.sizes[0];
  if (!size) throw new Error(`product ${productId} has no sizes`);
  await call(
    `${base}/api/cart/add`,
    {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ productId, sizeId: size._id, quantity: 1 }),
    },
    200,
  );
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(base).origin,
        localStorage: [
          { name: 'kala.token', value: token },
          { name: 'kala.user', value: JSON.stringify(user) },
        ],
      },
    ],
  };
}
