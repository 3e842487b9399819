import { Link, useNavigate, useParams } from 'react-router';
import { FormMessage } from '../../components/ui/form-field';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageMeta } from '../../lib/use-page-meta';

/** /reset-password/{resetToken}: choose a new password; success goes to /login with a notice (spec §2). */
export default function ResetPasswordPage() {
  usePageMeta('Reset Password');
  const { resetToken } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After this, every device signed in to your account is signed out."
      footer={
        <Link to="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
          Back to sign in
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
          Reset token is missing.{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            Ask for a new link
          </Link>
        </FormMessage>
      )}
    </AuthCard>
  );
}
