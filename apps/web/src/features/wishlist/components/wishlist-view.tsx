import { Heart, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistItem } from '@kala/contract/wishlist';
import { WISHLIST_FALLBACKS } from '@kala/contract/wishlist-messages';
import { buttonClass } from '../../../components/ui/button';
import { plural } from '../../../lib/format';
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
        Loading your wishlist...
      </p>
    );
  }

  if (wishlist.isError) {
    return (
      <div role="alert" className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
        <h2 className="font-display text-xl text-ink">Error Loading Wishlist</h2>
        <p className="mt-2 text-muted">{wishlistErrorText(wishlist.error, WISHLIST_FALLBACKS.load)}</p>
        <button type="button" className={buttonClass('primary', 'md', 'mt-4')} onClick={() => void wishlist.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  if (wishlist.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
        <Heart aria-hidden="true" className="h-12 w-12 text-clay/60" />
        <h2 className="font-display text-2xl text-ink">Your wishlist is empty</h2>
        <p className="text-muted">Save the pieces you love and find them here later.</p>
        <Link to="/products" className={buttonClass('primary', 'md', 'mt-2')}>
          Explore Products
        </Link>
      </div>
    );
  }

  return (
    <>
      <p className="-mt-4 mb-4 text-muted">{plural(wishlist.data.count, 'saved piece')}</p>
      <ul aria-label="Saved products" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {wishlist.data.items.map((item) => (
          <WishlistCard key={item.id} item={item} onSelectSize={onSelectSize} />
        ))}
      </ul>
    </>
  );
}
