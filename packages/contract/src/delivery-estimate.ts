import { z } from 'zod';
import { DELIVERY_ESTIMATE_MESSAGES } from './delivery-estimate-text.ts';
import { PINCODE_PATTERN, ZONE_IDS } from './shipping.ts';

export {
  DELIVERY_ESTIMATE_MESSAGES,
  deliveryRangeText,
  PINCODE_STORAGE_KEY,
  shortDay,
} from './delivery-estimate-text.ts';

/**
 * The delivery promise by PIN code (issue 26 item 1, decision 036): `GET /api/delivery-estimate?pin&productId&sizeId`
 * answers whether a piece reaches a PIN code, by when, whether cash on delivery is offered there and the zone's
 * free-shipping rule. Money in rupees on the wire, dates as ISO days (India time).
 */

/** A PIN code: six digits, not starting with 0; anything else (or nothing) gets spec §5's message. */
const pinField = z
  .string({ error: DELIVERY_ESTIMATE_MESSAGES.postcode })
  .trim()
  .regex(PINCODE_PATTERN, DELIVERY_ESTIMATE_MESSAGES.postcode);

/** An id as the catalogue hands it out; a wrong one is answered 404, not 400 (it names nothing we have). */
const idField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} is not valid`);

export const deliveryEstimateQuerySchema = z.object({
  pin: pinField,
  productId: idField('Product'),
  sizeId: idField('Size'),
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayRange = z.object({ min: z.number().int(), max: z.number().int() });

export const deliveryEstimateSchema = z.object({
  pincode: z.string(),
  deliverable: z.boolean(),
  /** Spec §8's 'No shipping rates found for this location.' when not deliverable, else null. */
  message: z.string().nullable(),
  /** Where the PIN code is (null when the store does not know it). */
  place: z.object({ city: z.string(), state: z.string() }).nullable(),
  zone: z.enum(ZONE_IDS).nullable(),
  /** When the piece arrives with the courier the checkout preselects (the cheapest). */
  estimate: z
    .object({
      earliest: isoDay,
      latest: isoDay,
      /** 'Get it by Thu, 4 Dec - Sat, 6 Dec'. */
      text: z.string(),
      /** Business days to make and pack the piece (the size's own days, plus the festival season when on). */
      handlingDays: dayRange,
      /** The courier's business days in transit. */
      transitDays: dayRange,
      courierName: z.string(),
      /** Whether today counts (a business day, before the cut-off): the range moves a day at the cut-off. */
      countsToday: z.boolean(),
      /** The dispatch cut-off, hour of the day in India time (14: 2 pm). */
      cutoffHour: z.number().int(),
      festivalSeason: z.boolean(),
    })
    .nullable(),
  /** A faster courier at checkout, when there is one: its name and its range. */
  faster: z.object({ courierName: z.string(), earliest: isoDay, latest: isoDay, text: z.string() }).nullable(),
  cod: z.object({
    available: z.boolean(),
    /** Why not, or a condition (a ceiling), else null. */
    message: z.string().nullable(),
    /** What the courier charges for collecting cash on this piece (rupees). */
    charge: z.number(),
  }),
  shipping: z
    .object({
      /** The preselected courier's charge for this piece alone (rupees), before any free shipping. */
      charge: z.number(),
      /** The zone's free-shipping threshold (rupees): orders above it ship free (spec §9, architecture §6.4). */
      freeAbove: z.number(),
      /** This piece alone is above the threshold. */
      freeForThisPiece: z.boolean(),
    })
    .nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** The PIN code a signed-in shopper last checked (remembered on the server, beside the device's copy). */
export const savedPincodeSchema = z.object({ pincode: z.string().nullable() });
export type SavedPincode = z.infer<typeof savedPincodeSchema>;
export const savePincodeInputSchema = z.object({ pincode: pinField });

/** The seller's delivery settings (admin Settings): the festival season adds spec §9's 2-3 days to every piece. */
export const deliverySettingsSchema = z.object({
  festivalSeason: z.boolean({ error: 'Festival season must be on or off' }),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
