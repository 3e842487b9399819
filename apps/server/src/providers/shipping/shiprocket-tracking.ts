import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ShipmentStatus } from '@kala/contract/shipments';
import type { TrackingScan } from './shipment-provider.ts';

/**
 * Shiprocket's tracking words (providers.md, Tracking): status ids to our shipment statuses, and scans (from
 * `GET /courier/track/awb/{awb}` or the tracking webhook, which share a shape) to tracking events.
 */

/** Shiprocket's shipment status ids we act on. Others (manifested, reached hub, ...) are shown but change nothing. */
export const SHIPROCKET_STATUS_IDS: Readonly<Record<number, ShipmentStatus>> = {
  6: 'in_transit', // Shipped: left the origin hub
  7: 'delivered',
  8: 'cancelled',
  9: 'rto_initiated', // RTO Initiated: coming back to us after failed attempts (decision 032)
  10: 'rto_delivered', // RTO Delivered
  17: 'out_for_delivery',
  18: 'in_transit',
  21: 'delivery_failed', // Undelivered: a failed delivery attempt (NDR)
  42: 'picked_up',
  46: 'rto_initiated', // RTO In Transit
};

/** Statuses Shiprocket also names in words (the webhook's `current_status`), read when its id is not one we know. */
const SHIPROCKET_STATUS_WORDS: readonly [RegExp, ShipmentStatus][] = [
  [/^undelivered\b/i, 'delivery_failed'],
  [/^rto[ _-]?(initiated|in[ _-]?transit)\b/i, 'rto_initiated'],
  [/^rto[ _-]?delivered\b/i, 'rto_delivered'],
];

/** A status in Shiprocket's words ('UNDELIVERED', 'RTO DELIVERED') to ours, or null. */
export function statusFromShiprocketWords(words: string | null | undefined): ShipmentStatus | null {
  const text = words?.trim() ?? '';
  return SHIPROCKET_STATUS_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Statuses that can come more than once (each attempt goes out, and may fail): their event carries its time. */
const REPEATING: readonly ShipmentStatus[] = ['out_for_delivery', 'delivery_failed'];

/** A status id (a number, or a string such as "42" or "NA") to our status, or null. */
export function statusFromShiprocketId(id: unknown): ShipmentStatus | null {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id) : NaN;
  return SHIPROCKET_STATUS_IDS[n] ?? null;
}

/** Shiprocket writes times in India's time without a zone: "2023-05-19 15:32:17". */
export function parseShiprocketTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(text.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}+05:30`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).slice(0, max))
    .optional()
    .nullable();

/** One scan: `{date, status, activity, location, sr-status, sr-status-label}`. */
export const shiprocketScanSchema = z.object({
  date: z.string().max(100),
  status: text(100),
  activity: text(1000),
  location: text(300),
  'sr-status': text(20),
  'sr-status-label': text(200),
});
export type ShiprocketScan = z.infer<typeof shiprocketScanSchema>;

/** The scan as a tracking event; null when it carries no usable time. */
export function scanToEvent(scan: ShiprocketScan): TrackingScan | null {
  const occurredAt = parseShiprocketTime(scan.date);
  if (!occurredAt) return null;
  const description = (scan.activity || scan['sr-status-label'] || scan.status || 'Tracking update').trim();
  const location = scan.location && scan.location !== 'NA' ? scan.location.trim() : null;
  // The same scan delivered again (webhook retries, polling) is the same event.
  const key = `sr:${createHash('sha256')
    .update([scan.date, scan.status ?? '', scan['sr-status'] ?? '', scan.activity ?? ''].join('|'))
    .digest('hex')
    .slice(0, 32)}`;
  const status = statusFromShiprocketId(scan['sr-status']) ?? statusFromShiprocketWords(scan['sr-status-label']);
  return { key, status, description, location, occurredAt };
}

/**
 * The tracking webhook's body (Shiprocket panel: Settings > API > Webhooks). Only `awb` is needed to find the
 * shipment; everything else is read leniently, because one odd field must not make Shiprocket retry forever.
 */
export const shiprocketWebhookSchema = z.object({
  awb: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'awb is required').max(100, 'awb is too long')),
  current_status: text(200),
  current_status_id: z
    .union([z.number(), z.string().max(20)])
    .optional()
    .nullable(),
  shipment_status: text(200),
  shipment_status_id: z
    .union([z.number(), z.string().max(20)])
    .optional()
    .nullable(),
  current_timestamp: text(100),
  order_id: text(100),
  etd: text(100),
  scans: z.array(z.unknown()).max(500).optional().nullable(),
});
export type ShiprocketWebhook = z.infer<typeof shiprocketWebhookSchema>;

/**
 * The events a webhook delivery carries: each readable scan, and the current status itself when no scan carries it
 * (keyed by the status alone, so a retry or a later delivery naming it again is the same event).
 */
export function webhookEvents(body: ShiprocketWebhook, receivedAt: Date): TrackingScan[] {
  const events: TrackingScan[] = [];
  for (const raw of body.scans ?? []) {
    const scan = shiprocketScanSchema.safeParse(raw);
    const event = scan.success ? scanToEvent(scan.data) : null;
    if (event) events.push(event);
  }
  const status =
    statusFromShiprocketId(body.current_status_id) ??
    statusFromShiprocketId(body.shipment_status_id) ??
    statusFromShiprocketWords(body.current_status) ??
    statusFromShiprocketWords(body.shipment_status);
  if (status && !events.some((event) => event.status === status)) {
    const at = parseShiprocketTime(body.current_timestamp) ?? parseDayFirst(body.current_timestamp) ?? receivedAt;
    events.push({
      // A second failed attempt is another event: keyed by its time too (a retried delivery keeps the same time).
      key: REPEATING.includes(status) ? `sr-current:${status}:${at.getTime()}` : `sr-current:${status}`,
      status,
      description: (body.current_status || body.shipment_status || status).trim(),
      location: null,
      occurredAt: at,
    });
  }
  return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** The webhook's `current_timestamp` comes as "23 05 2023 11:43:52" (day first). */
function parseDayFirst(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(value.trim()) : null;
  return match ? parseShiprocketTime(`${match[3]}-${match[2]}-${match[1]} ${match[4]}`) : null;
}
