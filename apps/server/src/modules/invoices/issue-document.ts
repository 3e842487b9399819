import { lineTotalPaise, sumOfLines, type TaxDocument } from '@kala/contract/tax-documents';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Queryable } from '../orders/order-rows.ts';
import type { InvoicesRepository, TaxDocumentRow } from './invoices.repository.ts';
import { financialYearOf, formatDocumentNumber, nextSequence } from './numbering.ts';

/**
 * What the issuer is given: the document as it will be printed, less what issuing decides (its number and financial
 * year, and a credit note's reference to its invoice), plus the rows it belongs to.
 */
export type DocumentDraft = Omit<TaxDocument, 'number' | 'financialYear' | 'creditFor'> & {
  orderId: string;
  /** A credit note's invoice (required for a credit note, refused on an invoice). */
  invoiceId?: string;
  /** The refund a credit note is issued for: a second issue for the same refund answers the first note. */
  refundId?: string;
  /** Why a credit note is issued (cancellation, refund, return to origin); printed on it. */
  reason?: string;
};

/** A document as stored: its row id (for downloads) and the TaxDocument exactly as issued. */
export interface StoredDocument {
  id: string;
  orderId: string;
  invoiceId: string | null;
  document: TaxDocument;
}

export interface DocumentSeries {
  /** Prefix of tax invoices and bills of supply, e.g. 'KA'. */
  invoice: string;
  /** Prefix of credit notes, e.g. 'KC'. */
  creditNote: string;
}

export const storedDocument = (row: TaxDocumentRow): StoredDocument => ({
  id: row.id,
  orderId: row.orderId,
  invoiceId: row.invoiceId,
  document: row.document,
});

/**
 * Issues a GST document inside the caller's transaction (the dispatch, the cancellation or the refund that causes
 * it): takes the next number of its series, stores the document whole with its lines, and answers it as stored.
 * Idempotent: an order has one invoice and a refund one credit note, so a second call answers the first document
 * (the order's or the invoice's row lock makes racing calls take turns). A credit note never reverses more than its
 * invoice's total. Rolled back with the caller's transaction, it leaves no trace and consumes no number.
 */
export function createDocumentIssuer(repository: InvoicesRepository, series: DocumentSeries) {
  return async function issueDocument(tx: Queryable, draft: DocumentDraft): Promise<StoredDocument> {
    checkSums(draft);
    const { orderId, invoiceId, refundId, reason, ...printed } = draft;
    let creditFor: TaxDocument['creditFor'] = null;

    if (draft.kind === 'credit_note') {
      if (!invoiceId || !reason) throw new Error('a credit note needs its invoice and a reason');
      const invoice = await repository.lockInvoice(tx, invoiceId);
      if (!invoice || invoice.orderId !== orderId) throw new NotFoundError('Invoice not found');
      if (refundId) {
        const existing = await repository.creditNoteOfRefund(tx, refundId);
        if (existing) return storedDocument(existing);
      }
      const credited = await repository.creditedPaise(tx, invoice.id);
      if (credited + draft.totals.totalPaise > invoice.totalPaise) {
        throw new ConflictError(
          `A credit note of ${draft.totals.totalPaise} paise would reverse more than invoice ${invoice.number} ` +
            `(${invoice.totalPaise} paise, ${credited} already credited)`,
        );
      }
      creditFor = { invoiceNumber: invoice.number, invoiceDate: invoice.document.issuedAt, reason };
    } else {
      if (invoiceId || refundId) throw new Error('an invoice refers to no invoice or refund');
      if (!(await repository.lockOrder(tx, orderId))) throw new NotFoundError('Order not found');
      const existing = await repository.invoiceOfOrder(tx, orderId);
      if (existing) return storedDocument(existing);
    }

    const prefix = draft.kind === 'credit_note' ? series.creditNote : series.invoice;
    const issuedAt = new Date(draft.issuedAt);
    const financialYear = financialYearOf(issuedAt);
    const sequence = await nextSequence(tx, prefix, financialYear);
    const number = formatDocumentNumber(prefix, financialYear, sequence);
    const document: TaxDocument = { ...printed, number, financialYear, creditFor };
    const row = await repository.insertDocument(
      tx,
      {
        kind: draft.kind,
        series: prefix,
        financialYear,
        sequence,
        number,
        orderId,
        invoiceId: invoiceId ?? null,
        refundId: refundId ?? null,
        reason: reason ?? null,
        issuedAt,
        placeOfSupplyCode: draft.placeOfSupply.stateCode,
        placeOfSupplyName: draft.placeOfSupply.stateName,
        interState: draft.interState,
        recipientGstin: draft.recipient.gstin,
        taxablePaise: draft.totals.taxablePaise,
        cgstPaise: draft.totals.cgstPaise,
        sgstPaise: draft.totals.sgstPaise,
        igstPaise: draft.totals.igstPaise,
        totalPaise: draft.totals.totalPaise,
        document,
      },
      draft.lines.map((line, position) => ({
        position,
        issuedAt,
        kind: line.kind,
        hsnCode: line.hsnCode,
        ratePercent: line.ratePercent,
        quantity: line.quantity,
        taxablePaise: line.taxablePaise,
        cgstPaise: line.cgstPaise,
        sgstPaise: line.sgstPaise,
        igstPaise: line.igstPaise,
      })),
    );
    return storedDocument(row);
  };
}

export type IssueDocument = ReturnType<typeof createDocumentIssuer>;

/**
 * The totals are the sums of the lines, each line's total its taxable value plus its tax, and a bill of supply
 * carries no tax: a draft that breaks this is a bug in its maker, never printed (the summary sums the lines).
 */
function checkSums(draft: DocumentDraft) {
  const t = draft.totals;
  const sums = sumOfLines(draft.lines);
  const broken =
    draft.lines.some((l) => l.totalPaise !== lineTotalPaise(l)) ||
    (Object.keys(sums) as (keyof typeof sums)[]).some((key) => sums[key] !== t[key]) ||
    (draft.kind === 'bill_of_supply' && t.cgstPaise + t.sgstPaise + t.igstPaise !== 0) ||
    (draft.interState ? t.cgstPaise + t.sgstPaise !== 0 : t.igstPaise !== 0);
  if (broken) throw new Error(`tax document draft for order ${draft.orderId} does not add up`);
}
