import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { SmartImage } from '../../../components/ui/smart-image';
import { OrderSection } from './order-section';

/**
 * The lines as they were bought (names, sizes and prices are copied onto the order, so a later catalogue edit never
 * changes them). A piece still in the catalogue links to its page.
 */
export function OrderItems({ items }: { items: Order['items'] }) {
  return (
    <OrderSection id="order-items" title={t`Order Items`}>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => (
          <li key={item._id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <SmartImage
              src={item.product.thumbnail}
              alt=""
              sizes="96px"
              className="w-16 shrink-0 self-start rounded-lg sm:w-20"
            />
            <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <div className="min-w-0">
                <h3 className="font-display text-base leading-snug text-ink sm:text-lg">
                  {item.product._id ? (
                    <Link to={`/products/${item.product._id}`} className="hover:text-clay hover:underline">
                      {item.product.name}
                    </Link>
                  ) : (
                    item.product.name
                  )}
                </h3>
                <p className="text-sm text-muted">
                  <Trans>Size: {ph({ size: item.size })}</Trans>
                </p>
                <p className="text-sm text-muted">
                  <Trans>
                    Qty: {ph({ quantity: item.quantity })} × {ph({ price: formatRupees(item.price) })}
                  </Trans>
                </p>
              </div>
              <p className="font-semibold tabular-nums text-clay-dark">
                <span className="sr-only">{t`Subtotal:`} </span>
                {formatRupees(item.subtotal)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
