import { ClipboardList, FileText, Tag, X } from 'lucide-react';
import { PAPERWORK_BATCH_MAX } from '@kala/contract/paperwork';
import { buttonClass } from '../../../components/ui/button';
import { usePaperwork, type PaperworkKind } from '../api/paperwork';

/**
 * What the admin can do with the orders ticked in the list (issue 24 item 6): one PDF of their labels, or of their
 * packing slips, a page per order. Shown while something is ticked; the count is announced as it changes.
 */
export function PaperworkSelectionBar({ orderIds, onClear }: { orderIds: string[]; onClear: () => void }) {
  const paperwork = usePaperwork();
  const count = orderIds.length;
  const tooMany = count > PAPERWORK_BATCH_MAX;
  const busy = (kind: PaperworkKind) => paperwork.isPending && paperwork.variables?.kind === kind;
  const open = (kind: PaperworkKind) => {
    if (!paperwork.isPending && !tooMany) paperwork.mutate({ kind, orderIds });
  };
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="sticky bottom-4 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-sand px-4 py-3 shadow-md ring-1 ring-stone-300"
    >
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {count} {count === 1 ? 'order' : 'orders'} selected
        {tooMany ? ` (at most ${PAPERWORK_BATCH_MAX} at a time)` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-disabled={paperwork.isPending || tooMany || undefined}
          aria-busy={busy('label') || undefined}
          onClick={() => open('label')}
        >
          <Tag aria-hidden="true" className="h-4 w-4" />
          Labels for selected
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-disabled={paperwork.isPending || tooMany || undefined}
          aria-busy={busy('packing-slip') || undefined}
          onClick={() => open('packing-slip')}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          Packing slips for selected
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-disabled={paperwork.isPending || tooMany || undefined}
          aria-busy={busy('picking-list') || undefined}
          onClick={() => open('picking-list')}
        >
          <ClipboardList aria-hidden="true" className="h-4 w-4" />
          Picking list
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClear}>
          <X aria-hidden="true" className="h-4 w-4" />
          Clear selection
        </button>
      </div>
    </div>
  );
}

/** The tick box of one order in the list. */
export function SelectOrderBox({
  orderNumber,
  checked,
  onToggle,
}: {
  orderNumber: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <input
      type="checkbox"
      className="h-5 w-5 cursor-pointer rounded border-stone-400 text-clay accent-clay focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay"
      aria-label={`Select order ${orderNumber}`}
      checked={checked}
      onChange={onToggle}
    />
  );
}
