import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { useNavigate } from '@/lib/router';
import * as z from 'zod';
import { password } from '@core/contracts/fields';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/text-field';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard, PASSWORD_HINT } from './auth-card';

/** SPEC section 5, word for word. */
export const RESET_MISMATCH = 'New password and confirm password must be same';

/** The server's rules for PUT /api/user/reset-password, the mismatch under Confirm Password. */
const schema = z.object({ newPassword: password, confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  message: RESET_MISMATCH,
  path: ['confirmPassword'],
  // Checked even when the new password is wrong too: the spec's toast is the one to show.
  when: () => true,
});
type ResetValues = z.input<typeof schema>;
/** The mismatch first (SPEC section 5). */
const labels = { confirmPassword: 'Confirm Password', newPassword: 'New Password' };

/** /reset-password: the last step of SPEC "Password recovery", with the proof from the OTP check. */
export function ResetPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, control, formState } = useForm<ResetValues>({
    resolver: formResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const values = useWatch({ control });
  const filled = Boolean(values.newPassword) && Boolean(values.confirmPassword);
  const reset = useResetPassword();

  const onSubmit = handleSubmit((typed) => {
    if (reset.isPending) return;
    reset.mutate(
      { email, ...typed, resetToken },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          void navigate('/login', { replace: true, state: { email } });
        },
      },
    );
  }, toastFirstProblem(labels));

  return (
    <AuthCard
      title="Reset Password"
      description={
        <>
          Choose a new password for <strong className="font-semibold break-all text-ink">{email}</strong>.
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          placeholder="Enter your new password"
          hint={PASSWORD_HINT}
          {...register('newPassword')}
          error={problemText(labels.newPassword, formState.errors.newPassword)}
          required
          autoFocus
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Enter your new password again"
          {...register('confirmPassword')}
          error={problemText(labels.confirmPassword, formState.errors.confirmPassword)}
          required
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={reset.isPending}>
          {reset.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
