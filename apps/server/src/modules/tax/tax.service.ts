import { CATEGORY_SLUGS, type CategorySlug } from '@kala/contract/categories';
import {
  DEFAULT_HSN_CODES,
  gstStateByName,
  type CategoryTaxRate,
  type PriceDisplay,
  type TaxSettings,
  type TaxSettingsView,
} from '@kala/contract/gst';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { PincodeDirectory } from '../shipping/pincode-directory.ts';
import type { Queryable, TaxRepository } from './tax.repository.ts';

/** A piece's own HSN code and rate, when the admin set them on the product (null: its category's). */
export interface ProductTaxOverride {
  category: string;
  hsnCode: string | null;
  gstRate: number | null;
}

/** What pricing needs of the seller's settings at one moment (modules/orders/pricing.ts). */
export interface TaxRegime {
  registered: boolean;
  pricesIncludeTax: boolean;
  sellerStateCode: string;
  /** The HSN code and rate a piece is sold at: its own, else its category's. */
  rateOf(piece: ProductTaxOverride): { hsnCode: string; ratePercent: number };
}

/** The response cache's key for the settings and rates pricing reads. */
const TAX_STATE_KEY = 'tax:pricing-state';

export interface TaxServiceOptions {
  repository: TaxRepository;
  /** The configuration's settings, which stand until the admin saves their own. */
  configured: TaxSettings;
  /** GST_PERCENT: every category's rate until the admin sets one. */
  defaultRatePercent: number;
  pickupPincode: string;
  pincodes: PincodeDirectory;
  /** Product answers carry the rate; a change of rates or of the price mode empties the catalogue's cache. */
  cache: ResponseCache;
  now?: () => number;
}

/**
 * The seller's tax settings and the categories' rates (issue 24 items 1 and 2): read by pricing on every order and
 * cart, written by the admin's Settings tab with an audit record.
 */
export function createTaxService(options: TaxServiceOptions) {
  const { repository, configured, defaultRatePercent } = options;
  const db = repository.db;
  const now = options.now ?? Date.now;

  /** The settings now, read in the caller's transaction when one is given (an invoice issued at dispatch). */
  const settings = async (q: Queryable = db): Promise<TaxSettings> => (await repository.settings(q)) ?? configured;

  /** Every category's rate: the saved one, else GST_PERCENT with the category's default HSN code. */
  async function rates(): Promise<CategoryTaxRate[]> {
    const saved = new Map((await repository.rates(db)).map((r) => [r.category, r]));
    return CATEGORY_SLUGS.map(
      (category) =>
        saved.get(category) ?? { category, hsnCode: DEFAULT_HSN_CODES[category], ratePercent: defaultRatePercent },
    );
  }

  /**
   * The settings and rates as pricing reads them on every cart and order, kept in the catalogue's response cache
   * (issue 31: two statements off every cart read and order). A save here invalidates that cache, and every other
   * instance hears it over the cache bus (lib/cache-bus.ts), as it hears a price change; a computation that raced a
   * save is not kept (the cache's generation check). The documents issued at dispatch read the settings in their own
   * transaction instead (`settings(tx)`), never from here.
   */
  let parsed: { text: string; state: { settings: TaxSettings; rates: CategoryTaxRate[] } } | undefined;
  async function pricingState() {
    const text = await options.cache.get(TAX_STATE_KEY, async () => {
      const [s, r] = await Promise.all([settings(), rates()]);
      return JSON.stringify({ settings: s, rates: r });
    });
    // One parse per text kept, not one per cart read.
    if (parsed?.text !== text) parsed = { text, state: JSON.parse(text) as NonNullable<typeof parsed>['state'] };
    return parsed.state;
  }

  async function pickup(): Promise<TaxSettingsView['pickup']> {
    const place = await options.pincodes.lookup(options.pickupPincode);
    const state = place ? gstStateByName(place.state) : undefined;
    return { pincode: options.pickupPincode, stateCode: state?.code ?? null, stateName: state?.name ?? null };
  }

  async function view(): Promise<TaxSettingsView> {
    const [s, r, p] = await Promise.all([settings(), rates(), pickup()]);
    return { settings: s, rates: r, pickup: p };
  }

  async function regime(): Promise<TaxRegime> {
    const { settings: s, rates: r } = await pricingState();
    const byCategory = new Map(r.map((rate) => [rate.category as string, rate]));
    return {
      registered: s.registered,
      pricesIncludeTax: s.pricesIncludeTax,
      sellerStateCode: s.stateCode,
      rateOf(piece) {
        const category = byCategory.get(piece.category);
        return {
          hsnCode: piece.hsnCode ?? category?.hsnCode ?? DEFAULT_HSN_CODES[piece.category as CategorySlug] ?? '9701',
          // Not registered: no GST is charged at all (a Bill of Supply).
          ratePercent: s.registered ? (piece.gstRate ?? category?.ratePercent ?? defaultRatePercent) : 0,
        };
      },
    };
  }

  async function priceDisplay(): Promise<PriceDisplay> {
    const { settings: s, rates: r } = await pricingState();
    return {
      pricesIncludeTax: s.pricesIncludeTax,
      registered: s.registered,
      categoryRates: Object.fromEntries(r.map((rate) => [rate.category, s.registered ? rate.ratePercent : 0])),
    };
  }

  async function saveSettings(actor: SessionUser, input: TaxSettings): Promise<TaxSettingsView> {
    const at = new Date(now());
    await db.transaction(async (tx) => {
      await repository.lockSettings(tx);
      const before = (await repository.settings(tx)) ?? configured;
      await repository.saveSettings(tx, input, at);
      await recordAudit(
        tx,
        { actor, entity: 'settings', entityId: 'tax', action: 'settings.tax', before, after: input },
        at,
      );
    });
    options.cache.invalidate();
    return view();
  }

  async function saveRates(actor: SessionUser, input: CategoryTaxRate[]): Promise<TaxSettingsView> {
    const at = new Date(now());
    const before = await rates();
    await db.transaction(async (tx) => {
      await repository.saveRates(tx, input, at);
      await recordAudit(
        tx,
        { actor, entity: 'settings', entityId: 'tax-rates', action: 'settings.tax-rates', before, after: input },
        at,
      );
    });
    options.cache.invalidate();
    return view();
  }

  return { settings, rates, view, regime, priceDisplay, saveSettings, saveRates };
}

export type TaxService = ReturnType<typeof createTaxService>;
