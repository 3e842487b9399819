import type { PaymentMethod } from '@kala/contract/orders';

/** A line to price: the unit price read from the catalogue (never from the client), and how many. */
export interface PricedLine {
  unitPaise: number;
  quantity: number;
}

/** The courier chosen for the order, as quoted by the shipping service at this moment. */
export interface ShippingCharge {
  freightPaise: number;
  codChargesPaise: number;
  /** The zone's free-shipping threshold (spec §9): an order whose subtotal is above it ships free. */
  freeShippingAbovePaise: number;
}

export interface PriceInput {
  lines: readonly PricedLine[];
  gstPercent: number;
  /** null until the delivery PIN code and courier are known (the cart page). */
  shipping: ShippingCharge | null;
  paymentMethod: PaymentMethod | null;
}

export interface PriceBreakdown {
  subtotalPaise: number;
  taxPaise: number;
  /** null while no courier is known. */
  shippingPaise: number | null;
  codChargesPaise: number;
  totalPaise: number;
  freeShipping: boolean;
  freeShippingAbovePaise: number | null;
}

/**
 * The one pricing function (issue 9, architecture §4 and §6.1): the cart page, the checkout review, the quick-order
 * summary and the order itself all get their numbers here, in integer paise.
 * - subtotal: unit price × quantity of each line;
 * - GST: GST_PERCENT of the subtotal, rounded to the nearest paisa (half up);
 * - shipping: the chosen courier's freight, or nothing when the subtotal is above the zone's threshold;
 * - COD charges: the courier's charge for collecting cash, only when cash on delivery is chosen (free shipping does
 *   not waive it: it pays the courier for handling cash, not for carrying the parcel).
 */
export function priceOrder(input: PriceInput): PriceBreakdown {
  const subtotalPaise = input.lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
  const taxPaise = Math.round((subtotalPaise * input.gstPercent) / 100);
  const shipping = input.shipping;
  const freeShipping = shipping !== null && subtotalPaise > shipping.freeShippingAbovePaise;
  const shippingPaise = shipping === null ? null : freeShipping ? 0 : shipping.freightPaise;
  const codChargesPaise =
    shipping !== null && input.paymentMethod === 'cash_on_delivery' ? shipping.codChargesPaise : 0;
  return {
    subtotalPaise,
    taxPaise,
    shippingPaise,
    codChargesPaise,
    totalPaise: subtotalPaise + taxPaise + (shippingPaise ?? 0) + codChargesPaise,
    freeShipping,
    freeShippingAbovePaise: shipping?.freeShippingAbovePaise ?? null,
  };
}
