import type { Readable } from 'node:stream';
import type { GiftingService } from '../gifting/gifting.service.ts';
import {
  ADMIN_ORDER_QUEUES,
  ORDER_CSV_HEADER,
  statusesOf,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderRow,
  type AdminOrderStats,
} from '@kala/contract/admin-orders';
import { isAwaitingConfirmation } from '@kala/contract/cod';
import { paginate } from '@kala/contract/envelope';
import { toRupees } from '@kala/contract/money';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { SHIPMENT_STATUS_LABELS } from '@kala/contract/shipments';
import { NotFoundError } from '../../lib/errors.ts';
import { csvStream, keysetPages } from '../analytics/csv.ts';
import { auditTrail } from '../audit/audit.repository.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { orderCsvCells } from './order-export.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';

export interface AdminOrdersServiceOptions {
  orders: OrdersService;
  repository: OrdersRepository;
  /** Gift orders' gifts (modules/gifting): the list marks them. */
  gifting?: Pick<GiftingService, 'giftsOf'> | undefined;
}

/**
 * The admin's reads of every order (spec §2 Orders tab, §7): the list, the counts and revenue, one order with its
 * customer and audit. Status changes are the orders service's `changeStatus`, which the courier's tracking uses too.
 */
export function createAdminOrdersService({ orders, repository, gifting }: AdminOrdersServiceOptions) {
  const db = repository.db;
  const admin = createAdminOrdersRepository(db);

  const toRow = (row: OrderRow, pieces: number): AdminOrderRow => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    itemCount: pieces,
    user: { name: row.customerName, email: row.customerEmail },
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.status,
    totalAmount: toRupees(row.totalPaise),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    shippingCity: row.shippingAddress.city,
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
    awaitingConfirmation: isAwaitingConfirmation(row),
  });

  return {
    /** Every order, newest first, optionally of one status or work queue ('to_ship'), and matching the search. */
    async list(query: { page: number; limit: number; status?: AdminOrderFilter | undefined; q?: string | undefined }) {
      const { rows, total } = await admin.list(
        {
          statuses: statusesOf(query.status),
          awaitingConfirmation: query.status === 'awaiting_confirmation',
          q: query.q,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      const pieces = await admin.piecesOf(
        db,
        rows.map((row) => row.id),
      );
      const ids = rows.map((row) => row.id);
      const gifts = (await gifting?.giftsOf(db, ids)) ?? [];
      const giftOf = (id: string) => gifts.find((g) => g.orderId === id);
      return {
        rows: rows.map((row) => {
          const gift = giftOf(row.id);
          const listed = toRow(row, pieces.get(row.id) ?? 0);
          return gift ? { ...listed, gift: { giftWrap: gift.giftWrap, hidePrices: gift.hidePrices } } : listed;
        }),
        pagination: { ...paginate(total, query.page, query.limit), totalOrders: total },
      };
    },

    /**
     * Every order the list's filter keeps, newest first, as CSV (ORDER_CSV_HEADER), read from the database a page at
     * a time as the download goes (analytics/csv.ts). The first page is read before the answer starts.
     */
    async exportCsv(query: { status?: AdminOrderFilter | undefined; q?: string | undefined }): Promise<Readable> {
      const filter = {
        statuses: statusesOf(query.status),
        awaitingConfirmation: query.status === 'awaiting_confirmation',
        q: query.q,
      };
      const pages = await keysetPages(
        (afterId, size) => admin.exportPage(filter, afterId, size),
        (rows) => rows.map(orderCsvCells),
      );
      return csvStream(ORDER_CSV_HEADER, pages);
    },

    async stats(): Promise<AdminOrderStats> {
      const { byStatus, revenuePaise, awaiting } = await admin.stats();
      return {
        statusStats: byStatus,
        toShip: ADMIN_ORDER_QUEUES.to_ship.reduce((sum, status) => sum + byStatus[status], 0),
        awaitingConfirmation: awaiting,
        totalOrders: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
        totalRevenue: toRupees(revenuePaise),
      };
    },

    /**
     * One order as its shopper sees it, with the customer behind it, its live shipment in short, and every admin
     * change made to it or to its shipments (one story, oldest first: the page has one list of admin changes).
     */
    async detail(orderId: string): Promise<AdminOrderDetail> {
      const found = await orders.find(orderId, null);
      if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const { row, view } = found;
      const [account, parcels] = await Promise.all([
        row.userId ? admin.customer(row.userId) : undefined,
        admin.shipmentsOf(row.id),
      ]);
      const trails = await Promise.all([
        auditTrail(db, 'order', row.id),
        ...parcels.map((parcel) => auditTrail(db, 'shipment', parcel.id)),
      ]);
      const live = parcels.find((parcel) => parcel.status !== 'cancelled');
      return {
        ...view,
        customer: account
          ? { id: row.userId, ...account }
          : { id: null, name: row.customerName, email: row.customerEmail, orderCount: 0 },
        shipment: live
          ? {
              status: live.status,
              statusLabel: SHIPMENT_STATUS_LABELS[live.status],
              awb: live.awb,
              courierName: live.courierName,
            }
          : null,
        // Each trail is oldest first; a stable sort by time keeps that order within one.
        audit: trails.flat().sort((a, b) => a.at.localeCompare(b.at)),
        risk: row.riskTier
          ? {
              tier: row.riskTier,
              score: row.riskScore ?? 0,
              reasons: row.riskReasons ?? [],
              override: row.riskOverride,
              overrideNote: row.riskOverrideNote,
            }
          : null,
      };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
