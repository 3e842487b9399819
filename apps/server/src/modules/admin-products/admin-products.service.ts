import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductPatch,
  type ProductSizeInput,
  type ProductValues,
} from '@kala/contract/admin-products';
import { toPaise } from '@kala/contract/money';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { NOT_FOUND_MESSAGES } from '@kala/contract/not-found';
import { createAdminProductReads } from './admin-product-reads.ts';
import { changedFields, productSnapshot, toAdminProduct } from './admin-product-view.ts';
import type { AdminProductsRepository, ProductColumns, Queryable, SizeColumns } from './admin-products.repository.ts';
import { sanitizeRichText } from './rich-text.ts';

export const SIZE_NOT_FOUND = 'Size not found';
export const NO_STOCK_TO_SELL = 'This size has no pieces in stock; set a stock count in the product form first';

type Actor = Pick<SessionUser, 'id' | 'name' | 'email'>;

/**
 * A size as stored. A count of 0 means nothing to sell, so the size is out of stock whatever the form said (the
 * order code turns a size unavailable when its last piece sells, and this keeps the two rules the same).
 */
function sizeColumns(size: ProductSizeInput): SizeColumns {
  return {
    id: size._id,
    label: size.size,
    originalPaise: toPaise(size.originalPrice),
    discountedPaise: toPaise(size.discountedPrice),
    isAvailable: size.stock === 0 ? false : size.isAvailable,
    stock: size.stock,
    estimatedDelivery: size.estimatedDelivery,
  };
}

/**
 * The product's own columns from the checked form; the rich description is cleaned here, on every write. The form's
 * `ratings` is not written (issue 26, decision 037): the rating is the average of the visible reviews, kept by
 * modules/reviews; the field is still accepted so an older form's save does not fail.
 */
function productColumns(values: Partial<ProductValues>): Partial<ProductColumns> {
  const { sizes: _sizes, ratings: _ratings, productDescription, productDescriptionHi, ...rest } = values;
  return {
    ...rest,
    ...(productDescription !== undefined ? { productDescription: sanitizeRichText(productDescription) } : {}),
    ...(productDescriptionHi !== undefined
      ? { productDescriptionHi: productDescriptionHi && (sanitizeRichText(productDescriptionHi) || null) }
      : {}),
  };
}

/**
 * The admin's product writes (issue 11 item 2, spec §7 Products). Each write is one transaction holding the change
 * and its audit record; once it has committed, the catalogue's cached answers and rendered pages are dropped here
 * and, through the cache bus, on every other instance (decision 002), so the next shopper sees the change. The reads
 * and the audit trail are in `admin-product-reads.ts`.
 */
export function createAdminProductsService(options: {
  repository: AdminProductsRepository;
  cache: ResponseCache;
  now?: () => number;
}) {
  const { repository, cache } = options;
  const { db } = repository;
  const now = () => new Date(options.now?.() ?? Date.now());
  const reads = createAdminProductReads(repository);
  const { mustFind } = reads;

  async function checkCreator(q: Queryable, creatorId: string | null | undefined) {
    if (creatorId && !(await repository.creatorExists(q, creatorId))) {
      throw new BadRequestError(PRODUCT_MESSAGES.unknownArtist, [
        { path: 'creatorId', message: PRODUCT_MESSAGES.unknownArtist },
      ]);
    }
  }

  /** A size id sent with an edit must be one of this product's sizes (not another product's, not a deleted one). */
  async function checkSizeIds(q: Queryable, productId: string, sizes: ProductSizeInput[]) {
    const own = new Set(await repository.sizeIds(q, productId));
    sizes.forEach((size, index) => {
      if (size._id && !own.has(size._id)) {
        throw new ConflictError(PRODUCT_MESSAGES.unknownSize + ` (size ${index + 1})`);
      }
    });
  }

  /** Runs a write and its audit record in one transaction, then drops every cached catalogue answer and page. */
  async function write<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    cache.invalidate();
    return result;
  }

  return {
    async create(actor: Actor, values: ProductValues): Promise<AdminProduct> {
      return write(async (tx) => {
        await checkCreator(tx, values.creatorId);
        const id = await repository.insertProduct(tx, productColumns(values) as ProductColumns);
        // A new product has no sizes yet: ids sent with it name nothing of its own.
        await repository.replaceSizes(
          tx,
          id,
          values.sizes.map((s) => ({ ...sizeColumns(s), id: undefined })),
        );
        const record = await mustFind(tx, id);
        await recordAudit(
          tx,
          {
            actor,
            entity: 'product',
            entityId: id,
            action: 'product.create',
            before: null,
            after: productSnapshot(record),
          },
          now(),
        );
        return toAdminProduct(record);
      });
    },

    async update(actor: Actor, id: string, patch: ProductPatch): Promise<AdminProduct> {
      if (Object.keys(patch).length === 0) throw new BadRequestError(PRODUCT_MESSAGES.noChanges);
      return write(async (tx) => {
        if (!(await repository.lock(tx, id))) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
        const before = await mustFind(tx, id);
        await checkCreator(tx, patch.creatorId);
        if (patch.sizes) {
          await checkSizeIds(tx, id, patch.sizes);
          await repository.replaceSizes(tx, id, patch.sizes.map(sizeColumns));
        }
        await repository.updateProduct(tx, id, productColumns(patch), now());
        const after = await mustFind(tx, id);
        const diff = changedFields(productSnapshot(before), productSnapshot(after));
        if (diff.changed.length > 0) {
          await recordAudit(
            tx,
            {
              actor,
              entity: 'product',
              entityId: id,
              action: 'product.update',
              before: diff.before,
              after: diff.after,
            },
            now(),
          );
        }
        return toAdminProduct(after);
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await write(async (tx) => {
        if (!(await repository.lock(tx, id))) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
        const before = await mustFind(tx, id);
        await repository.deleteProduct(tx, id);
        await recordAudit(
          tx,
          {
            actor,
            entity: 'product',
            entityId: id,
            action: 'product.delete',
            before: productSnapshot(before),
            after: null,
          },
          now(),
        );
      });
    },

    /** Spec §4/§6: the admin sets a size Available or Out of Stock; without a value the size flips. */
    async setSizeAvailability(
      actor: Actor,
      id: string,
      sizeId: string,
      isAvailable: boolean | undefined,
    ): Promise<AdminProduct> {
      return write(async (tx) => {
        if (!(await repository.lock(tx, id))) throw new NotFoundError(NOT_FOUND_MESSAGES.product);
        const before = await mustFind(tx, id);
        const size = before.sizes.find((s) => s.id === sizeId);
        if (!size) throw new NotFoundError(SIZE_NOT_FOUND);
        const next = isAvailable ?? !size.isAvailable;
        if (next && size.stock === 0) throw new ConflictError(NO_STOCK_TO_SELL);
        if (next !== size.isAvailable) {
          await repository.setSizeAvailability(tx, sizeId, next);
          await repository.updateProduct(tx, id, {}, now());
          await recordAudit(
            tx,
            {
              actor,
              entity: 'product',
              entityId: id,
              action: 'product.size-availability',
              before: { size: size.label, isAvailable: size.isAvailable },
              after: { size: size.label, isAvailable: next },
            },
            now(),
          );
        }
        return toAdminProduct(await mustFind(tx, id));
      });
    },

    get: reads.get,
    list: reads.list,
    audit: reads.audit,
    creators: reads.creators,
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
