import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { plural } from '../../../lib/format';

/**
 * Who placed the order: the account today (its name and email may have changed since the order copied them), how
 * many orders it placed, and the note the customer left at checkout.
 */
export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const { customer } = order;
  return (
    <section
      aria-labelledby="admin-order-customer"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="admin-order-customer" className="mb-4 font-display text-xl text-ink">
        Customer
      </h2>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-muted">Name</dt>
          <dd className="font-medium text-ink">{customer.name}</dd>
        </div>
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${customer.email}`} className="text-clay hover:text-clay-dark hover:underline">
              {customer.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Account</dt>
          <dd className="text-ink">
            {customer.id ? plural(customer.orderCount, 'order') + ' placed' : 'Deleted (the order keeps its details)'}
          </dd>
        </div>
      </dl>
      <div className="mt-4 border-t border-stone-200 pt-4 text-sm">
        <h3 className="font-semibold text-ink">Customer&apos;s note</h3>
        <p className="mt-1 break-words text-muted">{order.notes ?? 'No note was left with this order.'}</p>
      </div>
    </section>
  );
}
