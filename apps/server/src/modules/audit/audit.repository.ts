import { and, asc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@kala/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';

/** The database or a transaction of it. */
export type Queryable = Pick<Db, 'select' | 'insert'>;

export type AuditEntity = 'product' | 'order' | 'user' | 'shipment' | 'settings' | 'review' | 'sale' | 'coupon';

export interface AuditRecord {
  /** The admin who made the change. */
  actor: Pick<SessionUser, 'id' | 'name' | 'email'>;
  entity: AuditEntity;
  entityId: string;
  /** What was done: '<entity>.<verb>', e.g. 'product.update', 'order.status'. */
  action: string;
  /** The object before the change (null for a create) and after it (null for a delete). */
  before: unknown;
  after: unknown;
}

/**
 * Records an admin write (issue 11 item 7). Call it in the write's own transaction, so a change and its record are
 * made together or not at all.
 */
export async function recordAudit(db: Queryable, record: AuditRecord, at: Date = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    actorId: record.actor.id,
    actorLabel: `${record.actor.name} <${record.actor.email}>`,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: at,
  });
}

/** The changes made to one object, oldest first, as the admin views show them. */
export async function auditTrail(db: Queryable, entity: AuditEntity, entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.seq));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    by: row.actorLabel,
    at: row.createdAt.toISOString(),
    before: row.before ?? null,
    after: row.after ?? null,
  }));
}
