import type { DeliveryEstimate } from '@kala/contract/delivery-estimate';
import { deliveryRangeText } from '@kala/contract/delivery-estimate-text';

/** What the field shows for one PIN code: one piece's answer, or the cart's pieces taken together. */
export interface CombinedEstimate {
  pincode: string;
  deliverable: boolean;
  message: string | null;
  city: string | null;
  /** The last piece's range: the order arrives when its slowest piece does. */
  range: { earliest: string; latest: string; text: string } | null;
  countsToday: boolean;
  cutoffHour: number;
  /** A faster courier, for a single piece only. */
  faster: DeliveryEstimate['faster'];
  cod: { available: boolean; message: string | null; charge: number | null };
  shipping: DeliveryEstimate['shipping'];
  single: boolean;
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Several pieces to one PIN code (the cart): deliverable only if every piece is, arriving when the slowest does,
 * COD only if every piece may be paid so. The COD charge is the order's, worked out at checkout, so only one piece's
 * is shown.
 */
export function combineEstimates(answers: DeliveryEstimate[]): CombinedEstimate | undefined {
  const first = answers[0];
  if (!first) return undefined;
  const single = answers.length === 1;
  const refused = answers.find((a) => !a.deliverable);
  const ranges = answers.map((a) => a.estimate).filter((e) => e !== null);
  const range =
    refused || ranges.length === 0
      ? null
      : (() => {
          const earliest = ranges.map((e) => e.earliest).reduce(later);
          const latest = ranges.map((e) => e.latest).reduce(later);
          return { earliest, latest, text: deliveryRangeText(earliest, latest) };
        })();
  const noCod = answers.find((a) => !a.cod.available);
  return {
    pincode: first.pincode,
    deliverable: !refused,
    message: refused?.message ?? null,
    city: first.place?.city ?? null,
    range,
    countsToday: answers.every((a) => a.estimate?.countsToday ?? false),
    cutoffHour: first.estimate?.cutoffHour ?? 14,
    faster: single ? first.faster : null,
    cod: {
      available: !noCod,
      message: noCod?.cod.message ?? null,
      charge: single ? first.cod.charge : null,
    },
    shipping: first.shipping,
    single,
  };
}
