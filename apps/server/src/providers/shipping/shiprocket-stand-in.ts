import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for Shiprocket's API, for tests (architecture §5): it answers `POST /auth/login`,
 * `GET /courier/serviceability/` and the shipment calls (adhoc order, AWB, pickup, label, tracking, cancel, return,
 * pickup locations, label and manifest files, the NDR list and NDR actions) the way Shiprocket documents, on 127.0.0.1 and a free port. Each test sets how serviceability
 * answers through `next`, and any other call through `queue(path, answer)`; every request is recorded.
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

/** The pickup location the stand-in's account has (Settings > Pickup addresses). */
export const STAND_IN_PICKUP = {
  id: 4117,
  pickup_location: 'Primary',
  address: '12 Johari Bazaar',
  address_2: 'Near Hawa Mahal',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  pin_code: '302001',
  email: 'studio@kala.test',
  phone: '9876543210',
  name: 'Kala Studio',
  is_primary_location: 1,
  status: 2,
};

/** A scan as Shiprocket's tracking and webhook carry it. */
export function shiprocketScan(
  srStatus: number | 'NA',
  date: string,
  activity: string,
  location = 'JAIPUR, RAJASTHAN',
) {
  const labels: Record<string, string> = {
    '6': 'SHIPPED',
    '7': 'DELIVERED',
    '17': 'OUT FOR DELIVERY',
    '18': 'IN TRANSIT',
    '42': 'PICKED UP',
  };
  return {
    date,
    status: 'X',
    activity,
    location,
    'sr-status': String(srStatus),
    'sr-status-label': labels[String(srStatus)] ?? 'NA',
  };
}

/** One entry of `GET /ndr/all`, as Shiprocket lists it (a subset of its fields). */
function ndrEntry(awb: string, parcel: StandInNdr) {
  const latest = parcel.attempts.at(-1)!;
  return {
    id: 94711332,
    shipment_id: 94323606,
    customer_name: 'Asha Verma',
    customer_phone: '9876543210',
    customer_city: 'Jaipur',
    customer_pincode: '302001',
    status: 'UNDELIVERED',
    status_code: 36,
    payment_method: 'cod',
    reason: latest.reason,
    attempts: latest.attempt,
    ndr_raised_at: latest.raisedAt,
    courier: 'Delhivery Surface',
    awb_code: awb,
    escalation_status: 'N/A',
    history: parcel.attempts.map((attempt, i) => ({
      id: 50347640 + i,
      ndr_id: 14933497,
      ndr_reason: attempt.reason,
      action_by: 3,
      ndr_attempt: attempt.attempt,
      ndr_push_status: 0,
      comment: '',
      sms_response: 'No Response',
      ndr_raised_at: attempt.raisedAt,
    })),
    delivered_date: '',
  };
}

/** A small PDF naming the file it stands for (e.g. 'labels/1002-1004.pdf'), enough for a test to tell them apart. */
function standInPdf(pathname: string): Buffer {
  const name = pathname.replace(/^\/files\//, '');
  return Buffer.from(`%PDF-1.4\n% Shiprocket stand-in ${name}\n%%EOF\n`, 'latin1');
}

interface StandInShipment {
  orderId: number;
  shipmentId: number;
  reference: string;
  awb: string | null;
  cancelled: boolean;
}

/** A parcel in NDR: its failed attempts and the action taken on the latest (null: waiting for one). */
interface StandInNdr {
  attempts: { attempt: number; reason: string; raisedAt: string }[];
  action: string | null;
}

export async function startShiprocketStandIn() {
  const requests: RecordedRequest[] = [];
  const tokens = new Set<string>();
  let logins = 0;
  /** Answers for the next calls of a path (e.g. '/courier/assign/awb'), before the documented behaviour. */
  const queued = new Map<string, StandInAnswer[]>();
  const shipments = new Map<number, StandInShipment>();
  /** Scans the tracking call answers, by AWB. */
  const scans = new Map<string, unknown[]>();
  /** Parcels in NDR, by AWB. */
  const ndr = new Map<string, StandInNdr>();
  let nextId = 1000;
  /** Answers for the next serviceability requests, in order; when empty, `fallback` answers. */
  const next: StandInAnswer[] = [];
  let fallback: StandInAnswer = { status: 200, json: serviceabilityAnswer([shiprocketCourier()]) };
  /** Where the stand-in listens, for the file links it hands out (known once it listens). */
  let origin = '';
  /** When set, the label and manifest files answer this HTTP status instead of a PDF. */
  let fileFailure: number | null = null;

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

    // The label and manifest files, as Shiprocket's public S3 links serve them: no token, a PDF.
    if (req.method === 'GET' && url.pathname.startsWith('/files/')) {
      if (fileFailure) {
        res.writeHead(fileFailure, { 'content-type': 'text/plain' });
        return res.end('gone');
      }
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(standInPdf(url.pathname));
    }

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

    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) return send(res, 401, { message: 'Token has expired', status_code: 401 });
    const path = url.pathname.replace(/^\/v1\/external/, '');

    const answerWith = (answer: StandInAnswer | undefined) => {
      if (!answer) return false;
      if ('hang' in answer) return true; // never answers; closed by close()
      if ('text' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.text);
      } else send(res, answer.status, answer.json);
      return true;
    };

    if (req.method === 'GET' && path === '/courier/serviceability/') {
      answerWith(next.shift() ?? fallback);
      return;
    }
    const pathKey = path.startsWith('/courier/track/awb/')
      ? '/courier/track/awb'
      : /^\/ndr\/[^/]+\/action$/.test(path)
        ? '/ndr/action'
        : path;
    if (answerWith(queued.get(pathKey)?.shift())) return;

    const input = (body ?? {}) as Record<string, unknown>;
    const shipmentOf = (id: unknown) => shipments.get(Number(Array.isArray(id) ? id[0] : id));
    const idsOf = (ids: unknown): number[] => (Array.isArray(ids) ? ids.map(Number) : []);

    if (req.method === 'POST' && path === '/orders/create/adhoc') {
      const required = [
        'order_id',
        'order_date',
        'pickup_location',
        'billing_customer_name',
        'billing_address',
        'billing_city',
        'billing_pincode',
        'billing_state',
        'billing_country',
        'billing_email',
        'billing_phone',
        'payment_method',
        'sub_total',
        'length',
        'breadth',
        'height',
        'weight',
      ];
      const missing = required.filter((field) => input[field] === undefined || input[field] === '');
      if (!Array.isArray(input.order_items) || input.order_items.length === 0) missing.push('order_items');
      if (missing.length > 0) {
        return send(res, 422, {
          message: 'Oops! Invalid Data.',
          errors: Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required.`]])),
          status_code: 422,
        });
      }
      if (input.pickup_location !== STAND_IN_PICKUP.pickup_location) {
        // Shiprocket's odd answer: HTTP 200 whose body is the error.
        return send(res, 200, {
          message: 'Wrong Pickup location entered. Please choose one location from data given',
          status_code: 422,
          data: { data: [STAND_IN_PICKUP] },
        });
      }
      const shipment = {
        orderId: ++nextId,
        shipmentId: ++nextId,
        reference: String(input.order_id),
        awb: null,
        cancelled: false,
      };
      shipments.set(shipment.shipmentId, shipment);
      return send(res, 200, {
        order_id: shipment.orderId,
        shipment_id: shipment.shipmentId,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      });
    }

    if (req.method === 'POST' && path === '/courier/assign/awb') {
      const shipment = shipmentOf(input.shipment_id);
      if (!shipment)
        return send(res, 422, {
          message: 'Required field missing',
          errors: { shipment_id: ['The shipment id field is required.'] },
          status_code: 422,
        });
      shipment.awb ??= `1411${String(shipment.shipmentId).padStart(8, '0')}`;
      return send(res, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            courier_company_id: Number(input.courier_id ?? 10),
            awb_code: shipment.awb,
            cod: 0,
            order_id: shipment.orderId,
            shipment_id: shipment.shipmentId,
            awb_code_status: 1,
            applied_weight: 1,
            courier_name: 'Delhivery Surface',
            pickup_scheduled_date: null,
          },
        },
      });
    }

    if (req.method === 'POST' && path === '/courier/generate/pickup') {
      const shipment = shipmentOf(input.shipment_id);
      if (!shipment?.awb) return send(res, 400, { message: 'Please generate AWB first.', status_code: 400 });
      return send(res, 200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: '2026-11-24 14:00:00',
          pickup_token_number: `Reference No: ${shipment.shipmentId}`,
          status: 3,
          others: '',
          pickup_generated_date: { date: '2026-11-23 18:30:00.000000', timezone_type: 3, timezone: 'Asia/Kolkata' },
          data: `Pickup is confirmed by Delhivery Surface For AWB :- ${shipment.awb}`,
        },
      });
    }

    if (req.method === 'POST' && path === '/courier/generate/label') {
      // One label file for every shipment asked for; those without an AWB are listed as not created.
      const asked = idsOf(input.shipment_id).map((id) => shipments.get(id));
      const ready = asked.filter((shipment) => shipment?.awb);
      if (ready.length === 0)
        return send(res, 200, { label_created: 0, response: 'AWB not assigned', not_created: input.shipment_id });
      return send(res, 200, {
        label_created: 1,
        label_url: `${origin}/files/labels/${ready.map((shipment) => shipment!.shipmentId).join('-')}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: idsOf(input.shipment_id).filter((id) => !shipments.get(id)?.awb),
      });
    }

    if (req.method === 'POST' && path === '/manifests/generate') {
      const asked = idsOf(input.shipment_id);
      if (asked.length === 0 || asked.some((id) => !shipments.get(id)?.awb)) {
        return send(res, 422, { message: 'AWB not assigned for the given shipment', status_code: 422 });
      }
      return send(res, 200, { status: 1, manifest_url: `${origin}/files/manifests/${asked.join('-')}.pdf` });
    }

    if (req.method === 'GET' && pathKey === '/courier/track/awb') {
      const awb = decodeURIComponent(path.slice('/courier/track/awb/'.length));
      const list = scans.get(awb);
      if (!list || list.length === 0) {
        return send(res, 200, {
          tracking_data: {
            track_status: 0,
            error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
          },
        });
      }
      return send(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: Number((list[0] as Record<string, string>)['sr-status']) || 18,
          shipment_track: [{ awb_code: awb, courier_name: 'Delhivery Surface' }],
          // Newest first, as Shiprocket lists them.
          shipment_track_activities: [...list].reverse(),
          track_url: `https://shiprocket.co/tracking/${awb}`,
        },
      });
    }

    if (req.method === 'POST' && path === '/orders/cancel') {
      const ids = Array.isArray(input.ids) ? input.ids.map(Number) : [];
      const found = [...shipments.values()].filter((shipment) => ids.includes(shipment.orderId));
      if (ids.length === 0 || found.length !== ids.length) {
        return send(res, 422, { message: 'Order id(s) not found', status_code: 422 });
      }
      for (const shipment of found) shipment.cancelled = true;
      return send(res, 200, { status: 200, message: 'Order cancelled successfully.' });
    }

    if (req.method === 'POST' && path === '/orders/create/return') {
      if (!input.order_id || !input.pickup_pincode || !Array.isArray(input.order_items)) {
        return send(res, 422, { message: 'Oops! Invalid Data.', status_code: 422 });
      }
      const shipment = {
        orderId: ++nextId,
        shipmentId: ++nextId,
        reference: String(input.order_id),
        awb: null,
        cancelled: false,
      };
      shipments.set(shipment.shipmentId, shipment);
      return send(res, 200, {
        order_id: shipment.orderId,
        shipment_id: shipment.shipmentId,
        status: 'RETURN PENDING',
        status_code: 21,
        company_name: 'Kala',
      });
    }

    if (req.method === 'GET' && path === '/ndr/all') {
      const search = url.searchParams.get('search') ?? '';
      const entries = [...ndr.entries()].filter(([awb]) => awb.includes(search));
      return send(res, 200, {
        data: entries.map(([awb, parcel]) => ndrEntry(awb, parcel)),
        meta: {
          pagination: {
            total: entries.length,
            count: entries.length,
            per_page: Number(url.searchParams.get('per_page') ?? 15),
            current_page: 1,
            total_pages: 1,
            links: {},
          },
        },
      });
    }

    if (req.method === 'POST' && pathKey === '/ndr/action') {
      const awb = decodeURIComponent(path.split('/')[2] ?? '');
      const errors: Record<string, string[]> = {};
      if (typeof input.action !== 'string' || !input.action) errors.action = ['The action field is required.'];
      else if (!['re-attempt', 'return', 'fake-attempt'].includes(input.action)) {
        errors.action = ['The selected action is invalid.'];
      }
      if (typeof input.comments !== 'string' || !input.comments) errors.comments = ['The comments field is required.'];
      if (input.deferred_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(input.deferred_date))) {
        errors.deferred_date = ['The deferred date does not match the format Y-m-d.'];
      }
      if (Object.keys(errors).length > 0) {
        return send(res, 422, { message: 'The given data was invalid.', errors, status_code: 422 });
      }
      const parcel = ndr.get(awb);
      if (!parcel) return send(res, 404, { message: 'No NDR found for this AWB', status_code: 404 });
      if (parcel.action !== null) {
        return send(res, 422, { message: 'Action already taken on this NDR', status_code: 422 });
      }
      parcel.action = String(input.action);
      return send(res, 202, { status: 'Data Updated Sucessfully' });
    }

    if (req.method === 'GET' && path === '/settings/company/pickup') {
      return send(res, 200, {
        data: {
          shipping_address: [STAND_IN_PICKUP],
          allow_more: '1',
          is_blackbox_seller: false,
          company_name: 'Kala',
          recent_addresses: [],
        },
      });
    }

    send(res, 404, { message: 'Not found', status_code: 404 });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1/external`,
    requests,
    next,
    get logins() {
      return logins;
    },
    /** The next answer of a shipment call, e.g. queue('/courier/assign/awb', {status: 200, json: ...}). */
    queue(path: string, answer: StandInAnswer) {
      const list = queued.get(path) ?? [];
      list.push(answer);
      queued.set(path, list);
    },
    /** Records a scan for an AWB (what tracking answers from then on). */
    scan(awb: string, scan: unknown) {
      scans.set(awb, [...(scans.get(awb) ?? []), scan]);
    },
    /** The shipments made through the stand-in, by Shiprocket's shipment id. */
    shipments,
    /**
     * The courier failed to deliver this AWB (`raisedAt` as Shiprocket writes it, "2026-11-25 18:40:12"): the parcel
     * is in the NDR list with one more attempt, waiting for an action. Answers the attempt's number.
     */
    failDelivery(awb: string, reason: string, raisedAt: string) {
      const parcel = ndr.get(awb) ?? { attempts: [], action: null };
      const attempt = parcel.attempts.length + 1;
      parcel.attempts.push({ attempt, reason, raisedAt });
      parcel.action = null;
      ndr.set(awb, parcel);
      return attempt;
    },
    /** The action taken on the AWB's latest NDR ('re-attempt', 'return'), or null. */
    ndrAction(awb: string) {
      return ndr.get(awb)?.action ?? null;
    },
    /** The label and manifest files answer `status` (e.g. 403, an expired S3 link) instead of a PDF; null restores them. */
    failFiles(status: number | null) {
      fileFailure = status;
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
      queued.clear();
      fallback = { status: 200, json: serviceabilityAnswer([shiprocketCourier()]) };
      fileFailure = null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ShiprocketStandIn = Awaited<ReturnType<typeof startShiprocketStandIn>>;
