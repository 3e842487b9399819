import { startCluster } from '../cluster/cluster.ts';

/** What every fault script takes. */
export interface FaultOptions {
  /** The cluster's ports: the proxy on basePort, instance i on basePort + i, a private Redis on basePort + 3. */
  basePort: number;
  /** Load before the fault is injected, in ms. */
  beforeMs?: number;
  /** Load after it (during, and after recovery), in ms. */
  afterMs?: number;
  /** Shoppers placing orders at once, one request each at a time. */
  concurrency?: number;
  /** Progress lines; silent by default. */
  log?: (line: string) => void;
}

/** The cluster's settings for an order load: limits raised so they never refuse the load generator itself. */
export const CLUSTER_ENV = {
  ORDER_RATE_LIMIT: '1000000',
  SIGNUP_RATE_LIMIT: '1000000',
  LOG_LEVEL: 'info',
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The two-instance cluster every order-load fault starts: the load's limits, a five-minute bound, the script's log. */
export const startFaultCluster = (options: FaultOptions) =>
  startCluster({
    basePort: options.basePort,
    lifetimeMs: 5 * 60_000,
    env: CLUSTER_ENV,
    ...(options.log ? { log: options.log } : {}),
  });
