import pg from 'pg';
import { startCluster } from '../cluster/cluster.ts';
import { startRazorpayStandIn } from '../../apps/server/src/providers/payments/razorpay-stand-in.ts';
import {
  STAND_IN_EMAIL,
  STAND_IN_PASSWORD,
  startShiprocketStandIn,
} from '../../apps/server/src/providers/shipping/shiprocket-stand-in.ts';
import { loadFigures, unknownOutcomes } from './figures.ts';
import { CLUSTER_ENV, sleep, type FaultOptions } from './fault-options.ts';
import { startFaultRelay, type RelayMode } from './fault-relay.ts';
import { auditOrders, auditProblems } from './order-audit.ts';
import { prepareShop, settleUnknown, startOrderLoad, type OrderAttempt } from './order-load.ts';

interface Phase {
  name: string;
  shiprocket: RelayMode;
  razorpay: RelayMode;
  /** Online payment orders (Razorpay) rather than cash on delivery (Shiprocket's rates only). */
  online: boolean;
  ms: number;
}

/** Shiprocket's timeout is 8 s and Razorpay's 10 s (providers/*): the slow phases answer later than that. */
const PHASES: Phase[] = [
  {
    name: 'COD, providers answering',
    shiprocket: { kind: 'pass' },
    razorpay: { kind: 'pass' },
    online: false,
    ms: 2_000,
  },
  {
    name: 'COD, Shiprocket answering 503 to every other call',
    shiprocket: { kind: 'flaky' },
    razorpay: { kind: 'pass' },
    online: false,
    ms: 3_000,
  },
  {
    name: 'COD, Shiprocket answering 503',
    shiprocket: { kind: 'error' },
    razorpay: { kind: 'pass' },
    online: false,
    ms: 3_000,
  },
  {
    name: 'COD, Shiprocket answering after 10 s',
    shiprocket: { kind: 'slow', delayMs: 10_000 },
    razorpay: { kind: 'pass' },
    online: false,
    ms: 9_000,
  },
  {
    name: 'online, providers answering',
    shiprocket: { kind: 'pass' },
    razorpay: { kind: 'pass' },
    online: true,
    ms: 2_000,
  },
  {
    name: 'online, Razorpay answering 503',
    shiprocket: { kind: 'pass' },
    razorpay: { kind: 'error' },
    online: true,
    ms: 3_000,
  },
  {
    name: 'online, Razorpay answering after 12 s',
    shiprocket: { kind: 'pass' },
    razorpay: { kind: 'slow', delayMs: 12_000 },
    online: true,
    ms: 11_000,
  },
];

/**
 * Payment and shipping providers slow beyond their timeouts or answering 5xx, under order load through the proxy
 * (issue 12 item 2). The cluster talks to Razorpay's and Shiprocket's local stand-ins through relays on our ports
 * that fail or delay on demand (fault-relay.ts). Per phase: what the shoppers were answered and how long they waited.
 * Afterwards every failed order is sent again with its key (the providers answering again): nothing made twice, no
 * order lost or half written.
 */
export async function slowProvidersUnderLoad(options: FaultOptions & { relayPorts?: [number, number] }) {
  const concurrency = options.concurrency ?? 8;
  const [shiprocketPort, razorpayPort] = options.relayPorts ?? [options.basePort + 20, options.basePort + 21];
  const razorpay = await startRazorpayStandIn();
  const shiprocket = await startShiprocketStandIn();
  const razorpayRelay = await startFaultRelay({ port: razorpayPort, target: new URL(razorpay.url).origin });
  const shiprocketRelay = await startFaultRelay({ port: shiprocketPort, target: new URL(shiprocket.baseUrl).origin });
  try {
    const cluster = await startCluster({
      basePort: options.basePort,
      lifetimeMs: 5 * 60_000,
      env: {
        ...CLUSTER_ENV,
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
        RAZORPAY_BASE_URL: `${razorpayRelay.url}/v1`,
        SHIPROCKET_EMAIL: STAND_IN_EMAIL,
        SHIPROCKET_PASSWORD: STAND_IN_PASSWORD,
        SHIPROCKET_BASE_URL: `${shiprocketRelay.url}/v1/external`,
      },
      ...(options.log ? { log: options.log } : {}),
    });
    try {
      const shop = await prepareShop(cluster.url, cluster.admin, { shoppers: concurrency, stock: 100_000 });
      const all: OrderAttempt[] = [];
      const phases = [];
      for (const phase of PHASES) {
        shiprocketRelay.setMode(phase.shiprocket);
        razorpayRelay.setMode(phase.razorpay);
        options.log?.(`phase: ${phase.name}`);
        const load = startOrderLoad(shop, { concurrency, online: phase.online, timeoutMs: 60_000 });
        await sleep(phase.ms);
        const attempts = await load.stop();
        all.push(...attempts);
        const { ok, failures, p50Ms, p99Ms, maxMs } = loadFigures(attempts, load.now() / 1000);
        phases.push({ phase: phase.name, attempts: attempts.length, ok, failures, p50Ms, p99Ms, maxMs });
      }

      shiprocketRelay.setMode({ kind: 'pass' });
      razorpayRelay.setMode({ kind: 'pass' });
      const retries = await settleUnknown(shop, all);
      const audit = await auditOrders(cluster.databaseUrl, shop, [...all, ...retries]);
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      const paymentOrders = await client
        .query<{ n: number }>(
          'select count(*)::int as n from orders where provider_order_id is not null and user_id = any($1::uuid[])',
          [shop.shoppers.map((shopper) => shopper.id)],
        )
        .finally(() => client.end());
      return {
        conditions: {
          instances: cluster.instances.length,
          concurrency,
          timeouts: 'Shiprocket 8 s, Razorpay 10 s; reads retried 3 times with backoff, creates never',
        },
        phases,
        settled: {
          ...unknownOutcomes(retries),
          // A 5xx of a shipping quote is final (no order was made): its retry places the order.
          retriesByOutcome: loadFigures(retries, 1).failures,
        },
        razorpay: {
          ordersAtRazorpay: razorpay.orders.size,
          shopOrdersWithARazorpayOrder: paymentOrders.rows[0]!.n,
          // Made while the answer was held past our timeout: the shop never saw them, no shopper can pay them.
          razorpayOrdersNeverShown: razorpay.orders.size - paymentOrders.rows[0]!.n,
          paymentsTaken: razorpay.payments.size,
        },
        relays: { shiprocket: shiprocketRelay.counts, razorpay: razorpayRelay.counts },
        audit,
        problems: auditProblems(audit),
      };
    } finally {
      await cluster.stop();
    }
  } finally {
    await Promise.allSettled([razorpayRelay.close(), shiprocketRelay.close(), razorpay.close(), shiprocket.close()]);
  }
}
