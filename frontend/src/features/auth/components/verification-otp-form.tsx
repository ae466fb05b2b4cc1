import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useNavigate } from '@/lib/router';
import { OTP_LENGTH } from '@core/limits';
import { Button } from '@/components/button';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { useVerifyOtp } from '@/features/auth/api/verify-otp';
import { AuthCard, authLinkClasses } from './auth-card';
import { OtpInput } from './otp-input';

/** The server sends at most 5 codes an hour per e-mail, so resending waits a little. */
const RESEND_WAIT_SECONDS = 30;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** /verification-otp: step two of SPEC "Password recovery". */
export function VerificationOtpForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(emptyCode);
  const verify = useVerifyOtp();
  const resend = useForgotPassword();
  const [resendIn, setResendIn] = useState(RESEND_WAIT_SECONDS);
  const descriptionId = useId();
  const complete = code.every((digit) => digit !== '');

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || verify.isPending) return;
    verify.mutate(
      { email, otp: code.join('') },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          // The code is spent: Back should not return here.
          void navigate('/reset-password', { replace: true, state: { email, resetToken: reply.data.resetToken } });
        },
      },
    );
  };

  const onResend = () => {
    resend.mutate(email, {
      onSuccess: (reply) => {
        if (reply.message) toast.success(reply.message);
        setCode(emptyCode());
        setResendIn(RESEND_WAIT_SECONDS);
      },
    });
  };

  return (
    <AuthCard
      title="Enter OTP"
      description={
        <span id={descriptionId}>
          We sent a 6-digit code to <strong className="font-semibold break-all text-ink">{email}</strong>. It is valid for 10 minutes.
        </span>
      }
      footer={
        <>
          Wrong email?{' '}
          <Link to="/forgot-password" className={authLinkClasses}>
            Change it
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <OtpInput value={code} onChange={setCode} disabled={verify.isPending} describedBy={descriptionId} />
        <Button type="submit" size="lg" className="w-full" disabled={!complete} pending={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify OTP'}
        </Button>
        <p className="text-center text-sm text-ink-muted" aria-live="polite">
          Didn&apos;t get the code?{' '}
          <button
            type="button"
            onClick={onResend}
            disabled={resendIn > 0 || resend.isPending}
            aria-busy={resend.isPending || undefined}
            className={`${authLinkClasses} disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline`}
          >
            Resend code
          </button>
          {resendIn > 0 ? <span> in {resendIn}s</span> : resend.isPending ? <span> (sending...)</span> : null}
        </p>
      </form>
    </AuthCard>
  );
}
