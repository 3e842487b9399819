import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Download, Printer } from 'lucide-react';
import { formatRupees } from '@kala/contract/money';
import type { TaxDocumentListItem } from '@kala/contract/gst-summary';
import { buttonClass } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useOpenDocument, useOrderDocuments, type DocumentFormat, type DocumentsScope } from '../api/documents';

const KIND_LABELS = {
  tax_invoice: msg`Tax invoice`,
  bill_of_supply: msg`Bill of supply`,
  credit_note: msg`Credit note`,
} satisfies Record<TaxDocumentListItem['kind'], unknown>;

const against = (invoice: string) => t`against ${invoice}`;

/**
 * The order's tax invoice and credit notes (issue 24 item 6), each with 'Download PDF' and 'Print' (the printable
 * page), on the shopper's order page and the admin's. Shown once the order has a document (at dispatch).
 */
export default function DocumentsPanel({ scope, orderId }: { scope: DocumentsScope; orderId: string }) {
  const documents = useOrderDocuments(scope, orderId);
  const open = useOpenDocument();
  const list = documents.data ?? [];
  if (list.length === 0) return null;
  const busy = (id: string, format: DocumentFormat) =>
    open.isPending && open.variables?.documentId === id && open.variables.format === format;
  return (
    <section aria-labelledby="documents-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h3 id="documents-heading" className="font-display text-xl text-ink">
        <Trans>Documents</Trans>
      </h3>
      <ul className="mt-3 divide-y divide-stone-200">
        {list.map((doc) => {
          const title = `${i18n._(KIND_LABELS[doc.kind])} ${doc.number}`;
          const act = (format: DocumentFormat) => {
            if (!open.isPending) open.mutate({ scope, orderId, documentId: doc.id, format, number: doc.number });
          };
          return (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{title}</p>
                <p className="text-sm text-muted">
                  {formatDate(doc.issuedAt)} · {formatRupees(doc.totalPaise / 100)}
                  {doc.invoiceNumber ? ` · ${against(doc.invoiceNumber)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t`Download PDF of ${title}`}
                  aria-busy={busy(doc.id, 'pdf') || undefined}
                  onClick={() => act('pdf')}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  <Trans>Download PDF</Trans>
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t`Print ${title}`}
                  aria-busy={busy(doc.id, 'html') || undefined}
                  onClick={() => act('html')}
                >
                  <Printer aria-hidden="true" className="h-4 w-4" />
                  <Trans>Print</Trans>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
