import { t } from '@lingui/core/macro';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { WISHLIST_FALLBACKS } from '@kala/contract/wishlist-messages';
import { useSession } from '../../../lib/session';
import { useWishlistCheck } from '../api/check-wishlist';
import { useChangeWishlist } from '../api/change-wishlist';
import { useWishlistProductIds } from '../api/get-wishlist';

interface WishlistHeartButtonProps {
  productId: string;
  productName: string;
  /**
   * How the button learns whether the product is saved: 'check' asks GET /api/wishlist/check (the product page);
   * 'list' reads the one wishlist request all cards share (listings). Product cards also log a failed removal only.
   */
  variant?: 'page' | 'card';
  className?: string;
}

/**
 * The heart that saves a product to the wishlist or takes it out. A guest is told to log in and sent to sign in,
 * coming back to the product afterwards. Place it outside any link: a button inside an <a> is not valid HTML.
 */
export function WishlistHeartButton({ productId, productName, variant = 'page', className }: WishlistHeartButtonProps) {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const checked = useWishlistCheck(productId, variant === 'page');
  const ids = useWishlistProductIds(variant === 'card');
  const inWishlist = variant === 'page' ? checked : ids?.has(productId);
  const change = useChangeWishlist();
  const label = inWishlist ? t`Remove ${productName} from wishlist` : t`Add ${productName} to wishlist`;

  const onClick = (event: MouseEvent) => {
    // Cards may sit on top of a link to the product: saving must not also open it.
    event.preventDefault();
    event.stopPropagation();
    if (!isSignedIn) {
      toast.info(WISHLIST_FALLBACKS.loginRequired, { id: 'wishlist-login', duration: 4000 });
      void navigate(`/login?redirect=/products/${productId}`);
      return;
    }
    if (inWishlist === undefined || change.isPending) return;
    change.mutate({ productId, add: !inWishlist, quietRemovalFailure: variant === 'card' });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={inWishlist ? t`Remove from wishlist` : t`Add to wishlist`}
      aria-busy={change.isPending || undefined}
      className={clsx(
        'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-clay shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-sand',
        className,
      )}
    >
      <Heart aria-hidden="true" className={clsx('h-5 w-5', inWishlist && 'fill-current')} />
    </button>
  );
}
