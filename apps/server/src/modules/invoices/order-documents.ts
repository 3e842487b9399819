import { gstStateByCode, type TaxSettings } from '@kala/contract/gst';
import type { TaxDocumentKind, TaxParty } from '@kala/contract/tax-documents';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderItemRow, OrderRow, Queryable } from '../orders/order-rows.ts';
import { documentLinesOf, OrderWithoutLineTax, type GiftWrapCharge } from '../orders/tax-lines.ts';
import { amountInWords } from './documents/amount-in-words.ts';
import { amountRefundLines, cancellationLines, lineRefundLines, remainingLines, totalsOf } from './credit-lines.ts';
import type { InvoicesRepository } from './invoices.repository.ts';
import { storedDocument, type DocumentDraft, type IssueDocument, type StoredDocument } from './issue-document.ts';

export interface OrderDocumentsOptions {
  repository: InvoicesRepository;
  issueDocument: IssueDocument;
  /** The seller's tax settings as they are now, read in the caller's transaction (modules/tax). */
  sellerSettings: (q: Queryable) => Promise<TaxSettings>;
  /** A gift order's wrap charge as placed (modules/gifting, decision 042); absent for other orders. */
  giftWrapOf?: (q: Queryable, orderId: string) => Promise<GiftWrapCharge | undefined>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

/** The seller as printed: the settings at the moment of issue, copied into the document (issue 24 item 8). */
export function supplierOf(settings: TaxSettings): TaxParty {
  const tradeName = settings.tradeName.trim();
  return {
    legalName: settings.legalName,
    tradeName: tradeName && tradeName !== settings.legalName ? tradeName : null,
    addressLines: settings.address
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    stateName: gstStateByCode(settings.stateCode)?.name ?? '',
    stateCode: settings.stateCode,
    gstin: settings.registered ? settings.gstin : null,
    pan: settings.registered ? null : settings.pan,
    phone: null,
  };
}

/** The shopper as printed: the delivery address of the order as placed, its state the place of supply. */
export function recipientOf(order: OrderRow): TaxParty {
  const a = order.shippingAddress;
  return {
    legalName: a.fullName,
    tradeName: null,
    addressLines: [a.addressLine1, a.addressLine2, `${a.city} ${a.zipCode}`].filter((l): l is string => Boolean(l)),
    stateName: order.placeOfSupplyName ?? a.state,
    stateCode: order.placeOfSupplyCode ?? '',
    gstin: order.buyerGstin,
    pan: null,
    phone: a.phone,
  };
}

/**
 * An order's invoice draft (CGST rule 46): the seller's settings now, the order's recipient and place of supply,
 * its lines as placed (`documentLinesOf`) and the total in words. A seller who is not registered issues a bill of
 * supply; an order that charged GST is always a tax invoice (the tax was collected, so it must be shown).
 */
export function invoiceDraft(
  settings: TaxSettings,
  order: OrderRow,
  items: readonly OrderItemRow[],
  issuedAt: Date,
  giftWrap?: GiftWrapCharge,
): DocumentDraft {
  const { lines, totals } = documentLinesOf(order, items, giftWrap);
  const taxed = totals.cgstPaise + totals.sgstPaise + totals.igstPaise > 0;
  const kind: TaxDocumentKind = settings.registered || taxed ? 'tax_invoice' : 'bill_of_supply';
  return {
    orderId: order.id,
    kind,
    issuedAt: issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    supplier: supplierOf(settings),
    recipient: recipientOf(order),
    placeOfSupply: { stateName: order.placeOfSupplyName ?? '', stateCode: order.placeOfSupplyCode ?? '' },
    interState: order.interState ?? false,
    pricesIncludeTax: order.pricesIncludeTax,
    lines,
    totals: { ...totals, totalInWords: amountInWords(totals.totalPaise) },
    reverseCharge: false,
  };
}

/** Why a credit note is issued, and what it reverses: everything left (a cancellation), a line's pieces or an amount. */
export interface CreditCause {
  reason: string;
  refundId?: string;
  line?: { orderItemId: string; quantity: number };
  amountPaise?: number;
}

/**
 * Issuing an order's GST documents inside the transaction that causes them (issue 24 items 4 and 5, decision 026):
 * the invoice at dispatch. The orders and shipments modules call it through `app.invoices.orderDocuments`.
 */
export function createOrderDocuments(options: OrderDocumentsOptions) {
  const { repository, issueDocument, sellerSettings, logger } = options;
  const now = options.now ?? Date.now;
  // Orders placed before per-line GST are logged once each, however often they are dispatched again.
  const logged = new Set<string>();

  /**
   * The order's invoice at dispatch (time of supply of goods): issued once, a second dispatch answers the first.
   * None for a cancelled order, nor for one placed before per-line GST (its dispatch goes on without one).
   */
  async function issueInvoice(tx: Queryable, orderId: string): Promise<StoredDocument | null> {
    const found = await repository.orderWithItems(tx, orderId);
    if (!found || found.order.status === 'cancelled') return null;
    let draft: DocumentDraft;
    try {
      const giftWrap = await options.giftWrapOf?.(tx, orderId);
      draft = invoiceDraft(await sellerSettings(tx), found.order, found.items, new Date(now()), giftWrap);
    } catch (error) {
      if (!(error instanceof OrderWithoutLineTax)) throw error;
      if (!logged.has(orderId)) {
        logged.add(orderId);
        logger.warn({ order: orderId }, 'no invoice: the order was placed before per-line GST');
      }
      return null;
    }
    return issueDocument(tx, draft);
  }

  /** The reversed lines of a cause, from the invoice's lines less what its credit notes reversed already. */
  async function creditLines(tx: Queryable, orderId: string, invoice: StoredDocument, cause: CreditCause) {
    const notes = await repository.creditNotesOf(tx, invoice.id);
    const remaining = remainingLines(
      invoice.document,
      notes.map((n) => n.document),
    );
    if (cause.line) {
      const found = await repository.orderWithItems(tx, orderId);
      const position = (found?.items ?? [])
        .sort((a, b) => a.position - b.position)
        .findIndex((item) => item.id === cause.line!.orderItemId);
      const at = invoice.document.lines[position];
      return at?.kind === 'goods' ? lineRefundLines(at, remaining[position]!, cause.line.quantity) : [];
    }
    if (cause.amountPaise !== undefined) {
      return amountRefundLines(remaining, cause.amountPaise, invoice.document.interState);
    }
    return cancellationLines(remaining);
  }

  /**
   * A credit note against the order's invoice for a cancellation or a refund after dispatch (issue 24 item 5), in
   * that transaction; none when no invoice was issued (nothing to reverse) or nothing is left to reverse.
   */
  async function issueCreditNote(tx: Queryable, orderId: string, cause: CreditCause): Promise<StoredDocument | null> {
    const row = await repository.invoiceOfOrder(tx, orderId);
    if (!row) return null;
    const invoice = storedDocument(row);
    const lines = await creditLines(tx, orderId, invoice, cause);
    if (lines.length === 0) return null;
    const { number: _n, financialYear: _fy, creditFor: _cf, ...printed } = invoice.document;
    return issueDocument(tx, {
      ...printed,
      kind: 'credit_note',
      issuedAt: new Date(now()).toISOString(),
      orderId,
      invoiceId: invoice.id,
      reason: cause.reason,
      ...(cause.refundId ? { refundId: cause.refundId } : {}),
      lines,
      totals: totalsOf(lines),
    });
  }

  return { issueInvoice, issueCreditNote };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
