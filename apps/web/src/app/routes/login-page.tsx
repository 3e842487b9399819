import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-field';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { LoginForm } from '../../features/auth/components/login-form';
import { safeRedirect } from '../../features/auth/lib/redirect-target';
import { usePageMeta } from '../../lib/use-page-meta';

/** /login (spec §2): success goes to `/`, or back to the page that sent the visitor here. */
export default function LoginPage() {
  usePageMeta(t`Sign In`);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: string; notice?: string } | null;
  const target = safeRedirect(params.get('redirect') ?? state?.from);
  const done = () => navigate(target, { replace: true });

  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Sign in to see your orders, wishlist and cart.`}
      footer={
        <Trans>
          New to Kala?{' '}
          <Link
            to="/register"
            state={state?.from ? { from: state.from } : undefined}
            className="font-semibold text-clay underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </Trans>
      }
    >
      {state?.notice && (
        <div className="mb-5">
          <FormMessage tone="success">{state.notice}</FormMessage>
        </div>
      )}
      <LoginForm onSignedIn={done} />
      <div className="mt-5">
        <GoogleSignIn onSignedIn={done} />
      </div>
    </AuthCard>
  );
}
