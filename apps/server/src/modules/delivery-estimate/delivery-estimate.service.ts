import { COD_MESSAGES } from '@kala/contract/cod';
import {
  DELIVERY_ESTIMATE_MESSAGES as M,
  deliveryRangeText,
  type DeliveryEstimate,
  type DeliveryEstimateQuery,
  type DeliverySettings,
} from '@kala/contract/delivery-estimate';
import { toPaise, toRupees } from '@kala/contract/money';
import { shippingWeightKg } from '@kala/contract/shipping';
import { codChargePaise } from '@kala/contract/shipping-policy';
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { CodService } from '../cod/cod.service.ts';
import type { Quote, ShippingService } from '../shipping/shipping.service.ts';
import { deliveryDates, firstCountedDay } from './business-days.ts';
import type { DeliveryEstimateRepository, PieceRow } from './delivery-estimate.repository.ts';
import { handlingDays } from './handling-days.ts';
import { offerShippingFrom } from './offer-shipping.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the cache keeps for a product or size that is not there (answered 404, kept like any answer). */
const NO_PRODUCT = 'no-product';
const NO_SIZE = 'no-size';
/** The estimate's own settings, beside its answers in the response cache (a save empties both). */
const SETTINGS_KEY = 'delivery:settings';

export interface DeliveryEstimateServiceOptions {
  repository: DeliveryEstimateRepository;
  cache: ResponseCache;
  shipping: Pick<ShippingService, 'quote'>;
  cod: Pick<CodService, 'policy'>;
  /** DELIVERY_CUTOFF_HOUR: orders before this hour (India time) on a business day count that day. */
  cutoffHour: number;
  now?: () => number;
}

/** Asks the courier rates with COD first; a route served only prepaid is asked again without. */
async function quoteFor(shipping: Pick<ShippingService, 'quote'>, pincode: string, pricePaise: number) {
  const ask = (cod: boolean) =>
    shipping.quote({
      deliveryPincode: pincode,
      weightKg: shippingWeightKg(1),
      cod,
      codAmountPaise: cod ? pricePaise : 0,
      declaredValuePaise: pricePaise,
    });
  const unserved = (error: unknown) => error instanceof HttpError && error.statusCode === 422;
  try {
    return { quote: await ask(true), codServed: true };
  } catch (error) {
    if (!unserved(error)) throw error;
  }
  try {
    return { quote: await ask(false), codServed: false };
  } catch (error) {
    if (unserved(error)) return undefined;
    throw error;
  }
}

/**
 * The delivery promise by PIN code (issue 26 item 1, decision 036). Each answer is worked out once per PIN code,
 * piece and counting day, and kept as JSON text in the response cache, which every catalogue write, COD policy or
 * list change and delivery-settings save empties; the key carries the first counted day, so the answer moves on at
 * the cut-off hour and at midnight without anyone emptying it.
 */
export function createDeliveryEstimateService(options: DeliveryEstimateServiceOptions) {
  const { repository, cache, shipping, cod, cutoffHour } = options;
  const now = options.now ?? Date.now;

  // The first counted day changes only at the cut-off and at midnight, both on a minute: worked out once a minute.
  let counted = { minute: Number.NaN, start: firstCountedDay(0, cutoffHour) };
  function countedNow() {
    const at = now();
    const minute = Math.floor(at / 60_000);
    if (minute !== counted.minute) counted = { minute, start: firstCountedDay(at, cutoffHour) };
    return counted.start;
  }

  async function settings(): Promise<DeliverySettings> {
    return JSON.parse(await cache.get(SETTINGS_KEY, async () => JSON.stringify(await repository.settings())));
  }

  async function codOf(pincode: string, pricePaise: number, served: boolean, chargePaise: number) {
    const [policy, listed] = await Promise.all([cod.policy(), repository.codListed(pincode)]);
    const charge = toRupees(chargePaise);
    if (!policy.enabled) return { available: false, message: COD_MESSAGES.disabled, charge };
    if (listed === 'block' || !served) return { available: false, message: M.codBlocked, charge };
    if (policy.ceilingRupees !== null && pricePaise > toPaise(policy.ceilingRupees) && listed !== 'allow') {
      return { available: false, message: COD_MESSAGES.aboveCeiling(policy.ceilingRupees), charge };
    }
    return { available: true, message: null, charge };
  }

  function unserviceable(pincode: string, place: DeliveryEstimate['place'], pricePaise: number): DeliveryEstimate {
    return {
      pincode,
      deliverable: false,
      message: M.noRates,
      place,
      zone: null,
      estimate: null,
      faster: null,
      cod: { available: false, message: null, charge: toRupees(codChargePaise(pricePaise)) },
      shipping: null,
    };
  }

  async function compute(query: DeliveryEstimateQuery, start: ReturnType<typeof firstCountedDay>) {
    const piece: PieceRow | undefined = await repository.piece(query.productId, query.sizeId);
    if (!piece?.productActive) return NO_PRODUCT;
    if (!piece.sizeId || piece.pricePaise === null || piece.estimatedDelivery === null) return NO_SIZE;
    const price = piece.pricePaise;
    const asked = await quoteFor(shipping, query.pin, price);
    if (!asked) return JSON.stringify({ success: true, data: unserviceable(query.pin, null, price) });
    const { quote, codServed } = asked;
    const { festivalSeason } = await settings();
    const made = { stock: piece.stock, estimatedDelivery: piece.estimatedDelivery, pricePaise: price };
    const answer = estimateOf(query.pin, quote, made, start, festivalSeason);
    const cheapest = quote.couriers[0]!;
    const chargePaise = codServed ? cheapest.codChargesPaise : codChargePaise(price);
    answer.cod = await codOf(query.pin, price, codServed, chargePaise);
    return JSON.stringify({ success: true, data: answer });
  }

  /** The answer from the quote: the cheapest courier (the one checkout preselects) sets the promise. */
  function estimateOf(
    pincode: string,
    quote: Quote,
    piece: { stock: number | null; estimatedDelivery: string; pricePaise: number },
    start: ReturnType<typeof firstCountedDay>,
    festivalSeason: boolean,
  ): DeliveryEstimate {
    const cheapest = quote.couriers[0]!;
    const handling = handlingDays(piece, festivalSeason);
    const transit = { min: cheapest.estimatedDeliveryDays, max: cheapest.estimatedDeliveryDays };
    const dates = deliveryDates({ start: start.day, handling, transit });
    const fastest = quote.couriers.reduce((a, b) => (b.estimatedDeliveryDays < a.estimatedDeliveryDays ? b : a));
    const fasterDates =
      fastest.estimatedDeliveryDays < cheapest.estimatedDeliveryDays
        ? deliveryDates({
            start: start.day,
            handling,
            transit: { min: fastest.estimatedDeliveryDays, max: fastest.estimatedDeliveryDays },
          })
        : undefined;
    return {
      pincode,
      deliverable: true,
      message: null,
      place: { city: quote.destination.city, state: quote.destination.state },
      zone: quote.destination.zone,
      estimate: {
        ...dates,
        text: deliveryRangeText(dates.earliest, dates.latest),
        handlingDays: handling,
        transitDays: transit,
        courierName: cheapest.courierName,
        countsToday: start.countsToday,
        cutoffHour,
        festivalSeason,
      },
      faster: fasterDates
        ? {
            courierName: fastest.courierName,
            ...fasterDates,
            text: deliveryRangeText(fasterDates.earliest, fasterDates.latest),
          }
        : null,
      cod: { available: false, message: null, charge: 0 },
      shipping: {
        charge: toRupees(cheapest.freightPaise),
        freeAbove: toRupees(quote.freeShippingAbovePaise),
        // As the order's pricing decides it (orders/pricing.ts): above the threshold, not at it.
        freeForThisPiece: piece.pricePaise > quote.freeShippingAbovePaise,
      },
    };
  }

  /** GET /api/delivery-estimate: the answer as JSON text (404 for a product or size that is not there). */
  async function estimateJson(query: DeliveryEstimateQuery): Promise<string> {
    if (!UUID.test(query.productId)) throw new NotFoundError(M.productMissing);
    if (!UUID.test(query.sizeId)) throw new NotFoundError(M.sizeMissing);
    const start = countedNow();
    const key = `delivery:${query.pin}:${query.productId}:${query.sizeId}:${start.day}:${start.countsToday ? 1 : 0}`;
    // Shoppers can ask for any PIN code and piece: the long-tail room, where a flood only pushes out its own kind.
    const text = await cache.get(
      key,
      () => compute(query, start),
      () => 'long-tail',
    );
    if (text === NO_PRODUCT) throw new NotFoundError(M.productMissing);
    if (text === NO_SIZE) throw new NotFoundError(M.sizeMissing);
    return text;
  }

  async function saveSettings(actor: SessionUser, input: DeliverySettings): Promise<DeliverySettings> {
    const at = new Date(now());
    await repository.db.transaction(async (tx) => {
      const before = await repository.settings(tx);
      await repository.saveSettings(tx, input, at);
      await recordAudit(
        tx,
        { actor, entity: 'settings', entityId: 'delivery', action: 'settings.delivery', before, after: input },
        at,
      );
    });
    cache.invalidate();
    return settings();
  }

  return {
    estimateJson,
    offerShipping: offerShippingFrom(estimateJson),
    settings,
    saveSettings,
    savedPincode: (userId: string) => repository.savedPincode(userId),
    savePincode: (userId: string, pincode: string) => repository.savePincode(userId, pincode, new Date(now())),
  };
}

export type DeliveryEstimateService = ReturnType<typeof createDeliveryEstimateService>;
