import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useClearCart } from '../api/change-cart';

/** 'Clear cart' asks first: emptying a cart by a slip of the finger is not undoable. */
export function ClearCartButton() {
  const [open, setOpen] = useState(false);
  const clear = useClearCart();
  return (
    <>
      <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={() => setOpen(true)}>
        Clear cart
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Clear cart?"
        description="Every item will be removed from your cart."
        icon={<Trash2 aria-hidden="true" className="h-6 w-6" />}
        actions={
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={clear.isPending}
              onClick={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              Clear cart
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(false)}>
              Keep items
            </button>
          </>
        }
      />
    </>
  );
}
