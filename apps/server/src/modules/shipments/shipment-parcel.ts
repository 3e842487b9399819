import { shippingWeightKg } from '@kala/contract/shipping';
import type { Parcel } from '../../providers/shipping/shipment-provider.ts';
import type { ShippingOrder } from './shipments.repository.ts';
import type { ParcelGift } from './gift-of-order.ts';

/**
 * The box a handmade order travels in. We keep no per-product sizes, so the box is the studio's standard carton:
 * 30 × 25 cm and 5 cm deeper for each piece (wrapped flat), at most 60 cm. Weight is spec §9's estimate, the same
 * one the courier was quoted with at checkout: 0.5 kg plus 0.5 kg a piece.
 */
export function parcelDimensions(pieces: number) {
  return { length: 30, breadth: 25, height: Math.min(60, 5 + 5 * pieces) };
}

/**
 * What the courier collects at the door for a COD order: its total, less an advance paid online (issue 25 item 3,
 * decision 033). A prepaid order's (or one converted to prepaid) is its value, which the courier does not collect.
 */
export function collectPaise(
  order: Pick<ShippingOrder, 'paymentMethod' | 'totalPaise' | 'codAdvancePaise' | 'advancePaidAt'>,
) {
  const advance = order.paymentMethod === 'cash_on_delivery' && order.advancePaidAt ? order.codAdvancePaise : 0;
  return order.totalPaise - advance;
}

export function parcelFor(
  order: ShippingOrder,
  lines: { name: string; size: string; sizeId: string | null; quantity: number; unitPricePaise: number }[],
  reference: string,
  pickupLocation: string,
  /** A gift goes to its recipient: the courier gets their name and phone (decision 042). */
  gift?: Pick<ParcelGift, 'recipientName' | 'recipientPhone'>,
): Parcel {
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const address = gift
    ? { ...order.shippingAddress, fullName: gift.recipientName, phone: gift.recipientPhone }
    : order.shippingAddress;
  return {
    reference,
    orderDate: order.createdAt,
    pickupLocation,
    address: {
      fullName: address.fullName,
      phone: address.phone,
      email: address.email ?? order.customerEmail,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      country: address.country,
    },
    items: lines.map((line, index) => ({
      name: `${line.name} (${line.size})`,
      // The size's id is the SKU the catalogue knows; a size deleted since keeps a stable stand-in.
      sku: line.sizeId ?? `${order.orderNumber}-${index + 1}`,
      units: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
    paymentMethod: order.paymentMethod === 'cash_on_delivery' ? 'COD' : 'Prepaid',
    collectPaise: collectPaise(order),
    shippingPaise: order.shippingPaise,
    gstPercent: order.gstPercent,
    weightKg: shippingWeightKg(pieces),
    dimensionsCm: parcelDimensions(pieces),
  };
}
