import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { RegisterForm } from '../../features/auth/components/register-form';
import { usePageMeta } from '../../lib/use-page-meta';

/** /register (spec §2): terms required; success goes to /dashboard. */
export default function RegisterPage() {
  usePageMeta('Create Account');
  const navigate = useNavigate();
  const done = () => navigate('/dashboard', { replace: true });
  return (
    <AuthCard
      title="Create your account"
      subtitle="Save pieces you love, check out faster and follow your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={done} />
      <div className="mt-5">
        <GoogleSignIn onSignedIn={done} />
      </div>
    </AuthCard>
  );
}
