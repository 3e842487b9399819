import { z } from 'zod';
import { toPaise, toRupees } from '@kala/contract/money';
import type { PickupLocation } from '@kala/contract/shipments';
import type { Parcel, ShipmentProvider, ShipmentRef } from './shipment-provider.ts';
import {
  ShippingProviderError,
  ShippingProviderRefusal,
  type CourierRate,
  type RateRequest,
  type ShippingProvider,
} from './shipping-provider.ts';
import { retryableStatus, retryAfterMs, withRetries } from '../retry.ts';
import { fetchShiprocketPdf, labelsAnswerSchema, manifestAnswerSchema } from './shiprocket-documents.ts';
import { parseShiprocketTime, scanToEvent, shiprocketScanSchema } from './shiprocket-tracking.ts';
import { ndrActionBody, ndrReports } from './shiprocket-ndr.ts';

/**
 * Shiprocket (architecture §5), from its documented HTTP API: courier rates (`GET /courier/serviceability/`,
 * decision 006) and shipments (adhoc order, AWB, pickup, label, tracking, cancel, return, pickup locations; decision
 * 013; its label and manifest PDFs, shiprocket-documents.ts), all behind a bearer token from `POST /auth/login`.
 *
 * - The token (valid about 10 days) is kept and renewed a day before it runs out, and once more when Shiprocket
 *   answers 401. Concurrent requests share one login.
 * - "Nobody delivers there" (a 404, which Shiprocket often sends as HTTP 200 with `{"status": 404, "message"}`) is an
 *   empty list. A 429, a 5xx, a timeout, a network failure or a body that is not the documented shape is a
 *   ShippingProviderError with a message saying which.
 * - Reads (rates, tracking, pickup locations) and the login are tried again with backoff after a 5xx, a 429 or a
 *   refused connection; shipment writes are sent once (providers/retry.ts). Every request has a timeout.
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

export function createShiprocketProvider(options: ShiprocketOptions): ShippingProvider & ShipmentProvider {
  const baseUrl = (options.baseUrl ?? SHIPROCKET_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const tokenTtlMs = options.tokenTtlMs ?? 10 * DAY;
  const now = options.now ?? Date.now;
  let session: { token: string; renewAt: number } | undefined;
  let loggingIn: Promise<string> | undefined;

  /**
   * One call: an HTTP exchange, tried again with backoff when it is safe to repeat (a GET, or the login) and the
   * answer was a 5xx or 429 or the request could not be sent (providers/retry.ts). Shipment writes (an adhoc order,
   * an AWB, a pickup) are sent once: a second could make a second shipment. Network failures and timeouts become
   * ShippingProviderError.
   */
  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    const once = () => exchange(path, init);
    const result =
      init.method === 'GET' || path === '/auth/login'
        ? await withRetries(once, (outcome) => {
            if (!('value' in outcome)) return { retry: false };
            const tried = outcome.value;
            if ('failure' in tried) return { retry: tried.unreached };
            return retryableStatus(tried.status)
              ? { retry: true, retryAfterMs: retryAfterMs(tried.retryAfter) }
              : { retry: false };
          })
        : await once();
    if ('failure' in result) throw result.failure;
    return { status: result.status, body: result.body };
  }

  /** One HTTP exchange, its failure answered rather than thrown (so `send` can judge it). */
  async function exchange(
    path: string,
    init: RequestInit,
  ): Promise<
    | { status: number; body: unknown; retryAfter: string | null }
    | { failure: ShippingProviderError; unreached: boolean }
  > {
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
      const failure = new ShippingProviderError(
        timedOut
          ? `Shiprocket did not answer within ${timeoutMs} ms`
          : `Shiprocket could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
      return { failure, unreached: !timedOut };
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
      if (response.ok) {
        const failure = new ShippingProviderError(
          `Shiprocket answered ${response.status} with a body that is not JSON`,
        );
        return { failure, unreached: false };
      }
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  }

  function failure(what: string, status: number, body: unknown): ShippingProviderError {
    const message = statusBodySchema.safeParse(body).data?.message;
    const reason =
      status === 429 ? 'rate limited (429)' : status >= 500 ? `server error (${status})` : `answered ${status}`;
    const text = `Shiprocket ${what}: ${reason}${message ? `: ${message}` : ''}`;
    // A 4xx other than 401 and 429 is Shiprocket saying no to this request: asking again will not change it.
    const refused = status >= 400 && status < 500 && status !== 401 && status !== 429;
    return refused ? new ShippingProviderRefusal(text) : new ShippingProviderError(text);
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

  /** A call with the bearer token; on a 401, one login again and one more try, then a clear failure. */
  async function authed(what: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const ask = async (bearer: string) =>
      send(path, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    let answer = await ask(await token());
    if (answer.status === 401) {
      // The token was revoked or expired early: log in once more, then give up.
      session = undefined;
      answer = await ask(await token());
      if (answer.status === 401) throw failure(`${what}: refused our login`, 401, answer.body);
    }
    return answer;
  }

  async function serviceability(request: RateRequest) {
    const query = new URLSearchParams({
      pickup_postcode: request.pickupPincode,
      delivery_postcode: request.deliveryPincode,
      cod: request.cod ? '1' : '0',
      weight: String(request.weightKg),
    });
    if (request.declaredValuePaise > 0) query.set('declared_value', String(request.declaredValuePaise / 100));
    return authed('rates', 'GET', `/courier/serviceability/?${query}`);
  }

  /**
   * A shipment call that must succeed: HTTP 200 (or 201/202) whose body is not an error in disguise (Shiprocket
   * answers some failures as HTTP 200 with `{"status_code": 4xx, "message"}`). Answers the body.
   */
  async function shipmentCall(what: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const answer = await authed(what, method, path, body);
    if (answer.status < 200 || answer.status > 202) throw failure(`${what} failed`, answer.status, answer.body);
    const statusBody = statusBodySchema.safeParse(answer.body).data;
    const bodyStatus = statusBody?.status_code ?? statusBody?.status;
    if (bodyStatus !== undefined && bodyStatus >= 400) throw failure(`${what} failed`, bodyStatus, answer.body);
    return answer.body;
  }

  const shipmentIdOf = (ref: ShipmentRef, what: string) => {
    if (!ref.providerShipmentId) throw new ShippingProviderError(`Shiprocket ${what}: the shipment has no id`);
    return Number(ref.providerShipmentId);
  };

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

    async createShipment(parcel) {
      const body = await shipmentCall('create order', 'POST', '/orders/create/adhoc', adhocOrder(parcel));
      return createdIds(body, 'create order');
    },

    async assignAwb(ref, courierId) {
      const body = await shipmentCall('AWB assignment', 'POST', '/courier/assign/awb', {
        shipment_id: shipmentIdOf(ref, 'AWB assignment'),
        ...(courierId ? { courier_id: courierId } : {}),
      });
      const parsed = awbAnswerSchema.safeParse(body);
      const data = parsed.data?.response?.data;
      // A refused assignment comes as HTTP 200 with awb_assign_status 0 and the reason in awb_assign_error.
      if (!parsed.success || parsed.data.awb_assign_status !== 1 || !data?.awb_code) {
        const reason = data?.awb_assign_error ?? parsed.data?.message;
        throw new ShippingProviderError(`Shiprocket AWB assignment failed${reason ? `: ${reason}` : ''}`);
      }
      return { awb: String(data.awb_code), courierName: data.courier_name ?? 'Courier' };
    },

    async schedulePickup(ref) {
      const body = await shipmentCall('pickup', 'POST', '/courier/generate/pickup', {
        shipment_id: [shipmentIdOf(ref, 'pickup')],
      });
      const parsed = pickupAnswerSchema.safeParse(body);
      if (!parsed.success || parsed.data.pickup_status !== 1) {
        throw new ShippingProviderError(
          `Shiprocket pickup failed${parsed.data?.message ? `: ${parsed.data.message}` : ''}`,
        );
      }
      return { scheduledAt: parseShiprocketTime(parsed.data.response?.pickup_scheduled_date) };
    },

    async labelsPdf(refs) {
      const body = await shipmentCall('labels', 'POST', '/courier/generate/label', {
        shipment_id: refs.map((ref) => shipmentIdOf(ref, 'labels')),
      });
      const parsed = labelsAnswerSchema.safeParse(body);
      if (!parsed.success || parsed.data.label_created !== 1 || !parsed.data.label_url) {
        const reason = parsed.data?.response ?? parsed.data?.message;
        throw new ShippingProviderError(`Shiprocket labels failed${reason ? `: ${reason}` : ''}`);
      }
      return fetchShiprocketPdf('label', parsed.data.label_url, timeoutMs);
    },

    async manifestPdf(refs) {
      const body = await shipmentCall('manifest', 'POST', '/manifests/generate', {
        shipment_id: refs.map((ref) => shipmentIdOf(ref, 'manifest')),
      });
      const parsed = manifestAnswerSchema.safeParse(body);
      if (!parsed.success || !parsed.data.manifest_url) {
        const reason = parsed.data?.message;
        throw new ShippingProviderError(`Shiprocket manifest failed${reason ? `: ${reason}` : ''}`);
      }
      return fetchShiprocketPdf('manifest', parsed.data.manifest_url, timeoutMs);
    },

    async label(ref) {
      const body = await shipmentCall('label', 'POST', '/courier/generate/label', {
        shipment_id: [shipmentIdOf(ref, 'label')],
      });
      const parsed = labelAnswerSchema.safeParse(body);
      if (!parsed.success || parsed.data.label_created !== 1 || !parsed.data.label_url) {
        const reason = parsed.data?.response ?? parsed.data?.message;
        throw new ShippingProviderError(`Shiprocket label failed${reason ? `: ${reason}` : ''}`);
      }
      return { labelUrl: parsed.data.label_url };
    },

    async track(ref) {
      if (!ref.awb) return [];
      const { status, body } = await authed('tracking', 'GET', `/courier/track/awb/${encodeURIComponent(ref.awb)}`);
      // No scans yet: `{"tracking_data": {"track_status": 0, "error": "...no activities found..."}}`, or a 404.
      if (status === 404) return [];
      if (status !== 200) throw failure('tracking failed', status, body);
      const parsed = trackAnswerSchema.safeParse(body);
      if (!parsed.success) throw new ShippingProviderError('Shiprocket tracking answered without tracking_data');
      const data = parsed.data.tracking_data;
      if (data.track_status === 0) return [];
      return (data.shipment_track_activities ?? [])
        .flatMap((raw) => {
          const scan = shiprocketScanSchema.safeParse(raw);
          const event = scan.success ? scanToEvent(scan.data) : null;
          return event ? [event] : [];
        })
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    },

    async cancel(ref) {
      if (!ref.providerOrderId) return;
      await shipmentCall('cancel', 'POST', '/orders/cancel', { ids: [Number(ref.providerOrderId)] });
    },

    async returnShipment(ref, parcel) {
      const body = await shipmentCall('return', 'POST', '/orders/create/return', returnOrder(parcel));
      return createdIds(body, 'return');
    },

    async failedAttempts(ref) {
      if (!ref.awb) return [];
      // `search` narrows the NDR list to the AWB (documented for GET /ndr/all); one page is all one parcel has.
      const query = new URLSearchParams({ search: ref.awb, per_page: '50' });
      const { status, body } = await authed('NDR list', 'GET', `/ndr/all?${query}`);
      if (status === 404) return [];
      if (status !== 200) throw failure('NDR list failed', status, body);
      const reports = ndrReports(body, ref.awb);
      if (!reports) throw new ShippingProviderError('Shiprocket NDR list answered without data');
      return reports;
    },

    async answerFailedAttempt(ref, answer) {
      if (!ref.awb) throw new ShippingProviderError('Shiprocket NDR action: the shipment has no AWB');
      await shipmentCall('NDR action', 'POST', `/ndr/${encodeURIComponent(ref.awb)}/action`, ndrActionBody(answer));
    },

    async pickupLocations() {
      const body = await shipmentCall('pickup locations', 'GET', '/settings/company/pickup');
      const parsed = pickupLocationsAnswerSchema.safeParse(body);
      if (!parsed.success) throw new ShippingProviderError('Shiprocket pickup locations answered without data');
      return parsed.data.data.shipping_address.map((place): PickupLocation => ({
        name: place.pickup_location,
        address: [place.address, place.address_2].filter(Boolean).join(', '),
        city: place.city ?? '',
        state: place.state ?? '',
        pincode: String(place.pin_code ?? ''),
        phone: place.phone ? String(place.phone) : null,
        primary: place.is_primary_location === 1,
      }));
    },
  };
}

const idSchema = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);

/** `POST /orders/create/adhoc` and `/orders/create/return` answer `{order_id, shipment_id, status}`. */
const createdSchema = z.object({ order_id: idSchema, shipment_id: idSchema });

function createdIds(body: unknown, what: string) {
  const parsed = createdSchema.safeParse(body);
  if (!parsed.success) {
    const message = statusBodySchema.safeParse(body).data?.message;
    throw new ShippingProviderError(
      `Shiprocket ${what} answered without order_id and shipment_id${message ? `: ${message}` : ''}`,
    );
  }
  return { providerOrderId: parsed.data.order_id, providerShipmentId: parsed.data.shipment_id };
}

const awbAnswerSchema = z.object({
  awb_assign_status: z.number().optional(),
  message: z.string().optional(),
  response: z
    .object({
      data: z
        .object({
          awb_code: z.union([z.string(), z.number()]).optional().nullable(),
          courier_name: z.string().optional().nullable(),
          awb_assign_error: z.string().optional().nullable(),
        })
        .optional(),
    })
    .optional(),
});

const pickupAnswerSchema = z.object({
  pickup_status: z.number().optional(),
  message: z.string().optional(),
  response: z.object({ pickup_scheduled_date: z.string().optional().nullable() }).optional(),
});

const labelAnswerSchema = z.object({
  label_created: z.number().optional(),
  label_url: z.string().optional().nullable(),
  response: z.string().optional(),
  message: z.string().optional(),
});

const trackAnswerSchema = z.object({
  tracking_data: z.object({
    track_status: z.number().optional(),
    shipment_track_activities: z.array(z.unknown()).optional().nullable(),
  }),
});

const pickupLocationsAnswerSchema = z.object({
  data: z.object({
    shipping_address: z.array(
      z.object({
        pickup_location: z.string(),
        address: z.string().optional().nullable(),
        address_2: z.string().optional().nullable(),
        city: z.string().optional().nullable(),
        state: z.string().optional().nullable(),
        pin_code: z.union([z.string(), z.number()]).optional().nullable(),
        phone: z.union([z.string(), z.number()]).optional().nullable(),
        is_primary_location: z.number().optional(),
      }),
    ),
  }),
});

/** "2026-11-23 14:05" in India's time, as Shiprocket's order_date wants. */
function istDateTime(date: Date): string {
  const ist = new Date(date.getTime() + 5.5 * 60 * 60 * 1000);
  return ist.toISOString().slice(0, 16).replace('T', ' ');
}

function splitName(fullName: string) {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  return { first: first ?? fullName, last: rest.join(' ') };
}

function itemsOf(parcel: Parcel) {
  return parcel.items.map((item) => ({
    name: item.name,
    sku: item.sku,
    units: item.units,
    selling_price: toRupees(item.unitPricePaise),
    discount: 0,
    tax: parcel.gstPercent,
    hsn: '',
  }));
}

/** The documented adhoc order: billing = shipping = the shopper's address; COD collects the order's total. */
export function adhocOrder(parcel: Parcel) {
  const { first, last } = splitName(parcel.address.fullName);
  return {
    order_id: parcel.reference,
    order_date: istDateTime(parcel.orderDate),
    pickup_location: parcel.pickupLocation,
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: parcel.address.addressLine1,
    billing_address_2: parcel.address.addressLine2 ?? '',
    billing_city: parcel.address.city,
    billing_pincode: parcel.address.zipCode,
    billing_state: parcel.address.state,
    billing_country: parcel.address.country,
    billing_email: parcel.address.email,
    billing_phone: parcel.address.phone,
    shipping_is_billing: true,
    order_items: itemsOf(parcel),
    payment_method: parcel.paymentMethod,
    shipping_charges: toRupees(parcel.shippingPaise),
    sub_total: toRupees(parcel.collectPaise),
    length: parcel.dimensionsCm.length,
    breadth: parcel.dimensionsCm.breadth,
    height: parcel.dimensionsCm.height,
    weight: parcel.weightKg,
  };
}

/** The documented return order: picked up from the shopper, delivered to our pickup location. */
function returnOrder(parcel: Parcel) {
  const { first, last } = splitName(parcel.address.fullName);
  return {
    order_id: `${parcel.reference}-R`,
    order_date: istDateTime(parcel.orderDate),
    pickup_customer_name: first,
    pickup_last_name: last,
    pickup_address: parcel.address.addressLine1,
    pickup_address_2: parcel.address.addressLine2 ?? '',
    pickup_city: parcel.address.city,
    pickup_state: parcel.address.state,
    pickup_country: parcel.address.country,
    pickup_pincode: parcel.address.zipCode,
    pickup_email: parcel.address.email,
    pickup_phone: parcel.address.phone,
    shipping_customer_name: parcel.pickupLocation,
    order_items: itemsOf(parcel),
    payment_method: 'Prepaid',
    sub_total: toRupees(parcel.collectPaise),
    length: parcel.dimensionsCm.length,
    breadth: parcel.dimensionsCm.breadth,
    height: parcel.dimensionsCm.height,
    weight: parcel.weightKg,
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
