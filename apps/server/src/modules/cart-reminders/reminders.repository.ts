import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Locale } from '@kala/contract/locale';
import { toLocale } from '../../lib/request-locale.ts';
import {
  cartItems,
  cartReminders,
  marketingConsents,
  orders,
  productSizes,
  products,
  users,
} from '../../db/schema/index.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A left cart worth a reminder: its shopper, the cart's fingerprint and last change, and where to reach them. */
export interface LeftCart {
  userId: string;
  name: string;
  email: string;
  /** The shopper's storefront language (users.language): the reminder is written in it. */
  language: Locale;
  whatsappPhone: string | null;
  fingerprint: string;
  changedAt: Date;
}

/** A cart line still for sale, as the mail shows it. */
export interface ReminderLine {
  productId: string;
  name: string;
  thumbnail: string;
  sizeLabel: string;
  quantity: number;
  pricePaise: number;
}

/** Lines still for sale: the product on sale, the size available and in stock (or made to order). */
const available = sql`${products.isActive} and ${productSizes.isAvailable}
  and (${productSizes.stock} is null or ${productSizes.stock} > 0)`;

/** The reads and the claim of the reminder job (decision 043). */
export function createRemindersRepository(db: Db) {
  return {
    db,

    /**
     * Carts untouched since `cutoff` (but not before `oldest`) of shoppers who agree to marketing mail, with a line
     * still for sale, no order placed since the cart's last change, no reminder for this very cart, and none to the
     * shopper since `quietSince`. The fingerprint is the cart's sizes and quantities, sorted: a changed cart is a new
     * cart. The oldest carts first, a batch at a time.
     */
    async leftCarts(options: { cutoff: Date; oldest: Date; quietSince: Date; limit: number }): Promise<LeftCart[]> {
      const { cutoff, oldest, quietSince, limit } = options;
      const result = await db.execute(sql`
        with carts as (
          select ${cartItems.userId} as user_id, max(${cartItems.updatedAt}) as changed_at,
                 md5(string_agg(${cartItems.sizeId}::text || 'x' || ${cartItems.quantity}, ','
                     order by ${cartItems.sizeId})) as fingerprint
          from ${cartItems}
          group by ${cartItems.userId}
          having max(${cartItems.updatedAt}) <= ${cutoff.toISOString()}::timestamptz
             and max(${cartItems.updatedAt}) >= ${oldest.toISOString()}::timestamptz
        )
        select c.user_id, c.changed_at, c.fingerprint, ${users.name} as name, ${users.email} as email,
               ${users.language} as language, ${marketingConsents.whatsappPhone} as whatsapp_phone
        from carts c
        join ${marketingConsents} on ${marketingConsents.userId} = c.user_id
          and ${marketingConsents.mailGivenAt} is not null
        join ${users} on ${users.id} = c.user_id
        where not exists (select 1 from ${orders} o where o.user_id = c.user_id and o.created_at >= c.changed_at)
          and not exists (select 1 from ${cartReminders} r where r.user_id = c.user_id
                          and (r.fingerprint = c.fingerprint or r.sent_at > ${quietSince.toISOString()}::timestamptz))
          and exists (select 1 from ${cartItems} ci
                      join ${products} on ${products.id} = ci.product_id
                      join ${productSizes} on ${productSizes.id} = ci.size_id
                      where ci.user_id = c.user_id and ${available})
        order by c.changed_at
        limit ${limit}`);
      const { rows } = result as unknown as {
        rows: {
          user_id: string;
          changed_at: string | Date;
          fingerprint: string;
          name: string;
          email: string;
          language: string | null;
          whatsapp_phone: string | null;
        }[];
      };
      return rows.map((r) => ({
        userId: r.user_id,
        name: r.name,
        email: r.email,
        language: toLocale(r.language),
        whatsappPhone: r.whatsapp_phone,
        fingerprint: r.fingerprint,
        changedAt: new Date(r.changed_at),
      }));
    },

    /**
     * Claims the reminder of this cart: the row is the record that it was sent, and its unique (user, fingerprint)
     * index makes a second claim, by this instance or another at the same moment, do nothing. False when claimed.
     */
    async claim(
      tx: Tx,
      row: { userId: string; fingerprint: string; cartChangedAt: Date; lines: number; channels: string; sentAt: Date },
    ): Promise<string | undefined> {
      const [claimed] = await tx
        .insert(cartReminders)
        .values(row)
        .onConflictDoNothing({ target: [cartReminders.userId, cartReminders.fingerprint] })
        .returning({ id: cartReminders.id });
      return claimed?.id;
    },

    /** Notes that the reminder also went by WhatsApp. */
    async addedWhatsApp(tx: Tx, id: string) {
      await tx.update(cartReminders).set({ channels: 'mail+whatsapp' }).where(eq(cartReminders.id, id));
    },

    /** The shopper's cart lines still for sale, at today's price, oldest first; lines that are gone are left out. */
    async availableLines(tx: Tx, userId: string): Promise<ReminderLine[]> {
      return tx
        .select({
          productId: products.id,
          name: products.name,
          thumbnail: products.thumbnail,
          sizeLabel: productSizes.label,
          quantity: cartItems.quantity,
          pricePaise: productSizes.discountedPaise,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(productSizes, eq(productSizes.id, cartItems.sizeId))
        .where(and(eq(cartItems.userId, userId), available))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },

    /**
     * The analytics figures of a period: reminders sent in it, those followed by an order of the same shopper within
     * `followDays`, and how many distinct such orders there were (a cancelled order still followed the reminder).
     */
    async stats(from: Date, to: Date, followDays: number) {
      const result = await db.execute(sql`
        with sent as (
          select r.id, r.user_id, r.sent_at from ${cartReminders} r
          where r.sent_at >= ${from.toISOString()}::timestamptz and r.sent_at < ${to.toISOString()}::timestamptz
        ), followed as (
          select s.id as reminder_id, o.id as order_id from sent s
          join ${orders} o on o.user_id = s.user_id and o.created_at >= s.sent_at
            and o.created_at < s.sent_at + make_interval(days => ${followDays}::int)
        )
        select (select count(*) from sent)::int as sent,
               (select count(distinct reminder_id) from followed)::int as followed,
               (select count(distinct order_id) from followed)::int as orders`);
      const { rows } = result as unknown as { rows: { sent: number; followed: number; orders: number }[] };
      const row = rows[0] ?? { sent: 0, followed: 0, orders: 0 };
      return {
        remindersSent: Number(row.sent),
        followedByOrder: Number(row.followed),
        ordersAfter: Number(row.orders),
      };
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
