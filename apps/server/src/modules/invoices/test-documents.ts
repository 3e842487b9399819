import { sumOfLines, type TaxDocumentKind, type TaxDocumentLine, type TaxParty } from '@kala/contract/tax-documents';
import type { Db } from '../../db/client.ts';
import { insertSale } from '../analytics/test-sales.ts';
import type { DocumentDraft } from './issue-document.ts';

/**
 * Test helpers for the GST documents: an order row to hang documents on, and drafts whose tax is worked per line the
 * way the pricing does (CGST and SGST at half the rate each inside Rajasthan, IGST at the full rate elsewhere).
 */

export const SELLER: TaxParty = {
  legalName: 'Kala Crafts Private Limited',
  tradeName: 'Kala',
  addressLines: ['14 Kishanpole Bazar', 'Jaipur 302001'],
  stateName: 'Rajasthan',
  stateCode: '08',
  gstin: '08AABCK1234L1Z5',
  pan: null,
  phone: null,
};

export const STATES = {
  rajasthan: { stateName: 'Rajasthan', stateCode: '08' },
  karnataka: { stateName: 'Karnataka', stateCode: '29' },
  maharashtra: { stateName: 'Maharashtra', stateCode: '27' },
} as const;

export interface DraftLine {
  taxablePaise: number;
  ratePercent: number;
  hsnCode?: string;
  quantity?: number;
  kind?: TaxDocumentLine['kind'];
}

export interface DraftOptions {
  orderId: string;
  kind?: TaxDocumentKind;
  /** ISO instant. */
  issuedAt?: string;
  state?: { stateName: string; stateCode: string };
  recipientGstin?: string | null;
  lines?: DraftLine[];
  invoiceId?: string;
  refundId?: string;
  reason?: string;
}

export function taxLine(line: DraftLine, interState: boolean): TaxDocumentLine {
  const quantity = line.quantity ?? 1;
  const half = Math.round((line.taxablePaise * line.ratePercent) / 200);
  const igst = interState ? Math.round((line.taxablePaise * line.ratePercent) / 100) : 0;
  const cgst = interState ? 0 : half;
  return {
    kind: line.kind ?? 'goods',
    description: line.kind === 'shipping' ? 'Shipping' : 'Terracotta wall plate',
    hsnCode: line.hsnCode ?? '6913',
    quantity,
    unitPricePaise: Math.round(line.taxablePaise / quantity),
    discountPaise: 0,
    taxablePaise: line.taxablePaise,
    ratePercent: line.ratePercent,
    cgstPaise: cgst,
    sgstPaise: cgst,
    igstPaise: igst,
    totalPaise: line.taxablePaise + 2 * cgst + igst,
  };
}

/** A document draft for an order, with its tax worked per line and its totals summed from the lines. */
export function draftFor(options: DraftOptions): DocumentDraft {
  const state = options.state ?? STATES.rajasthan;
  const interState = state.stateCode !== SELLER.stateCode;
  const kind = options.kind ?? 'tax_invoice';
  const lines = (options.lines ?? [{ taxablePaise: 100_000, ratePercent: 5 }]).map((line) =>
    taxLine(kind === 'bill_of_supply' ? { ...line, ratePercent: 0 } : line, interState),
  );
  return {
    kind,
    issuedAt: options.issuedAt ?? '2026-04-15T10:00:00+05:30',
    orderNumber: 'KALA-100001',
    supplier: SELLER,
    recipient: {
      legalName: 'Asha Verma',
      tradeName: null,
      addressLines: ['12 Johari Bazaar'],
      ...state,
      gstin: options.recipientGstin ?? null,
      pan: null,
      phone: '9876543210',
    },
    placeOfSupply: state,
    interState,
    pricesIncludeTax: false,
    lines,
    totals: { ...sumOfLines(lines), totalInWords: 'Rupees as printed' },
    reverseCharge: false,
    orderId: options.orderId,
    ...(options.invoiceId ? { invoiceId: options.invoiceId } : {}),
    ...(options.refundId ? { refundId: options.refundId } : {}),
    ...(options.reason ? { reason: options.reason } : {}),
  };
}

/** A dispatched order row (its amounts do not matter to the documents, which carry their own). */
export function insertOrderRow(db: Db, userId: string | null = null): Promise<string> {
  return insertSale(db, { at: '2026-04-10T10:00:00+05:30', totalPaise: 105_000, userId, status: 'shipped' });
}
