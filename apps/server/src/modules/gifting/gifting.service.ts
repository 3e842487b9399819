import {
  GIFT_MESSAGES,
  type Gift,
  type GiftSettings,
  type GiftSettingsInput,
  type GiftView,
} from '@kala/contract/gifting';
import { toPaise, toRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { UnprocessableError } from '../../lib/errors.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { GiftingRepository, OrderGiftRow, Queryable } from './gifting.repository.ts';

const SETTINGS_KEY = 'gifting:settings';

/** The wrap's charge and GST as the pricing function worked them out (pricing.ts#giftWrapTax). */
export interface WrapPriced {
  giftWrapPaise: number;
  giftWrapTax: { taxablePaise: number; taxPaise: number } | null;
}

/**
 * Gifting (issue 27 item 3, decision 042): the seller's wrap option (kept in the response cache until a save), the
 * wrap price an order takes (refused when the seller has it off), and a gift order's gift, written in the order's
 * transaction and read for the order's views, its tax documents and its parcel paperwork.
 */
export function createGiftingService(options: {
  repository: GiftingRepository;
  cache: ResponseCache;
  now?: () => number;
}) {
  const { repository, cache } = options;
  const now = options.now ?? Date.now;

  async function settingsPaise() {
    return JSON.parse(
      await cache.get(SETTINGS_KEY, async () => JSON.stringify(await repository.settings())),
    ) as Awaited<ReturnType<GiftingRepository['settings']>>;
  }

  async function settings(): Promise<GiftSettings> {
    const s = await settingsPaise();
    return { wrapEnabled: s.wrapEnabled, wrapPrice: toRupees(s.wrapPricePaise) };
  }

  async function saveSettings(actor: SessionUser, input: GiftSettingsInput): Promise<GiftSettings> {
    const at = new Date(now());
    const after = { wrapEnabled: input.wrapEnabled, wrapPricePaise: toPaise(input.wrapPrice) };
    await repository.db.transaction(async (tx) => {
      const before = await repository.settings(tx);
      await repository.saveSettings(tx, after, at);
      await recordAudit(
        tx,
        { actor, entity: 'settings', entityId: 'gifting', action: 'settings.gifting', before, after },
        at,
      );
    });
    cache.invalidate();
    return settings();
  }

  /** The wrap price to charge when the shopper chose wrap (0 without); 422 when the seller has wrap off. */
  async function wrapPricePaise(giftWrap: boolean | undefined): Promise<number> {
    if (!giftWrap) return 0;
    const s = await settingsPaise();
    if (!s.wrapEnabled || s.wrapPricePaise <= 0) throw new UnprocessableError(GIFT_MESSAGES.wrapUnavailable);
    return s.wrapPricePaise;
  }

  /** Writes an order's gift in the order's transaction. */
  function saveGift(tx: Queryable, orderId: string, gift: Gift, priced: WrapPriced): Promise<OrderGiftRow> {
    const wrap = gift.giftWrap ? priced.giftWrapTax : null;
    return repository.insertGift(tx, {
      orderId,
      message: gift.message ?? null,
      giftWrap: gift.giftWrap,
      wrapPaise: wrap ? priced.giftWrapPaise : 0,
      wrapTaxablePaise: wrap?.taxablePaise ?? 0,
      wrapTaxPaise: wrap?.taxPaise ?? 0,
      recipientName: gift.recipientName,
      recipientPhone: gift.recipientPhone,
      hidePrices: gift.hidePrices,
    });
  }

  return {
    settings,
    saveSettings,
    wrapPricePaise,
    saveGift,
    giftsOf: (q: Queryable, orderIds: readonly string[]) => repository.giftsOf(q, orderIds),
    giftOf: async (q: Queryable, orderId: string) => (await repository.giftsOf(q, [orderId]))[0],
  };
}

export type GiftingService = ReturnType<typeof createGiftingService>;

/** Writes a gift order's gift in the order's transaction and answers the order's view with it (place-order.ts). */
export async function withSavedGift(
  gifting: Pick<GiftingService, 'saveGift'> | undefined,
  tx: Queryable,
  view: Order,
  gift: Gift | undefined,
  priced: WrapPriced,
): Promise<Order> {
  if (!gift || !gifting) return view;
  return { ...view, gift: toGiftView(await gifting.saveGift(tx, view._id, gift, priced)) };
}

/** What the order pages show of a gift (the owner's and the admin's views only). */
export function toGiftView(row: OrderGiftRow): GiftView {
  return {
    ...(row.message ? { message: row.message } : {}),
    giftWrap: row.giftWrap,
    wrapCharge: toRupees(row.wrapPaise),
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    hidePrices: row.hidePrices,
  };
}
