import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { QuickAddDialog, type QuickAddProduct } from '../../features/cart/components/quick-add-dialog';
import { WishlistView } from '../../features/wishlist/components/wishlist-view';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /wishlist (signed-in only; the router guards it). 'Select Size & Add' on a card opens the cart's quick-add dialog:
 * the page composes the two features so neither imports the other.
 */
export default function WishlistPage() {
  usePageMeta(t`My Wishlist`);
  const [quickAdd, setQuickAdd] = useState<QuickAddProduct | null>(null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 font-display text-3xl text-clay-dark">
        <Trans>My Wishlist</Trans>
      </h1>
      <WishlistView onSelectSize={(item) => setQuickAdd(item.product)} />
      {quickAdd && <QuickAddDialog product={quickAdd} onClose={() => setQuickAdd(null)} />}
    </div>
  );
}
