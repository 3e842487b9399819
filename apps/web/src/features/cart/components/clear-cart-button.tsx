import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useClearCart } from '../api/change-cart';

/**
 * 'Clear cart' asks first: emptying a cart by a slip of the finger is not undoable. The question opens on the safe
 * choice, 'Keep items', so Enter pressed by habit keeps the cart.
 */
export function ClearCartButton() {
  const [open, setOpen] = useState(false);
  const clear = useClearCart();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={() => setOpen(true)}>
        <Trans>Clear cart</Trans>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t`Clear cart?`}
        description={t`Every item will be removed from your cart.`}
        icon={<Trash2 aria-hidden="true" className="h-6 w-6" />}
        initialFocus={keep}
        actions={
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              aria-disabled={clear.isPending || undefined}
              aria-busy={clear.isPending || undefined}
              onClick={() => !clear.isPending && clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              <Trans>Clear cart</Trans>
            </button>
            <button ref={keep} type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              <Trans>Keep items</Trans>
            </button>
          </>
        }
      />
    </>
  );
}
