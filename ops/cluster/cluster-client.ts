import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Cluster } from './cluster.ts';

/** An answer of the store through the proxy (or straight from an instance), with the instance that gave it. */
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** HAProxy's X-Served-By: which instance answered (null past the proxy). */
  servedBy: string | null;
}

const PASSWORD = 'Cluster-pass-2026';

/** The cluster tests' way in: JSON requests through the proxy, as shoppers and the admin send them. */
export function clusterClient(cluster: () => Cluster) {
  /** One JSON request to `base` (the proxy unless an instance's own address is given). */
  async function send(
    path: string,
    init: { method?: string; body?: unknown; token?: string; base?: string; key?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${init.base ?? cluster().url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text.startsWith('{') ? JSON.parse(text) : text,
      servedBy: response.headers.get('x-served-by'),
    };
  }

  /** A new shopper, signed up through the proxy: their email, session token and the instance that served it. */
  async function signUp(name: string) {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@cluster.test`;
    const answer = await send('/api/auth/register', { method: 'POST', body: { name, email, password: PASSWORD } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { email, token: answer.body.token as string, servedBy: answer.servedBy };
  }

  return { send, signUp };
}
