import { shipmentStatusTone, type ShipmentStatus } from '@kala/contract/shipments';

/** Spec §9: dates in en-US, to the minute, in the admin's own time zone. */
const momentFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatMoment = (iso: string) => momentFormatter.format(new Date(iso));

const BADGES = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  red: 'bg-red-100 text-red-800',
  neutral: 'bg-stone-100 text-stone-800',
} as const;
export const badgeClass = (status: ShipmentStatus) => BADGES[shipmentStatusTone(status)];

const DOTS = { green: 'bg-green-700', blue: 'bg-blue-700', red: 'bg-red-700', neutral: 'bg-stone-500' } as const;
export const dotClass = (status: ShipmentStatus) => DOTS[shipmentStatusTone(status)];

export const PROVIDER_LABELS = { local: 'Local courier', shiprocket: 'Shiprocket' } as const;
