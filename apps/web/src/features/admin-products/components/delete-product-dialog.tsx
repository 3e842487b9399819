import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { AdminProduct } from '@kala/contract/admin-products';
import { PRODUCT_MESSAGES } from '@kala/contract/admin-products';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { shortName } from './product-row-parts';

/**
 * Spec §2: delete asks 'Are you sure you want to delete this product?' first, with 'Cancel' focused (the safe
 * choice); a failure says 'Failed to delete product' (or the server's reason) and leaves the dialog open to retry.
 */
export function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const remove = useDeleteProduct();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    if (!product || remove.isPending) return;
    remove.mutate(product._id, {
      onSuccess: () => {
        toast.success(`Deleted ${shortName(product.name)}`, { duration: 4000 });
        remove.reset();
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      icon={<Trash2 aria-hidden="true" className="h-6 w-6" />}
      title="Delete product"
      initialFocus={cancelRef}
      description={
        <>
          {PRODUCT_MESSAGES.deleteConfirm}
          {product && <span className="mt-2 block font-semibold text-ink">{product.name}</span>}
          {remove.isError && (
            <span role="alert" className="mt-3 block rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {errorMessage(remove.error, PRODUCT_MESSAGES.deleteFailed)}
            </span>
          )}
        </>
      }
      actions={
        <>
          <button ref={cancelRef} type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
            aria-disabled={remove.isPending || undefined}
            aria-busy={remove.isPending || undefined}
            onClick={confirm}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    />
  );
}
