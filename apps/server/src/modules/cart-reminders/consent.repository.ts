import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketingConsentEvents, marketingConsents } from '../../db/schema/index.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type ConsentSource = 'sign-up' | 'account' | 'unsubscribe-link';

/** A consent as it stands: null fields are "not given". */
export interface ConsentRow {
  mailGivenAt: Date | null;
  whatsappPhone: string | null;
  whatsappGivenAt: Date | null;
}

/** The consent rows and their record; each change writes the state and its event in one transaction. */
export function createConsentRepository(db: Db) {
  async function current(q: Tx, userId: string, lock: boolean): Promise<ConsentRow | undefined> {
    const query = q
      .select({
        mailGivenAt: marketingConsents.mailGivenAt,
        whatsappPhone: marketingConsents.whatsappPhone,
        whatsappGivenAt: marketingConsents.whatsappGivenAt,
      })
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, userId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  return {
    db,
    find: (userId: string) => current(db, userId, false),

    /**
     * Sets the consent to `next` and records each channel that changed (given or withdrawn) with its source and words.
     * The row is locked first, so two changes at once take turns and the record follows the state exactly.
     */
    async set(
      userId: string,
      next: { mail: boolean; whatsappPhone: string | null },
      source: ConsentSource,
      wording: { mail: string; whatsapp: string },
      at: Date,
    ): Promise<ConsentRow> {
      return db.transaction(async (tx) => {
        // A row to lock even for a first choice (inserted empty, then updated like any other).
        await tx.insert(marketingConsents).values({ userId, updatedAt: at }).onConflictDoNothing();
        const before = (await current(tx, userId, true))!;
        const hadMail = before.mailGivenAt !== null;
        const phone = next.mail ? next.whatsappPhone : null;
        const after: ConsentRow = {
          mailGivenAt: next.mail ? (before.mailGivenAt ?? at) : null,
          whatsappPhone: phone,
          whatsappGivenAt: phone === null ? null : before.whatsappPhone === phone ? before.whatsappGivenAt : at,
        };
        await tx
          .update(marketingConsents)
          .set({ ...after, updatedAt: at })
          .where(eq(marketingConsents.userId, userId));
        const events: (typeof marketingConsentEvents.$inferInsert)[] = [];
        if (next.mail !== hadMail) {
          events.push({
            userId,
            channel: 'mail',
            action: next.mail ? 'given' : 'withdrawn',
            source,
            wording: next.mail ? wording.mail : '',
            at,
          });
        }
        if (phone !== before.whatsappPhone) {
          events.push({
            userId,
            channel: 'whatsapp',
            action: phone === null ? 'withdrawn' : 'given',
            source,
            wording: phone === null ? '' : wording.whatsapp,
            at,
          });
        }
        if (events.length > 0) await tx.insert(marketingConsentEvents).values(events);
        return after;
      });
    },

    /** The record of one user, oldest first (tests; an operator answering a data principal's question). */
    async events(userId: string) {
      return db
        .select()
        .from(marketingConsentEvents)
        .where(eq(marketingConsentEvents.userId, userId))
        .orderBy(sql`${marketingConsentEvents.at}, ${marketingConsentEvents.id}`);
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
