/**
 * The admin's parcel paperwork (issue 24 item 6): gathers what a label and a packing slip print from the orders and
 * their live shipments, and has them made: the courier's own labels and manifest when its service makes them
 * (Shiprocket), the store's own otherwise. The renderers (pdfkit, bwip-js, the fonts) load on first use, so the
 * server's start does not carry them.
 */
import { shippingWeightKg } from '@kala/contract/shipping';
import { PAPERWORK_MESSAGES } from '@kala/contract/paperwork';
import { SHIPMENT_MESSAGES } from '@kala/contract/shipments';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/ids.ts';
import type { ShipmentProvider, ShipmentRef } from '../../../providers/shipping/shipment-provider.ts';
import type { ShipmentRow, ShipmentsRepository, ShippingOrder } from '../shipments.repository.ts';
import { clockOf, isReturning } from '../shipment-view.ts';
import { collectPaise } from '../shipment-parcel.ts';
import { giftOfOrder, type ParcelGift } from '../gift-of-order.ts';
import type { PackingSlipInput, PaperworkAddress, PickingListOrder, ShippingLabelInput } from './paperwork-input.ts';

export interface PaperworkOptions {
  repository: ShipmentsRepository;
  /** The courier service new shipments go to, and the local courier (shipments made before Shiprocket was on). */
  provider: ShipmentProvider;
  local: ShipmentProvider;
  storeName: string;
  /** The seller's pickup address, printed as the return address. */
  returnAddress: () => Promise<PaperworkAddress>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}

type Loaded = {
  order: ShippingOrder;
  lines: Awaited<ReturnType<ShipmentsRepository['orderLines']>>;
  /** A gift order's gift (decision 042); undefined otherwise. */
  gift: ParcelGift | undefined;
};

export function createPaperwork(options: PaperworkOptions) {
  const { repository, provider, local, storeName, logger } = options;
  const db = repository.db;

  /** The orders in the order asked, each once; an unknown one is a 404. */
  async function load(orderIds: string[]): Promise<Loaded[]> {
    const ids = [...new Set(orderIds)];
    return Promise.all(
      ids.map(async (id) => {
        const order = isUuid(id) ? await repository.order(db, id) : undefined;
        if (!order) throw new NotFoundError(SHIPMENT_MESSAGES.orderNotFound);
        const [lines, gift] = await Promise.all([repository.orderLines(db, id), giftOfOrder(db, id)]);
        return { order, lines, gift };
      }),
    );
  }

  /** Where the parcel goes: a gift to its recipient, by name and phone (decision 042). */
  const shipTo = (order: ShippingOrder, gift?: ParcelGift): PaperworkAddress => {
    const a = order.shippingAddress;
    return {
      name: gift?.recipientName ?? a.fullName,
      lines: [a.addressLine1, a.addressLine2, `${a.city}, ${a.state}`].filter((l): l is string => Boolean(l)),
      pincode: a.zipCode,
      phone: gift?.recipientPhone ?? a.phone,
    };
  };

  const refOf = (row: ShipmentRow, order: ShippingOrder): ShipmentRef => ({
    orderId: row.orderId,
    providerOrderId: row.providerOrderId,
    providerShipmentId: row.providerShipmentId,
    awb: row.awb,
    clock: clockOf(row),
    returning: isReturning(row),
    destination: `${order.shippingAddress.city} (${order.shippingAddress.zipCode})`,
  });

  /** Each order's live shipment with its AWB; a 409 naming every order that has none yet. */
  async function shipmentsOf(loaded: Loaded[]) {
    const rows = await Promise.all(loaded.map(({ order }) => repository.live(db, order.id)));
    const missing = loaded.filter((_, i) => !rows[i]?.awb).map(({ order }) => order.orderNumber);
    if (missing.length > 0) throw new ConflictError(PAPERWORK_MESSAGES.noAwb(missing));
    return rows as ShipmentRow[];
  }

  /** The courier service that made these shipments; one service per PDF. */
  function courierOf(rows: ShipmentRow[]): ShipmentProvider {
    const names = new Set(rows.map((row) => row.provider));
    if (names.size > 1) throw new ConflictError(PAPERWORK_MESSAGES.mixedCouriers);
    const [name] = names;
    if (name === local.name) return local;
    if (name === provider.name) return provider;
    throw new ServiceUnavailableError(`These shipments were made with ${name}, which is not configured now`);
  }

  async function fromCourier(what: string, make: () => Promise<Buffer>): Promise<Buffer> {
    try {
      return await make();
    } catch (error) {
      logger.warn({ err: error, what }, 'courier paperwork failed');
      throw new ServiceUnavailableError(PAPERWORK_MESSAGES.courierFailed);
    }
  }

  /** One PDF of shipping labels, a page per order (or the courier's own sheet). */
  async function labels(orderIds: string[]): Promise<Buffer> {
    const loaded = await load(orderIds);
    const rows = await shipmentsOf(loaded);
    const courier = courierOf(rows);
    if (courier.labelsPdf) {
      const refs = rows.map((row, i) => refOf(row, loaded[i]!.order));
      return fromCourier('labels', () => courier.labelsPdf!(refs));
    }
    const returnTo = await options.returnAddress();
    const inputs: ShippingLabelInput[] = loaded.map(({ order, lines, gift }, i) => {
      const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
      return {
        storeName,
        orderNumber: order.orderNumber,
        awb: rows[i]!.awb!,
        courierName: rows[i]!.courierName ?? order.courierName ?? 'Courier',
        shipTo: shipTo(order, gift),
        returnTo,
        codCollectPaise: order.paymentMethod === 'cash_on_delivery' ? collectPaise(order) : null,
        pieces,
        weightKg: shippingWeightKg(pieces),
      };
    });
    const { renderLabelsPdf } = await import('./label-pdf.ts');
    return renderLabelsPdf(inputs);
  }

  /** One PDF of packing slips, a page per order. A shipment is not needed: a parcel is packed before it has one. */
  async function packingSlips(orderIds: string[]): Promise<Buffer> {
    const loaded = await load(orderIds);
    const inputs: PackingSlipInput[] = loaded.map(({ order, lines, gift }) => ({
      storeName,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt.toISOString(),
      shipTo: shipTo(order, gift),
      items: lines.map((line) => ({
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
      })),
      hidePrices: gift?.hidePrices ?? false,
      gift: gift
        ? {
            recipientName: gift.recipientName,
            from: order.shippingAddress.fullName,
            giftWrap: gift.giftWrap,
            message: gift.message,
          }
        : null,
    }));
    const { renderPackingSlipsPdf } = await import('./packing-slip-pdf.ts');
    return renderPackingSlipsPdf(inputs);
  }

  /** One PDF listing the chosen orders' pieces to pick, gift orders marked plainly (issue 27 item 3). */
  async function pickingList(orderIds: string[]): Promise<Buffer> {
    const loaded = await load(orderIds);
    const orders: PickingListOrder[] = loaded.map(({ order, lines, gift }) => ({
      orderNumber: order.orderNumber,
      gift: gift ? { giftWrap: gift.giftWrap, hidePrices: gift.hidePrices } : null,
      items: lines.map((line) => ({ name: line.name, size: line.size, quantity: line.quantity })),
    }));
    const { renderPickingListPdf } = await import('./picking-list-pdf.ts');
    return renderPickingListPdf(storeName, orders);
  }

  /** The courier's manifest for these orders' parcels; only a courier service that makes one (Shiprocket). */
  async function manifest(orderIds: string[]): Promise<Buffer> {
    const loaded = await load(orderIds);
    const rows = await shipmentsOf(loaded);
    const courier = courierOf(rows);
    if (!courier.manifestPdf) throw new ConflictError(PAPERWORK_MESSAGES.noManifest);
    const refs = rows.map((row, i) => refOf(row, loaded[i]!.order));
    return fromCourier('manifest', () => courier.manifestPdf!(refs));
  }

  return { labels, packingSlips, pickingList, manifest };
}

export type Paperwork = ReturnType<typeof createPaperwork>;
