import { z } from 'zod';
import type { AttemptAnswer, FailedAttemptReport } from './shipment-provider.ts';
import { parseShiprocketTime } from './shiprocket-tracking.ts';

/**
 * Shiprocket's NDR words (decision 032), from its API documentation: `GET /ndr/all` lists the shipments in NDR,
 * each with `awb_code`, `reason`, `attempts`, `ndr_raised_at` and a `history` of `{ndr_attempt, ndr_reason,
 * ndr_raised_at}`; `POST /ndr/{awb}/action` takes `action` ('re-attempt' or 'return') and `comments` (both
 * required), and for a re-attempt `deferred_date` (YYYY-MM-DD), `phone`, `address1` and `address2`; it answers 202
 * `{"status": "Data Updated Sucessfully"}`.
 */

const count = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const words = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().slice(0, 500))
  .optional()
  .nullable();

const historySchema = z.object({
  ndr_attempt: count.optional().nullable(),
  ndr_reason: words,
  ndr_raised_at: words,
});

const ndrEntrySchema = z.object({
  awb_code: z.union([z.string(), z.number()]).transform(String),
  reason: words,
  attempts: count.optional().nullable(),
  ndr_raised_at: words,
  history: z.array(z.unknown()).optional().nullable(),
});

const ndrListSchema = z.object({ data: z.array(z.unknown()) });

/**
 * The attempts of one AWB in the NDR list, oldest first: one per attempt number, from the history (its first entry
 * of each number: later entries of the same attempt are Shiprocket's own follow-ups, such as an IVR call), else the
 * entry's own latest attempt. Null when the body is not the documented list; entries that cannot be read are skipped.
 */
export function ndrReports(body: unknown, awb: string): FailedAttemptReport[] | null {
  const list = ndrListSchema.safeParse(body);
  if (!list.success) return null;
  const found = new Map<number, FailedAttemptReport>();
  for (const raw of list.data.data) {
    const entry = ndrEntrySchema.safeParse(raw);
    if (!entry.success || entry.data.awb_code !== awb) continue;
    for (const rawStep of entry.data.history ?? []) {
      const step = historySchema.safeParse(rawStep);
      const attempt = step.data?.ndr_attempt;
      const at = parseShiprocketTime(step.data?.ndr_raised_at);
      if (!attempt || !at || found.has(attempt)) continue;
      found.set(attempt, { attempt, reason: step.data?.ndr_reason || 'Delivery failed', occurredAt: at });
    }
    const latest = entry.data.attempts;
    const at = parseShiprocketTime(entry.data.ndr_raised_at);
    if (latest && at && !found.has(latest)) {
      found.set(latest, { attempt: latest, reason: entry.data.reason || 'Delivery failed', occurredAt: at });
    }
  }
  return [...found.values()].sort((a, b) => a.attempt - b.attempt);
}

/** The documented body of `POST /ndr/{awb}/action`. */
export function ndrActionBody(answer: AttemptAnswer) {
  if (answer.action === 'return') return { action: 'return', comments: answer.comment };
  return {
    action: 're-attempt',
    comments: answer.comment,
    deferred_date: answer.date,
    ...(answer.phone ? { phone: answer.phone } : {}),
    ...(answer.address ? { address1: answer.address.addressLine1, address2: answer.address.addressLine2 ?? '' } : {}),
  };
}
