import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { Link, useLocation, useNavigate } from '@/lib/router';
import * as z from 'zod';
import { email } from '@core/contracts/fields';
import { Button } from '@/components/button';
import { EmailField } from '@/components/account-fields';
import { PasswordField } from '@/components/text-field';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import { keptReturnState, returnPath } from '@/lib/return-to';
import { useLogin, type LoginInput } from '@/features/auth/api/login';
import { AuthCard, authLinkClasses } from './auth-card';

/** The server's own rules (POST /api/user/login): a well-formed e-mail and some password. */
const schema = z.object({ email, password: z.string().min(1, 'is required') });
const labels = { email: 'Email', password: 'Password' };
const empty: LoginInput = { email: '', password: '' };

/** The e-mail a previous screen passed on (registration), to save typing it again. */
function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') return state.email;
  return '';
}

/**
 * /login (SPEC sections 4 and 5): submit stays disabled until both fields are filled. Signed in,
 * the shopper goes back where they came from (lib/return-to.ts), or to / when /login was opened
 * directly; a rider goes to /rider, an admin to the dashboard.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const historyState: unknown = useLocation().state;
  const { register, handleSubmit, control, reset, formState } = useForm<LoginInput>({
    resolver: formResolver(schema),
    defaultValues: { ...empty, email: emailFromState(historyState) },
  });
  const values = useWatch({ control });
  const filled = (values.email ?? '').trim() !== '' && (values.password ?? '') !== '';
  const login = useLogin((message, user) => {
    toast.success(message);
    reset(empty);
    void navigate(returnPath(historyState, user?.role), { replace: true });
  });

  const onSubmit = handleSubmit((typed) => {
    if (login.isPending) return;
    login.mutate({ email: typed.email.trim(), password: typed.password });
  }, toastFirstProblem(labels));

  return (
    <AuthCard
      title="Login"
      description="Welcome back! Sign in to order and track your groceries."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" state={keptReturnState(historyState)} className={authLinkClasses}>
            Register
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <EmailField {...register('email')} error={problemText(labels.email, formState.errors.email)} autoFocus />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Enter your password"
            {...register('password')}
            error={problemText(labels.password, formState.errors.password)}
            required
          />
          <Link to="/forgot-password" className={`${authLinkClasses} ml-auto text-sm`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </AuthCard>
  );
}
