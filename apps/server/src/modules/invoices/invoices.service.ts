import type { TaxDocumentListItem } from '@kala/contract/gst-summary';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { isUuid } from '../../lib/ids.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { InvoicesRepository, TaxDocumentRow } from './invoices.repository.ts';
import { createDocumentIssuer, storedDocument, type DocumentSeries, type StoredDocument } from './issue-document.ts';

export const DOCUMENT_NOT_FOUND = 'Document not found';

const listItem = (row: TaxDocumentRow): TaxDocumentListItem => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  totalPaise: row.totalPaise,
  invoiceNumber: row.document.creditFor?.invoiceNumber ?? null,
});

/**
 * The GST documents (issue 24, decision 026): issuing one in a caller's transaction, and reading them back as they
 * were issued. A shopper reaches only their own orders' documents; another's, like a missing one, is a 404.
 */
export function createInvoicesService(repository: InvoicesRepository, series: DocumentSeries) {
  /** The order when `userId` may read it (an admin passes null): else 404, saying nothing of whose it is. */
  async function checkOrder(orderId: string, userId: string | null) {
    const owner = isUuid(orderId) ? await repository.orderOwner(orderId) : undefined;
    if (!owner || (userId !== null && owner.userId !== userId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  }

  /** One document as issued: the shopper's own order's (userId), or any for an admin (null). */
  async function document(documentId: string, userId: string | null): Promise<StoredDocument> {
    const row = isUuid(documentId) ? await repository.byId(documentId) : undefined;
    if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    if (userId !== null) {
      const owner = await repository.orderOwner(row.orderId);
      if (owner?.userId !== userId) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    }
    return storedDocument(row);
  }

  return {
    issueDocument: createDocumentIssuer(repository, series),

    /** An order's invoice and credit notes in short: the shopper's own (userId), or any for an admin (null). */
    async documentsOfOrder(orderId: string, userId: string | null): Promise<TaxDocumentListItem[]> {
      await checkOrder(orderId, userId);
      return (await repository.ofOrder(orderId)).map(listItem);
    },

    document,

    /** One document of one order (a download's URL names both): another order's, like a missing one, is a 404. */
    async documentOfOrder(orderId: string, documentId: string, userId: string | null): Promise<StoredDocument> {
      const stored = await document(documentId, userId);
      if (stored.orderId !== orderId) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      return stored;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
