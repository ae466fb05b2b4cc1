import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/text-field';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, PASSWORD_HINT } from './auth-card';

/** SPEC section 5, word for word. */
export const RESET_MISMATCH = 'New password and confirm password must be same';

/** /reset-password: the last step of SPEC "Password recovery", with the proof from the OTP check. */
export function ResetPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();
  const filled = values.newPassword !== '' && values.confirmPassword !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || reset.isPending) return;
    if (values.newPassword !== values.confirmPassword) {
      toast.error(RESET_MISMATCH);
      return;
    }
    reset.mutate(
      { email, ...values, resetToken },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          void navigate('/login', { replace: true, state: { email } });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Reset Password"
      description={
        <>
          Choose a new password for <strong className="font-semibold break-all text-ink">{email}</strong>.
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Enter your new password"
          hint={PASSWORD_HINT}
          value={values.newPassword}
          onChange={(event) => setValues((v) => ({ ...v, newPassword: event.target.value }))}
          required
          autoFocus
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Enter your new password again"
          value={values.confirmPassword}
          onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))}
          required
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={reset.isPending}>
          {reset.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
