/**
 * Order benchmark (issue 9 item 8): placing cash-on-delivery orders against the real server, each request with a
 * fresh Idempotency-Key, spread over 20 signed-in shoppers. It prints figures; it asserts nothing.
 *
 *   npm run bench:orders -w @kala/bench                        # PostgreSQL (a temporary database)
 *   BENCH_DATABASES=pglite,postgres npm run bench:orders -w @kala/bench
 *
 * Budget (2 cores, load generator on the same machine): on PostgreSQL at 20 connections, at least 300 orders/s with
 * p99 under 150 ms and no errors.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databases = (process.env.BENCH_DATABASES ?? 'postgres').split(',');
const port = Number(process.env.BENCH_PORT ?? 3291);
const SHOPPERS = 20;

const address = {
  fullName: 'Bench Shopper',
  phone: '9876543210',
  addressLine1: '12 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  zipCode: '302001',
  country: 'India',
};

async function json(base: string, path: string, init?: RequestInit) {
  const answer = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  const body = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Shoppers signed up through the API (the sign-up limit allows 20 an hour from one address). */
async function signUpShoppers(base: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const body = await json(base, '/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        name: `Bench ${i}`,
        email: `bench-${i}-${Date.now()}@kala.test`,
        password: 'Bench-pass-2026',
      }),
    });
    tokens.push(body.token as string);
  }
  return tokens;
}

/** A made-to-order size (no stock count) of an available demo product: orders of it never run out. */
async function madeToOrderLine(base: string) {
  const list = await json(base, '/api/products/available?limit=24');
  const products = list.data as { _id: string; sizes: { _id: string; isAvailable: boolean }[] }[];
  for (const product of products) {
    const size = product.sizes.find((s) => s.isAvailable);
    if (size) return { productId: product._id, sizeId: size._id, quantity: 1 };
  }
  throw new Error('no available demo product');
}

function run(base: string, tokens: string[], line: object, settings: { seconds: number; connections: number }) {
  let next = 0;
  const body = JSON.stringify({
    shippingAddress: address,
    paymentMethod: 'cash_on_delivery',
    useCartItems: false,
    customItems: [line],
  });
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: settings.connections,
        duration: settings.seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[(next += 1) % tokens.length]}`,
                'idempotency-key': randomUUID(),
              },
              body,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export interface QuickOrderFigures {
  'orders/s': number;
  p50: number;
  p99: number;
  errors: number;
  orders: number;
}

/**
 * Quick orders on a running server (started with ORDER_RATE_LIMIT raised) by the given shoppers: a warm-up pass, then
 * the measured one, `connections` at once for `seconds` (BENCH_CONNECTIONS and BENCH_SECONDS by default).
 */
export async function quickOrders(
  base: string,
  tokens: string[],
  options: { seconds?: number; connections?: number } = {},
): Promise<QuickOrderFigures> {
  const line = await madeToOrderLine(base);
  const settings = { seconds: options.seconds ?? seconds, connections: options.connections ?? connections };
  await run(base, tokens, line, settings); // warm-up: JIT, connection pool, the PIN-code data
  const result = await run(base, tokens, line, settings);
  return {
    'orders/s': Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    orders: result['2xx'],
  };
}

if (import.meta.main) {
  const rows: ({ database: string } & QuickOrderFigures)[] = [];
  for (const database of databases) {
    console.log(`\n== ${database}: starting the server…`);
    const server = await startBenchServer(database, port, { ORDER_RATE_LIMIT: '1000000' });
    try {
      rows.push({ database, ...(await quickOrders(server.base, await signUpShoppers(server.base))) });
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\n${connections} connections, ${seconds} s, quick orders (one line, COD), load generator on this machine`,
  );
  console.table(rows);
}
