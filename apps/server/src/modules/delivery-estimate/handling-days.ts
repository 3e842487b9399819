import { PROCESSING_DAYS } from '@kala/contract/shipping-policy';
import type { DayRange } from './business-days.ts';

/** A week of business days: Monday to Saturday. */
const BUSINESS_DAYS_A_WEEK = 6;

/**
 * A size's own making days from the seller's delivery-time choice (spec §5: '5-7 working days' … '3-4 weeks'),
 * or undefined for a text that says neither.
 */
export function daysOfText(text: string): DayRange | undefined {
  const match = /^\s*(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})\s*(working days|business days|days|weeks?)\s*$/i.exec(text);
  if (!match) return undefined;
  const unit = match[3]!.toLowerCase().startsWith('week') ? BUSINESS_DAYS_A_WEEK : 1;
  const min = Number(match[1]) * unit;
  const max = Number(match[2]) * unit;
  return min <= max ? { min, max } : undefined;
}

/**
 * The business days before a piece is handed to the courier (decision 036, spec §9 processing):
 * - a size with pieces on the shelf (a stock count above 0) takes the standard 3-4 days (quality check, packing);
 * - a made-to-order size (no stock count, or none left) takes its own delivery-time choice, read as its making days
 *   (the custom 3-7 days when the text says nothing readable);
 * - the festival season, when the seller switches it on, adds 2-3 days to either.
 */
export function handlingDays(size: { stock: number | null; estimatedDelivery: string }, festival: boolean): DayRange {
  const base =
    size.stock !== null && size.stock > 0
      ? { min: PROCESSING_DAYS.standard[0], max: PROCESSING_DAYS.standard[1] }
      : (daysOfText(size.estimatedDelivery) ?? { min: PROCESSING_DAYS.custom[0], max: PROCESSING_DAYS.custom[1] });
  if (!festival) return base;
  return { min: base.min + PROCESSING_DAYS.festivalExtra[0], max: base.max + PROCESSING_DAYS.festivalExtra[1] };
}
