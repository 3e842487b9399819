import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { AdminUser } from '@kala/contract/admin-users';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * 'Delete User' (spec §2): a question with the safe choice focused first, so Enter pressed by habit deletes nothing.
 * Their orders stay (the store keeps its records); their sessions end.
 */
export function DeleteUserDialog({
  user,
  pending,
  onCancel,
  onConfirm,
}: {
  user: AdminUser | undefined;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: AdminUser) => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title="Delete User"
      icon={<Trash2 aria-hidden="true" className="h-6 w-6" />}
      initialFocus={keepRef}
      description={
        user ? (
          <>
            Delete <strong className="text-ink">{user.name}</strong> ({user.email})? They are signed out everywhere and
            cannot sign in again. Their orders are kept. This cannot be undone.
          </>
        ) : (
          ''
        )
      }
      actions={
        <>
          <button
            ref={keepRef}
            type="button"
            className={buttonClass('secondary', 'md')}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onCancel()}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'bg-red-700 hover:bg-red-800')}
            aria-disabled={pending || undefined}
            onClick={() => user && !pending && onConfirm(user)}
          >
            {pending ? 'Deleting…' : 'Delete User'}
          </button>
        </>
      }
    />
  );
}
