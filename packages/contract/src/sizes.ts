/** Size and delivery-time choices of spec §5, the same for every category. */
export const SIZE_LABELS = ['6 inch', '8 inch', '10 inch', '12 inch', '16 inch'] as const;
export type SizeLabel = (typeof SIZE_LABELS)[number];

/** Centimetres for the size guide (1 inch = 2.54 cm). */
export const sizeInCentimetres = (label: SizeLabel): number => Math.round(Number.parseInt(label, 10) * 2.54 * 10) / 10;

export const DELIVERY_TIMES = [
  '5-7 working days',
  '7-10 working days',
  '10-14 working days',
  '15-20 working days',
  '3-4 weeks',
] as const;

export const DEFAULT_DELIVERY_TIME = '7-10 working days';
