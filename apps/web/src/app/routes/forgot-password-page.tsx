import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageMeta } from '../../lib/use-page-meta';

/** /forgot-password: asks for a reset link by mail. */
export default function ForgotPasswordPage() {
  usePageMeta(t`Forgot Password`);
  return (
    <AuthCard
      title={t`Forgot your password?`}
      subtitle={t`Enter the email of your account and we will mail you a link to choose a new password.`}
      footer={
        <Link to="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
