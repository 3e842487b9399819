import {
  COD_MESSAGES,
  DEFAULT_COD_POLICY,
  type CodListEntry,
  type CodPolicy,
  type CodSettingsView,
} from '@kala/contract/cod';
import { toPaise, toRupees } from '@kala/contract/money';
import type { ShippingAddress } from '@kala/contract/orders';
import { NotFoundError } from '../../lib/errors.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { riskFactsParams, toRiskFacts, type CodRepository, type RiskFactsRow } from './cod.repository.ts';
import { assessRisk, type RiskAssessment } from './risk.ts';

/** The response cache's key for the policy every COD order and checkout reads. */
const POLICY_KEY = 'cod:policy';

export interface CodServiceOptions {
  repository: CodRepository;
  cache: ResponseCache;
  /** COD_CONFIRM_HOURS. */
  confirmHours: number;
  /** COD_REQUIRE_CONFIRMATION: the default policy's, until the admin saves one. */
  requireConfirmation: boolean;
  now?: () => number;
}

/** What a COD order may be, for this shopper, address and total (decision 030). */
export interface CodDecision {
  risk: RiskAssessment;
  available: boolean;
  /** The plain sentence checkout shows when COD is withheld or needs an advance; null otherwise. */
  message: string | null;
  advancePaise: number;
  prepaidDiscountPaise: number;
}

/**
 * The seller's cash-on-delivery policy and lists (issue 25 item 3) and the decision for one COD order: its risk tier
 * from the store's own history, then what the policy makes of it.
 */
export function createCodService(options: CodServiceOptions) {
  const { repository, cache, confirmHours } = options;
  const db = repository.db;
  const now = options.now ?? Date.now;
  const defaults: CodPolicy = { ...DEFAULT_COD_POLICY, requireConfirmation: options.requireConfirmation };

  /** The policy as every checkout reads it, kept in the response cache until a save (as the tax settings are). */
  let parsed: { text: string; policy: CodPolicy } | undefined;
  async function policy(): Promise<CodPolicy> {
    const text = await cache.get(POLICY_KEY, async () => JSON.stringify((await repository.policy(db)) ?? defaults));
    if (parsed?.text !== text) parsed = { text, policy: JSON.parse(text) as CodPolicy };
    return parsed.policy;
  }

  /** The discount for paying online instead: the policy's percent of the goods, within its ceiling, in paise. */
  function prepaidDiscountPaise(p: CodPolicy, goodsPaise: number): number {
    if (p.prepaidDiscountPercent <= 0) return 0;
    const discount = Math.round((goodsPaise * p.prepaidDiscountPercent) / 100);
    return p.prepaidDiscountCeilingRupees === null
      ? discount
      : Math.min(discount, toPaise(p.prepaidDiscountCeilingRupees));
  }

  async function decide(input: {
    userId: string;
    address: ShippingAddress;
    goodsPaise: number;
    shippingPaise: number;
    totalPaise: number;
    /** The facts when a statement that ran anyway read them (riskFactsParams); else read here. */
    facts?: RiskFactsRow | undefined;
  }): Promise<CodDecision> {
    const p = await policy();
    const facts = toRiskFacts(
      input.facts ?? (await repository.riskFacts(riskFactsParams(input.userId, input.address, new Date(now())))),
    );
    const risk = assessRisk(
      { ...facts, pincode: input.address.zipCode, orderTotalPaise: input.totalPaise, address: input.address },
      p,
    );
    const base = { risk, advancePaise: 0, prepaidDiscountPaise: prepaidDiscountPaise(p, input.goodsPaise) };
    if (!p.enabled) return { ...base, available: false, message: COD_MESSAGES.disabled };
    if (p.ceilingRupees !== null && input.totalPaise > toPaise(p.ceilingRupees) && facts.listed !== 'allow') {
      return { ...base, available: false, message: COD_MESSAGES.aboveCeiling(p.ceilingRupees) };
    }
    if (risk.tier === 'high') return { ...base, available: false, message: COD_MESSAGES.highRisk };
    if (risk.tier === 'medium' && p.mediumTier === 'advance') {
      const wanted = p.advanceKind === 'fixed' ? toPaise(p.advanceRupees) : input.shippingPaise;
      const advancePaise = Math.min(wanted, input.totalPaise);
      // Free shipping and a 'shipping charge' advance leave nothing to pay ahead: confirmation alone then.
      if (advancePaise > 0) {
        return { ...base, available: true, advancePaise, message: COD_MESSAGES.advanceNeeded(toRupees(advancePaise)) };
      }
    }
    return { ...base, available: true, message: null };
  }

  async function view(): Promise<CodSettingsView> {
    const [p, lists] = await Promise.all([policy(), repository.lists(db)]);
    return { policy: p, lists, confirmHours };
  }

  async function savePolicy(actor: SessionUser, input: CodPolicy): Promise<CodSettingsView> {
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const before = (await repository.policy(tx)) ?? defaults;
      await repository.savePolicy(tx, input, at);
      await recordAudit(
        tx,
        { actor, entity: 'settings', entityId: 'cod', action: 'settings.cod', before, after: input },
        at,
      );
    });
    cache.invalidate();
    return view();
  }

  async function putListEntry(actor: SessionUser, entry: CodListEntry): Promise<CodSettingsView> {
    const at = new Date(now());
    await db.transaction(async (tx) => {
      await repository.putListEntry(tx, entry);
      await recordAudit(
        tx,
        { actor, entity: 'settings', entityId: 'cod', action: 'settings.cod-list', before: null, after: entry },
        at,
      );
    });
    // The delivery estimates by PIN code (decision 036) say whether COD is offered there, and are cached.
    cache.invalidate();
    return view();
  }

  async function deleteListEntry(actor: SessionUser, kind: 'pincode' | 'phone', value: string) {
    const at = new Date(now());
    await db.transaction(async (tx) => {
      if (!(await repository.deleteListEntry(tx, kind, value))) throw new NotFoundError('List entry not found');
      await recordAudit(
        tx,
        {
          actor,
          entity: 'settings',
          entityId: 'cod',
          action: 'settings.cod-list',
          before: { kind, value },
          after: null,
        },
        at,
      );
    });
    cache.invalidate();
    return view();
  }

  /** The parameters of the risk facts' statement for this shopper and address now (cod.repository.ts#riskFactsColumns). */
  const factsParams = (userId: string, address: ShippingAddress) => riskFactsParams(userId, address, new Date(now()));

  return {
    policy,
    decide,
    factsParams,
    prepaidDiscountPaise,
    view,
    savePolicy,
    putListEntry,
    deleteListEntry,
    confirmHours,
  };
}

export type CodService = ReturnType<typeof createCodService>;
