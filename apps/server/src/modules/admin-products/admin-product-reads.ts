/**
 * What the admin reads of products (issue 11 item 2, spec §2 Products tab): one product or 404, the list with the
 * inactive ones, a product's audit trail (readable after it is deleted), and the artists a product can name.
 */
import type { AdminProduct } from '@kala/contract/admin-products';
import type { AuditEntry } from '@kala/contract/audit';
import { paginate } from '@kala/contract/envelope';
import { NOT_FOUND_MESSAGES } from '@kala/contract/not-found';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { auditTrail } from '../audit/audit.repository.ts';
import { createCatalogRepository } from '../catalog/catalog.repository.ts';
import { toAdminProduct } from './admin-product-view.ts';
import type { AdminProductsRepository, Queryable } from './admin-products.repository.ts';

export function createAdminProductReads(repository: AdminProductsRepository) {
  const { db } = repository;

  /** The product, on the database or inside a write's transaction, or 404. */
  async function mustFind(q: Queryable, id: string) {
    const record = await repository.find(q, id);
    if (!record) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
    return record;
  }

  async function get(id: string): Promise<AdminProduct> {
    return toAdminProduct(await mustFind(db, id));
  }

  /** Every product, active or not, newest first (spec §2 Products tab: category filter, pages of 10 to 1000). */
  async function list(query: {
    category?: string | undefined;
    search?: string | undefined;
    page: number;
    limit: number;
  }) {
    const { records, total } = await createCatalogRepository(db).list({
      category: query.category,
      search: query.search || undefined,
      searchMode: 'literal',
      ordering: '-createdAt',
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      includeInactive: true,
    });
    return {
      success: true as const,
      data: records.map(toAdminProduct),
      pagination: paginate(total, query.page, query.limit),
      total,
    };
  }

  /** The product's changes, oldest first; still readable after the product is deleted. */
  async function audit(id: string): Promise<AuditEntry[]> {
    if (!isUuid(id)) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
    const trail = await auditTrail(db, 'product', id);
    if (trail.length === 0 && !(await repository.find(db, id))) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
    return trail;
  }

  const creators = () => repository.creators();

  return { mustFind, get, list, audit, creators };
}
