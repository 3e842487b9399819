import type { Piece } from '../api/get-delivery-estimate';

/** What the PIN field is told by the page that shows it (the product page: one piece; the cart: its lines). */
export interface DeliveryCheckProps {
  pieces: Piece[];
  /** The cart's subtotal in rupees, for "free shipping on this order"; absent on the product page. */
  orderValue?: number;
  /** What the shopper typed into the placeholder before the field's code arrived. */
  initialDraft?: string;
  /** Take the focus on arrival (the shopper was already in the placeholder's field). */
  autoFocus?: boolean;
  /** The shopper pressed Check before the code arrived: check `initialDraft` at once. */
  checkOnArrival?: boolean;
}
