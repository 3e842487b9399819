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
  /** The shopper asked to hide prices (a gift, decision 042): the slip shows none. */
  hidePrices: boolean;
  /** A gift order's gift (issue 27 item 3): the slip shows the recipient, who it is from, wrap and the message. */
  gift: PaperworkGift | null;
}

export interface PaperworkGift {
  recipientName: string;
  /** The buyer, as the shipping address names them. */
  from: string;
  giftWrap: boolean;
  message: string | null;
}

/** One order on the picking list (issue 27 item 3): what to take off the shelves, and how to pack it. */
export interface PickingListOrder {
  orderNumber: string;
  gift: { giftWrap: boolean; hidePrices: boolean } | null;
  items: { name: string; size: string; quantity: number }[];
}
