import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-field';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageMeta } from '../../lib/use-page-meta';

/** /reset-password/{resetToken}: choose a new password; success goes to /login with a notice (spec §2). */
export default function ResetPasswordPage() {
  usePageMeta(t`Reset Password`);
  const { resetToken } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t`Choose a new password`}
      subtitle={t`After this, every device signed in to your account is signed out.`}
      footer={
        <Link to="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      {resetToken ? (
        <ResetPasswordForm
          token={resetToken}
          onReset={(notice) => navigate('/login', { replace: true, state: { notice } })}
        />
      ) : (
        <FormMessage tone="error">
          <Trans>
            Reset token is missing.{' '}
            <Link to="/forgot-password" className="font-semibold underline">
              Ask for a new link
            </Link>
          </Trans>
        </FormMessage>
      )}
    </AuthCard>
  );
}
