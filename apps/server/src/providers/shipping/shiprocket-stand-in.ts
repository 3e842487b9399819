import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for Shiprocket's API, for tests (architecture §5): it answers `POST /auth/login` and
 * `GET /courier/serviceability/` the way Shiprocket documents, on 127.0.0.1 and a free port. Each test sets how
 * serviceability answers through `next`; every request is recorded.
 */
export const STAND_IN_EMAIL = 'api-user@kala.test';
export const STAND_IN_PASSWORD = 'stand-in-password';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

/** What serviceability does for one request: a JSON body with a status, raw text, or no answer at all. */
export type StandInAnswer = { status: number; json: unknown } | { status: number; text: string } | { hang: true };

/** One courier as Shiprocket lists it (a subset of its many fields, with its string-typed numbers). */
export function shiprocketCourier(overrides: Record<string, unknown> = {}) {
  return {
    courier_company_id: 10,
    courier_name: 'Delhivery Surface',
    rate: 157,
    freight_charge: 112,
    cod: 1,
    cod_charges: 45,
    cod_multiplier: 1.75,
    estimated_delivery_days: '5',
    etd: 'Dec 01, 2026',
    etd_hours: 120,
    rating: 4.4,
    delivery_performance: 4.6,
    pickup_performance: 4.5,
    is_surface: true,
    min_weight: 0.5,
    charge_weight: 1,
    zone: 'z_d',
    ...overrides,
  };
}

export function serviceabilityAnswer(couriers: unknown[], recommended = 10) {
  return {
    status: 200,
    currency: 'INR',
    data: {
      available_courier_companies: couriers,
      recommended_courier_company_id: recommended,
      recommended_by: { id: 6, title: 'Recommendation By Shiprocket' },
      is_recommendation_enabled: 1,
    },
  };
}

export async function startShiprocketStandIn() {
  const requests: RecordedRequest[] = [];
  const tokens = new Set<string>();
  let logins = 0;
  /** Answers for the next serviceability requests, in order; when empty, `fallback` answers. */
  const next: StandInAnswer[] = [];
  let fallback: StandInAnswer = { status: 200, json: serviceabilityAnswer([shiprocketCourier()]) };

  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      return text;
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
      body,
    });

    if (req.method === 'POST' && url.pathname === '/v1/external/auth/login') {
      const { email, password } = (body ?? {}) as { email?: string; password?: string };
      if (email !== STAND_IN_EMAIL || password !== STAND_IN_PASSWORD) {
        return send(res, 401, { message: 'Invalid email and password combination', status_code: 401 });
      }
      logins += 1;
      const token = `token-${logins}`;
      tokens.add(token);
      return send(res, 200, { id: 1, first_name: 'API', email, company_id: 1, token });
    }

    if (req.method === 'GET' && url.pathname === '/v1/external/courier/serviceability/') {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer)) return send(res, 401, { message: 'Token has expired', status_code: 401 });
      const answer = next.shift() ?? fallback;
      if ('hang' in answer) return; // never answers; closed by close()
      if ('text' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        return res.end(answer.text);
      }
      return send(res, answer.status, answer.json);
    }

    send(res, 404, { message: 'Not found', status_code: 404 });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1/external`,
    requests,
    next,
    get logins() {
      return logins;
    },
    setFallback(answer: StandInAnswer) {
      fallback = answer;
    },
    /** Shiprocket revoked every token it gave (the next call with one gets 401). */
    revokeTokens() {
      tokens.clear();
    },
    reset() {
      requests.length = 0;
      next.length = 0;
      fallback = { status: 200, json: serviceabilityAnswer([shiprocketCourier()]) };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ShiprocketStandIn = Awaited<ReturnType<typeof startShiprocketStandIn>>;
