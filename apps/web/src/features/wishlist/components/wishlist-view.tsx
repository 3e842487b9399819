import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Heart, Loader2 } from 'lucide-react';
import type { WishlistItem } from '@kala/contract/wishlist';
import { WISHLIST_FALLBACKS } from '@kala/contract/wishlist-messages';
import { EmptyPanel, ErrorPanel } from '../../../components/ui/state-panels';
import { useWishlist } from '../api/get-wishlist';
import { wishlistErrorText } from '../api/wishlist-keys';
import { WishlistCard } from './wishlist-card';

/** The wishlist page body with every state of spec §2: loading, error, empty, and the grid of cards. */
export function WishlistView({ onSelectSize }: { onSelectSize: (item: WishlistItem) => void }) {
  const wishlist = useWishlist();

  if (wishlist.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
        <Loader2 aria-hidden="true" className="h-5 w-5 motion-safe:animate-spin" />
        <Trans>Loading your wishlist...</Trans>
      </p>
    );
  }

  if (wishlist.isError) {
    return (
      <ErrorPanel
        title={t`Error Loading Wishlist`}
        message={wishlistErrorText(wishlist.error, WISHLIST_FALLBACKS.load)}
        onRetry={() => void wishlist.refetch()}
      />
    );
  }

  if (wishlist.data.items.length === 0) {
    return (
      <EmptyPanel
        icon={Heart}
        title={t`Your wishlist is empty`}
        text={t`Save the pieces you love and find them here later.`}
        action={{ label: t`Explore Products`, to: '/products' }}
      />
    );
  }

  const count = wishlist.data.count;
  return (
    <>
      <p className="-mt-4 mb-4 text-muted">{plural(count, { one: '# saved piece', other: '# saved pieces' })}</p>
      <ul aria-label={t`Saved products`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {wishlist.data.items.map((item) => (
          <WishlistCard key={item.id} item={item} onSelectSize={onSelectSize} />
        ))}
      </ul>
    </>
  );
}
