import { toRupees } from '@kala/contract/money';
import {
  fromIndiaLocal,
  saleState,
  SALE_MESSAGES,
  type AdminSale,
  type AdminSaleDetail,
  type Sale,
  type SaleInputParsed,
} from '@kala/contract/sales';
import { BadRequestError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { auditTrail, recordAudit } from '../audit/audit.repository.ts';
import type { SaleRow, SalesRepository, SaleValues } from './sales.repository.ts';

type Actor = Pick<SessionUser, 'id' | 'name' | 'email'>;

export const toSale = (row: SaleRow, now: number): Sale => ({
  _id: row.id,
  name: row.name,
  percentOff: row.percentOff,
  categories: row.categories,
  productIds: row.productIds,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  pausedAt: row.pausedAt?.toISOString() ?? null,
  state: saleState(row, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The admin's side of sales (issue 27 item 5): the list with each sale's figures, and create, edit, pause, resume and
 * end, each checked (end after start, pieces that exist, not already ended) and audited in its own transaction.
 * `changed` tells every instance's catalogue to read the sales again.
 */
export function createSaleAdmin({
  repository,
  now,
  changed,
}: {
  repository: SalesRepository;
  now: () => number;
  changed: () => void;
}) {
  async function checkedValues(input: SaleInputParsed): Promise<SaleValues> {
    const startsAt = fromIndiaLocal(input.startsAt);
    const endsAt = fromIndiaLocal(input.endsAt);
    // The schema says it too; the rule stays here, where the sale is written.
    if (!(endsAt > startsAt)) throw new BadRequestError(SALE_MESSAGES.endBeforeStart);
    const productIds = [...new Set(input.productIds)];
    const found = await repository.existingProducts(productIds);
    if (found.size !== productIds.length) throw new UnprocessableError(SALE_MESSAGES.unknownProducts);
    return {
      name: input.name,
      percentOff: input.percentOff,
      categories: [...new Set(input.categories)],
      productIds,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    };
  }

  async function existing(id: string): Promise<SaleRow> {
    const row = isUuid(id) ? await repository.find(repository.db, id) : undefined;
    if (!row) throw new NotFoundError(SALE_MESSAGES.notFound);
    return row;
  }

  /** One audited change of a sale, in one transaction. */
  async function change(
    actor: Actor,
    id: string,
    action: string,
    values: (before: SaleRow, at: Date) => Partial<SaleRow>,
  ): Promise<Sale> {
    // An id that is no uuid names no sale (and would be refused by the database's uuid column: a 500).
    if (!isUuid(id)) throw new NotFoundError(SALE_MESSAGES.notFound);
    const at = new Date(now());
    const row = await repository.db.transaction(async (tx) => {
      const before = await repository.find(tx, id);
      if (!before) throw new NotFoundError(SALE_MESSAGES.notFound);
      if (saleState(before, at.getTime()) === 'ended') throw new UnprocessableError(SALE_MESSAGES.alreadyEnded);
      const after = (await repository.update(tx, id, values(before, at), at))!;
      await recordAudit(
        tx,
        {
          actor,
          entity: 'sale',
          entityId: id,
          action: `sale.${action}`,
          before: toSale(before, at.getTime()),
          after: toSale(after, at.getTime()),
        },
        at,
      );
      return after;
    });
    changed();
    return toSale(row, at.getTime());
  }

  return {
    /** The admin's list, with each sale's uses, revenue and discount given. */
    async list(): Promise<AdminSale[]> {
      const at = now();
      const [rows, figures] = await Promise.all([repository.all(), repository.figures()]);
      const bySale = new Map(figures.map((f) => [f.saleId, f]));
      return rows.map((row) => {
        const f = bySale.get(row.id);
        return {
          ...toSale(row, at),
          uses: f?.uses ?? 0,
          revenue: toRupees(f?.revenuePaise ?? 0),
          discountGiven: toRupees(f?.discountPaise ?? 0),
        };
      });
    },

    async detail(id: string): Promise<AdminSaleDetail> {
      const row = await existing(id);
      const listed = (await this.list()).find((s) => s._id === row.id)!;
      return { ...listed, history: await auditTrail(repository.db, 'sale', row.id) };
    },

    async create(actor: Actor, input: SaleInputParsed): Promise<Sale> {
      const values = await checkedValues(input);
      const at = new Date(now());
      const row = await repository.db.transaction(async (tx) => {
        const created = await repository.insert(tx, values, at);
        await recordAudit(
          tx,
          {
            actor,
            entity: 'sale',
            entityId: created.id,
            action: 'sale.create',
            before: null,
            after: toSale(created, at.getTime()),
          },
          at,
        );
        return created;
      });
      changed();
      return toSale(row, at.getTime());
    },

    async update(actor: Actor, id: string, input: SaleInputParsed): Promise<Sale> {
      await existing(id);
      const values = await checkedValues(input);
      return change(actor, id, 'update', () => values);
    },

    pause: (actor: Actor, id: string) =>
      change(actor, id, 'pause', (before, at) => ({ pausedAt: before.pausedAt ?? at })),

    resume: (actor: Actor, id: string) => change(actor, id, 'resume', () => ({ pausedAt: null })),

    /** Ends it now: its end moves to this moment (a sale not yet started ends before it starts, so never runs). */
    end: (actor: Actor, id: string) =>
      change(actor, id, 'end', (before, at) => ({
        endsAt: at,
        ...(before.startsAt > at ? { startsAt: at } : {}),
      })),
  };
}
