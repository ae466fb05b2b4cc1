import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, authLinkClasses } from './auth-card';

/** /forgot-password: step one of SPEC "Password recovery". The e-mail is passed on to the code screen. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();
  const filled = email.trim() !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || forgot.isPending) return;
    const address = email.trim();
    forgot.mutate(address, {
      onSuccess: (reply) => {
        if (reply.message) toast.success(reply.message);
        void navigate('/verification-otp', { state: { email: address } });
      },
    });
  };

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
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Otp'}
        </Button>
      </form>
    </AuthCard>
  );
}
