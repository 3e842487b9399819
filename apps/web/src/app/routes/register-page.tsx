import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { RegisterForm } from '../../features/auth/components/register-form';
import { usePageMeta } from '../../lib/use-page-meta';

/** /register (spec §2): terms required; success goes to /dashboard. */
export default function RegisterPage() {
  usePageMeta(t`Create Account`);
  const navigate = useNavigate();
  const done = () => navigate('/dashboard', { replace: true });
  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Save pieces you love, check out faster and follow your orders.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
            Sign in
          </Link>
        </Trans>
      }
    >
      <RegisterForm onRegistered={done} />
      <div className="mt-5">
        <GoogleSignIn onSignedIn={done} />
      </div>
    </AuthCard>
  );
}
