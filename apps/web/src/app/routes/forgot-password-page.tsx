import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageMeta } from '../../lib/use-page-meta';

/** /forgot-password: asks for a reset link by mail. */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot Password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will mail you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
