import { z } from 'zod';
import { toPaise } from '@kala/contract/money';
import {
  ShippingProviderError,
  type CourierRate,
  type RateRequest,
  type ShippingProvider,
} from './shipping-provider.ts';

/**
 * Shiprocket's courier rates (architecture §5, `docs/decisions/006-shipping-zones-and-pin-data.md`), from its
 * documented HTTP API: a bearer token from `POST /auth/login`, then `GET /courier/serviceability/`.
 *
 * - The token (valid about 10 days) is kept and renewed a day before it runs out, and once more when Shiprocket
 *   answers 401. Concurrent requests share one login.
 * - "Nobody delivers there" (a 404, which Shiprocket often sends as HTTP 200 with `{"status": 404, "message"}`) is an
 *   empty list. A 429, a 5xx, a timeout, a network failure or a body that is not the documented shape is a
 *   ShippingProviderError with a message saying which.
 */
export interface ShiprocketOptions {
  email: string;
  password: string;
  /** Default https://apiv2.shiprocket.in/v1/external; tests point it at a stand-in. */
  baseUrl?: string;
  /** Per HTTP request; default 8 s. */
  timeoutMs?: number;
  /** Token lifetime assumed from a login; default 10 days. */
  tokenTtlMs?: number;
  now?: () => number;
}

export const SHIPROCKET_BASE_URL = 'https://apiv2.shiprocket.in/v1/external';
const DAY = 24 * 60 * 60 * 1000;
/** Renew this long before the token's assumed expiry. */
const RENEW_BEFORE_MS = DAY;

const loginAnswerSchema = z.object({ token: z.string().min(1) });

/** Shiprocket sends some numbers as strings ("3"). */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const courierSchema = z.object({
  courier_company_id: numeric.pipe(z.number().int()),
  courier_name: z.string().min(1),
  rate: numeric,
  freight_charge: numeric.optional(),
  cod_charges: numeric.optional(),
  /** A string such as "3" in Shiprocket's answers. */
  estimated_delivery_days: numeric,
  delivery_performance: numeric.optional(),
  rating: numeric.optional(),
  is_surface: z.boolean().optional(),
});
type ShiprocketCourier = z.infer<typeof courierSchema>;

const serviceabilitySchema = z.object({
  status: z.number().optional(),
  data: z.object({ available_courier_companies: z.array(z.unknown()).default([]) }).optional(),
});

/** An error body: `{"status": 404, "message": "..."}` (sometimes with HTTP 200) or `{"status_code": 404, ...}`. */
const statusBodySchema = z.object({
  status: z.number().optional(),
  status_code: z.number().optional(),
  message: z.string().optional(),
});

export function createShiprocketProvider(options: ShiprocketOptions): ShippingProvider {
  const baseUrl = (options.baseUrl ?? SHIPROCKET_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const tokenTtlMs = options.tokenTtlMs ?? 10 * DAY;
  const now = options.now ?? Date.now;
  let session: { token: string; renewAt: number } | undefined;
  let loggingIn: Promise<string> | undefined;

  /** One HTTP exchange; network failures and timeouts become ShippingProviderError. */
  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ShippingProviderError(
        timedOut
          ? `Shiprocket did not answer within ${timeoutMs} ms`
          : `Shiprocket could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
      if (response.ok)
        throw new ShippingProviderError(`Shiprocket answered ${response.status} with a body that is not JSON`);
    }
    return { status: response.status, body };
  }

  function failure(what: string, status: number, body: unknown): ShippingProviderError {
    const message = statusBodySchema.safeParse(body).data?.message;
    const reason =
      status === 429 ? 'rate limited (429)' : status >= 500 ? `server error (${status})` : `answered ${status}`;
    return new ShippingProviderError(`Shiprocket ${what}: ${reason}${message ? `: ${message}` : ''}`);
  }

  async function login(): Promise<string> {
    const { status, body } = await send('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    if (status !== 200) throw failure('login failed', status, body);
    const parsed = loginAnswerSchema.safeParse(body);
    if (!parsed.success) throw new ShippingProviderError('Shiprocket login answered without a token');
    session = { token: parsed.data.token, renewAt: now() + tokenTtlMs - RENEW_BEFORE_MS };
    return parsed.data.token;
  }

  function token(): Promise<string> {
    if (session && now() < session.renewAt) return Promise.resolve(session.token);
    loggingIn ??= login().finally(() => {
      loggingIn = undefined;
    });
    return loggingIn;
  }

  async function serviceability(request: RateRequest) {
    const query = new URLSearchParams({
      pickup_postcode: request.pickupPincode,
      delivery_postcode: request.deliveryPincode,
      cod: request.cod ? '1' : '0',
      weight: String(request.weightKg),
    });
    if (request.declaredValuePaise > 0) query.set('declared_value', String(request.declaredValuePaise / 100));
    const path = `/courier/serviceability/?${query}`;
    const ask = async (bearer: string) => send(path, { method: 'GET', headers: { authorization: `Bearer ${bearer}` } });

    let answer = await ask(await token());
    if (answer.status === 401) {
      // The token was revoked or expired early: log in once more, then give up.
      session = undefined;
      answer = await ask(await token());
      if (answer.status === 401) throw failure('refused our login', 401, answer.body);
    }
    return answer;
  }

  return {
    name: 'shiprocket',
    async rates(request) {
      const { status, body } = await serviceability(request);
      const statusBody = statusBodySchema.safeParse(body).data;
      const bodyStatus = statusBody?.status ?? statusBody?.status_code;
      // No courier serves this route: HTTP 404 with a JSON body, or HTTP 200 whose body says 404.
      if ((status === 404 && body !== undefined) || (status === 200 && bodyStatus === 404)) return [];
      if (status !== 200) throw failure('rates failed', status, body);
      const parsed = serviceabilitySchema.safeParse(body);
      if (!parsed.success || !parsed.data.data) {
        throw new ShippingProviderError('Shiprocket rates answered without data.available_courier_companies');
      }
      const rates: CourierRate[] = [];
      for (const entry of parsed.data.data.available_courier_companies) {
        const courier = courierSchema.safeParse(entry);
        // A courier entry that is not the documented shape is skipped; the others still count.
        if (courier.success) rates.push(toCourierRate(courier.data, request.cod));
      }
      return rates.sort((a, b) => a.freightPaise + a.codChargesPaise - (b.freightPaise + b.codChargesPaise));
    },
  };
}

/** Rupees → paise; Shiprocket's 0-5 performance → 0-100; `is_surface` → courier type. */
export function toCourierRate(courier: ShiprocketCourier, cod: boolean): CourierRate {
  const codChargesPaise = cod ? toPaise(courier.cod_charges ?? 0) : 0;
  const freightPaise =
    courier.freight_charge !== undefined ? toPaise(courier.freight_charge) : toPaise(courier.rate) - codChargesPaise;
  return {
    courierCompanyId: courier.courier_company_id,
    courierName: courier.courier_name,
    freightPaise: Math.max(0, freightPaise),
    codChargesPaise,
    estimatedDeliveryDays: Math.max(0, Math.round(courier.estimated_delivery_days)),
    courierType: courier.is_surface ? 'surface' : 'air',
    deliveryPerformance: performancePercent(courier.delivery_performance ?? courier.rating),
  };
}

/** Shiprocket scores couriers out of 5; a value above 5 is taken as a percentage already. */
function performancePercent(score: number | undefined): number {
  if (score === undefined || score < 0) return 0;
  const percent = score <= 5 ? score * 20 : score;
  return Math.min(100, Math.round(percent));
}
