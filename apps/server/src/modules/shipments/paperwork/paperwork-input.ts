/**
 * What a shipping label and a packing slip print (issue 24 item 6), gathered from the order and its shipment by
 * paperwork.service.ts; the renderers read nothing else. Money in integer paise.
 */

export interface PaperworkAddress {
  name: string;
  /** Address lines as printed, the city and state among them, without the PIN code (printed large on its own). */
  lines: string[];
  pincode: string;
  phone: string | null;
}

export interface ShippingLabelInput {
  storeName: string;
  orderNumber: string;
  awb: string;
  courierName: string;
  shipTo: PaperworkAddress;
  /** The seller's pickup address, where a parcel nobody takes comes back to. */
  returnTo: PaperworkAddress;
  /** What the courier collects at the door; null for a prepaid parcel. */
  codCollectPaise: number | null;
  pieces: number;
  weightKg: number;
}

export interface PackingSlipInput {
  storeName: string;
  orderNumber: string;
  /** When the order was placed, ISO 8601. */
  orderDate: string;
  shipTo: PaperworkAddress;
  items: { name: string; size: string; quantity: number; unitPricePaise: number }[];
  /**
   * A gift's slip shows no prices. Orders have no gift flag yet (the checkout does not ask), so today this is always
   * false; the slip is ready for the day it does.
   */
  gift: boolean;
}
