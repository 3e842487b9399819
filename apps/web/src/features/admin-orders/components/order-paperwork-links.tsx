import { FileText, Tag } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { usePaperwork, type PaperworkKind } from '../api/paperwork';

/**
 * The admin order page's paperwork (issue 24 item 6): the shipping label (once the shipment has its AWB; the
 * server says so otherwise) and the packing slip, each opened as a PDF in a new tab.
 */
export function OrderPaperworkLinks({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const paperwork = usePaperwork();
  const busy = (kind: PaperworkKind) => paperwork.isPending && paperwork.variables?.kind === kind;
  const open = (kind: PaperworkKind) => {
    if (!paperwork.isPending) paperwork.mutate({ kind, orderId });
  };
  return (
    <section aria-labelledby="paperwork-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h3 id="paperwork-heading" className="font-display text-xl text-ink">
        Paperwork
      </h3>
      <p className="mt-1 text-sm text-muted">PDFs to print for order {orderNumber}; each opens in a new tab.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          aria-disabled={paperwork.isPending || undefined}
          aria-busy={busy('label') || undefined}
          onClick={() => open('label')}
        >
          <Tag aria-hidden="true" className="h-4 w-4" />
          {busy('label') ? 'Making the label…' : 'Print label'}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          aria-disabled={paperwork.isPending || undefined}
          aria-busy={busy('packing-slip') || undefined}
          onClick={() => open('packing-slip')}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {busy('packing-slip') ? 'Making the slip…' : 'Packing slip'}
        </button>
      </div>
    </section>
  );
}
