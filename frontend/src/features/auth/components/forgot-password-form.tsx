import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { Link, useNavigate } from '@/lib/router';
import * as z from 'zod';
import { email } from '@core/contracts/fields';
import { Button } from '@/components/button';
import { EmailField } from '@/components/account-fields';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { AuthCard, authLinkClasses } from './auth-card';

const schema = z.object({ email });
const labels = { email: 'Email' };

/** /forgot-password: step one of SPEC "Password recovery". The e-mail is passed on to the code screen. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, control, formState } = useForm<z.input<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { email: '' },
  });
  const filled = (useWatch({ control, name: 'email' }) ?? '').trim() !== '';
  const forgot = useForgotPassword();

  const onSubmit = handleSubmit((typed) => {
    if (forgot.isPending) return;
    const address = typed.email.trim();
    forgot.mutate(address, {
      onSuccess: (reply) => {
        if (reply.message) toast.success(reply.message);
        void navigate('/verification-otp', { state: { email: address } });
      },
    });
  }, toastFirstProblem(labels));

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your account and we will send you a 6-digit code."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={authLinkClasses}>
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <EmailField {...register('email')} error={problemText(labels.email, formState.errors.email)} autoFocus />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Otp'}
        </Button>
      </form>
    </AuthCard>
  );
}
