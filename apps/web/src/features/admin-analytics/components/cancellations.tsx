import { CircleSlash } from 'lucide-react';
import type { Analytics } from '@kala/contract/analytics';
import { countOf } from './analytics-format';

/** Orders placed in the range and since cancelled, and why (the commonest reasons first). */
export function Cancellations({ data }: { data: Analytics }) {
  const { total, reasons } = data.cancellations;
  const largest = Math.max(1, ...reasons.map((r) => r.count));
  return (
    <section
      aria-labelledby="analytics-cancellations-heading"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h3 id="analytics-cancellations-heading" className="font-display text-xl text-ink">
        Cancellations
      </h3>
      <p className="mt-1 text-sm text-muted">
        {total === 0 ? 'No order placed in this range was cancelled.' : `${countOf(total, 'order')} cancelled.`}
      </p>
      {reasons.length > 0 && (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Cancellation reasons</caption>
          <thead className="border-b border-stone-200 text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Reason
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Orders
              </th>
            </tr>
          </thead>
          <tbody>
            {reasons.map((reason) => (
              <tr key={reason.reason} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <span className="flex items-start gap-2">
                    <CircleSlash aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-800" />
                    <span className="min-w-0 break-words">{reason.reason}</span>
                  </span>
                  {/* A bar drawn in CSS: how this reason compares with the commonest, for a glance. */}
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-1.5 rounded-full bg-red-800/80"
                    style={{ width: `${Math.max(4, (reason.count / largest) * 100)}%` }}
                  />
                </th>
                <td className="py-2 text-right align-top tabular-nums">{reason.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
