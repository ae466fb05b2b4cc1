import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot Password · QuickBasket</title>
      <ForgotPasswordForm />
    </>
  );
}
