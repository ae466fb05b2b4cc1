import { Navigate, useLocation } from '@/lib/router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

function otpResultFrom(state: unknown): { email: string; resetToken: string } | null {
  if (typeof state !== 'object' || state === null || !('email' in state) || !('resetToken' in state)) return null;
  const { email, resetToken } = state;
  if (typeof email !== 'string' || typeof resetToken !== 'string' || email === '' || resetToken === '') return null;
  return { email, resetToken };
}

/** SPEC section 2: needs a successful OTP result passed on, otherwise goes to /. */
export function ResetPasswordRoute() {
  const result = otpResultFrom(useLocation().state);
  if (!result) return <Navigate to="/" replace />;
  return (
    <>
      <title>Reset Password · QuickBasket</title>
      <ResetPasswordForm email={result.email} resetToken={result.resetToken} />
    </>
  );
}
