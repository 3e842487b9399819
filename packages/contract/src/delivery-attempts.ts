import { z } from 'zod';
import { ADDRESS_FIELD_LABELS, shippingAddressSchema } from './orders.ts';

/**
 * Failed delivery attempts (a courier's NDR, non-delivery report) and the return to the seller after them (RTO):
 * issue 25 item 5, decision 032. The courier reports an attempt with its reason; the shopper (order page or the
 * single-use link of the message) or the admin answers with a re-attempt on a date, with a corrected address or
 * phone, or the admin sends it back. After the third failed attempt the store asks for the return itself (spec §4:
 * 'Delivery attempts 3, then held at courier centre 7 days, then returned to seller').
 */

/** Spec §4 and §9: three delivery attempts, then the parcel goes back to the seller. */
export const DELIVERY_ATTEMPTS_MAX = 3;
/** A re-attempt is asked for one of the next 7 days (India time): the courier centre holds a parcel 7 days. */
export const REATTEMPT_WINDOW_DAYS = 7;
/** How long the message's link to fix the delivery works. */
export const DELIVERY_FIX_LINK_DAYS = 4;
export const DELIVERY_NOTE_MAX = 500;

/** The reasons the local courier's clock can fail an attempt for (the admin's choice); couriers send their own words. */
export const LOCAL_FAILURE_REASONS = [
  'Customer not available',
  'Address incomplete',
  'Customer refused COD',
  'Phone not reachable',
] as const;
export type LocalFailureReason = (typeof LOCAL_FAILURE_REASONS)[number];

export const DELIVERY_ATTEMPT_ACTIONS = ['reattempt', 'return'] as const;
export type DeliveryAttemptAction = (typeof DELIVERY_ATTEMPT_ACTIONS)[number];

export const DELIVERY_ATTEMPT_MESSAGES = {
  date: `Please pick a re-attempt date in the next ${REATTEMPT_WINDOW_DAYS} days`,
  reason: 'Please choose why the delivery failed',
  noteTooLong: `Note must be at most ${DELIVERY_NOTE_MAX} characters`,
  noOpenAttempt: 'There is no failed delivery attempt waiting for a decision',
  lastAttempt: `The courier has tried ${DELIVERY_ATTEMPTS_MAX} times: the parcel is coming back to us`,
  returning: 'The parcel is already on its way back to us',
  otherPincode: (pincode: string) =>
    `The courier can only re-attempt delivery within PIN code ${pincode}. To send it elsewhere, please contact us.`,
  linkInvalid: 'This link is invalid or has expired. Please open your order to see its delivery.',
  failOnlyOutForDelivery: 'A delivery attempt can only fail while the parcel is out for delivery',
  held: 'The parcel is held after a failed attempt: ask for a re-attempt or the return first',
  reattemptFailed: 'The courier could not take the re-attempt request',
  rtoFailed: 'The courier could not start the return to the seller',
  // Successes.
  attemptFailed: 'Delivery attempt marked as failed',
  reattemptAsked: 'Re-attempt requested',
  rtoAsked: 'Return to seller requested',
} as const;

/** The corrected address: its lines and PIN code (a courier re-attempts within the same PIN code, decision 032). */
export const deliveryFixAddressSchema = shippingAddressSchema.pick({
  addressLine1: true,
  addressLine2: true,
  zipCode: true,
});
export type DeliveryFixAddress = z.output<typeof deliveryFixAddressSchema>;

const note = z
  .string({ error: DELIVERY_ATTEMPT_MESSAGES.noteTooLong })
  .trim()
  .max(DELIVERY_NOTE_MAX, DELIVERY_ATTEMPT_MESSAGES.noteTooLong)
  .optional()
  .transform((v) => v || undefined);

/**
 * A re-attempt: the date (one of `reattemptDates`, checked by the server on its clock), optionally a corrected
 * address or phone (the checkout's own rules and messages: a 6-digit PIN code, a 10-digit Indian mobile). The admin
 * may add a note for the courier.
 */
export const reattemptInputSchema = z.object(
  {
    date: z
      .string({ error: DELIVERY_ATTEMPT_MESSAGES.date })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DELIVERY_ATTEMPT_MESSAGES.date),
    address: deliveryFixAddressSchema.optional(),
    phone: shippingAddressSchema.shape.phone.optional(),
    note,
  },
  { error: DELIVERY_ATTEMPT_MESSAGES.date },
);
export type ReattemptInput = z.input<typeof reattemptInputSchema>;
export type Reattempt = z.output<typeof reattemptInputSchema>;

/** The admin sends the parcel back to the store (RTO), with an optional note. */
export const returnToOriginInputSchema = z.object({ note }).default({ note: undefined });
export type ReturnToOriginInput = z.input<typeof returnToOriginInputSchema>;

/** The local courier's clock fails the attempt under way, for one of its reasons. */
export const failAttemptInputSchema = z.object(
  { reason: z.enum(LOCAL_FAILURE_REASONS, { error: DELIVERY_ATTEMPT_MESSAGES.reason }) },
  { error: DELIVERY_ATTEMPT_MESSAGES.reason },
);
export type FailAttemptInput = z.input<typeof failAttemptInputSchema>;

export const deliveryFixParamsSchema = z.object({ token: z.string().max(200) });

/** One failed attempt and what was done about it, as the admin sees it (oldest attempt first). */
export const deliveryAttemptSchema = z.object({
  _id: z.string(),
  attempt: z.number().int(),
  reason: z.string(),
  at: z.string(),
  action: z.enum(DELIVERY_ATTEMPT_ACTIONS).nullable(),
  /** Who decided: 'Customer', the admin's name, or 'Store' (the third attempt's automatic return). */
  actionBy: z.string().nullable(),
  actionAt: z.string().nullable(),
  reattemptDate: z.string().nullable(),
  newAddress: z
    .object({ addressLine1: z.string(), addressLine2: z.string().optional(), zipCode: z.string() })
    .nullable(),
  newPhone: z.string().nullable(),
  note: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/**
 * What the shopper sees of an order's failed attempts (the order page, or the link without signing in): the
 * attempts, whether they can act now, the dates on offer and where the courier tried (the phone shown by its last
 * four digits only).
 */
export const deliveryFixViewSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  attempts: z.array(
    deliveryAttemptSchema.pick({ attempt: true, reason: true, at: true, action: true, reattemptDate: true }),
  ),
  /** The latest attempt waits for a decision and the shopper may still make it. */
  canAct: z.boolean(),
  /** The parcel is on its way back to the store, or back. */
  returning: z.boolean(),
  attemptsMax: z.number().int(),
  /** The re-attempt dates on offer (YYYY-MM-DD, India time). */
  dates: z.array(z.string()),
  deliverTo: z.object({
    fullName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    phoneEnding: z.string(),
  }),
});
export type DeliveryFixView = z.infer<typeof deliveryFixViewSchema>;

/** The labels of the fix form's fields: the checkout's own (`ADDRESS_FIELD_LABELS`), and the date's. */
export const DELIVERY_FIX_LABELS = {
  date: 'Re-attempt date',
  addressLine1: ADDRESS_FIELD_LABELS.addressLine1,
  addressLine2: ADDRESS_FIELD_LABELS.addressLine2,
  zipCode: ADDRESS_FIELD_LABELS.zipCode,
  phone: ADDRESS_FIELD_LABELS.phone,
  note: 'Note for the courier',
} as const;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date in India (YYYY-MM-DD) at the moment `ms`. */
export const indiaDate = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The re-attempt dates on offer at `now`: tomorrow to 7 days ahead, in India time. */
export function reattemptDates(now: number): string[] {
  return Array.from({ length: REATTEMPT_WINDOW_DAYS }, (_, i) => indiaDate(now + (i + 1) * DAY_MS));
}

/** The moment a date's courier round starts: 09:00 in India on that day. */
export const deliveryRoundStart = (date: string) => new Date(`${date}T09:00:00+05:30`);
