import { Navigate, useLocation } from '@/lib/router';
import { VerificationOtpForm } from '@/features/auth/components/verification-otp-form';

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/** SPEC section 2: needs the e-mail passed on by /forgot-password, otherwise goes back there. */
export function VerificationOtpRoute() {
  const email = emailFrom(useLocation().state);
  if (!email) return <Navigate to="/forgot-password" replace />;
  return (
    <>
      <title>Verify OTP · QuickBasket</title>
      <VerificationOtpForm email={email} />
    </>
  );
}
