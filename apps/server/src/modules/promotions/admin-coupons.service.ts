import { toPaise, toRupees } from '@kala/contract/money';
import {
  COUPON_MESSAGES,
  indiaLocalToDate,
  toIndiaLocal,
  type AdminCoupon,
  type Combination,
  type CouponFields,
} from '@kala/contract/promotions';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AdminCouponsRepository, CouponValues, CouponWithStats } from './admin-coupons.repository.ts';
import { couponState, couponSummary } from './coupon-rules.ts';
import { combinationSetting, setCombination, type CouponRow } from './coupons.repository.ts';

/** A row as the Promotions tab shows it: rupees, India-time dates, its state now and its figures. */
export function toAdminCoupon(row: CouponWithStats, now: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    ceiling: row.ceilingPaise === null ? null : toRupees(row.ceilingPaise),
    amount: row.amountPaise === null ? null : toRupees(row.amountPaise),
    minOrder: toRupees(row.minOrderPaise),
    startsAt: toIndiaLocal(row.startsAt),
    endsAt: row.endsAt ? toIndiaLocal(row.endsAt) : null,
    categories: row.categories,
    productIds: row.productIds,
    usageCap: row.usageCap,
    perShopperLimit: row.perShopperLimit,
    firstOrderOnly: row.firstOrderOnly,
    state: couponState(row, now),
    summary: couponSummary(row),
    uses: row.liveUses,
    revenue: toRupees(row.revenuePaise),
    discountGiven: toRupees(row.discountGivenPaise),
  };
}

/** The form's fields as stored: paise, UTC instants, and only the amounts the kind uses. */
function valuesOf(input: CouponFields, at: Date): CouponValues {
  return {
    code: input.code,
    kind: input.kind,
    percent: input.kind === 'percent' ? input.percent : null,
    ceilingPaise: input.kind === 'percent' && input.ceiling !== null ? toPaise(input.ceiling) : null,
    amountPaise: input.kind === 'flat' && input.amount !== null ? toPaise(input.amount) : null,
    minOrderPaise: toPaise(input.minOrder),
    startsAt: indiaLocalToDate(input.startsAt)!,
    endsAt: input.endsAt === null ? null : indiaLocalToDate(input.endsAt),
    categories: input.categories,
    productIds: input.productIds,
    usageCap: input.usageCap,
    perShopperLimit: input.perShopperLimit,
    firstOrderOnly: input.firstOrderOnly,
    updatedAt: at,
  };
}

/** What the audit log keeps of a code: its terms, not its running use count. */
const audited = (row: CouponRow) => {
  const { uses: _uses, createdAt: _c, updatedAt: _u, ...terms } = row;
  return terms;
};

/**
 * The admin's codes (issue 27 item 5): list with state and figures, create, edit, pause, resume and end; the setting
 * of how codes combine with sales. Each write and its audit record are one transaction; a code's text is unique
 * whatever its case (409 with the message), an unknown id is 404.
 */
export function createAdminCouponsService(repository: AdminCouponsRepository, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const { db } = repository;

  async function one(id: string, now_: number): Promise<AdminCoupon> {
    const row = (await repository.list()).find((c) => c.id === id);
    if (!row) throw new NotFoundError(COUPON_MESSAGES.notFound);
    return toAdminCoupon(row, now_);
  }

  /** A write to an existing code, locked, audited with before and after. */
  async function change(
    actor: SessionUser,
    id: string,
    action: string,
    values: (row: CouponRow, at: Date) => Partial<CouponValues>,
    code = '',
  ) {
    if (!isUuid(id)) throw new NotFoundError(COUPON_MESSAGES.notFound);
    const at = new Date(now());
    try {
      await db.transaction(async (tx) => {
        const before = await repository.find(tx, id, true);
        if (!before) throw new NotFoundError(COUPON_MESSAGES.notFound);
        if (before.endedAt) throw new ConflictError(COUPON_MESSAGES.alreadyEnded);
        const after = await repository.update(tx, id, { ...values(before, at), updatedAt: at });
        await recordAudit(
          tx,
          { actor, entity: 'coupon', entityId: id, action, before: audited(before), after: audited(after) },
          at,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(COUPON_MESSAGES.duplicate(code));
      throw error;
    }
    return one(id, at.getTime());
  }

  return {
    async list(): Promise<AdminCoupon[]> {
      const at = now();
      return (await repository.list()).map((row) => toAdminCoupon(row, at));
    },

    async create(actor: SessionUser, input: CouponFields): Promise<AdminCoupon> {
      const at = new Date(now());
      try {
        const row = await db.transaction(async (tx) => {
          const created = await repository.insert(tx, { ...valuesOf(input, at), createdAt: at } as CouponValues);
          await recordAudit(
            tx,
            {
              actor,
              entity: 'coupon',
              entityId: created.id,
              action: 'coupon.create',
              before: null,
              after: audited(created),
            },
            at,
          );
          return created;
        });
        return one(row.id, at.getTime());
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(COUPON_MESSAGES.duplicate(input.code));
        throw error;
      }
    },

    update: (actor: SessionUser, id: string, input: CouponFields) =>
      change(actor, id, 'coupon.update', (_row, at) => valuesOf(input, at), input.code),
    pause: (actor: SessionUser, id: string) => change(actor, id, 'coupon.pause', (_row, at) => ({ pausedAt: at })),
    resume: (actor: SessionUser, id: string) => change(actor, id, 'coupon.resume', () => ({ pausedAt: null })),
    end: (actor: SessionUser, id: string) => change(actor, id, 'coupon.end', (_row, at) => ({ endedAt: at })),

    combination: () => combinationSetting(db),

    async setCombination(actor: SessionUser, combination: Combination): Promise<Combination> {
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const before = await combinationSetting(tx);
        await setCombination(tx, combination, at);
        await recordAudit(
          tx,
          {
            actor,
            entity: 'settings',
            entityId: 'promotions',
            action: 'settings.promotions',
            before: { combination: before },
            after: { combination },
          },
          at,
        );
      });
      return combination;
    },
  };
}

export type AdminCouponsService = ReturnType<typeof createAdminCouponsService>;
