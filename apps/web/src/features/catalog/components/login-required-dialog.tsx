import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Spec §5: a guest who tries to add to the cart (or the wishlist) is asked to sign in; the Sign In link brings
 * them back to this product afterwards (`?redirect=` for a fresh load, `state.from` for the router).
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  message,
  returnTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  returnTo: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Login Required`}
      description={message}
      icon={<LogIn aria-hidden="true" className="h-6 w-6" />}
      actions={
        <>
          <Link to={`/login?redirect=${returnTo}`} state={{ from: returnTo }} className={buttonClass('primary')}>
            <Trans>Sign In</Trans>
          </Link>
          <Link to="/register" state={{ from: returnTo }} className={buttonClass('secondary')}>
            <Trans>Create Account</Trans>
          </Link>
        </>
      }
    />
  );
}
