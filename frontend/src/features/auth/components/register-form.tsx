import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-hot-toast/headless';
import { Link, useLocation, useNavigate } from '@/lib/router';
import * as z from 'zod';
import { email, name, password } from '@core/contracts/fields';
import { Button } from '@/components/button';
import { EmailField, NameField } from '@/components/account-fields';
import { PasswordField } from '@/components/text-field';
import { formResolver, problemText, toastFirstProblem } from '@/lib/form';
import { keptReturnState, returnPath } from '@/lib/return-to';
import { useRegister, type RegisterInput } from '@/features/auth/api/register';
import { AuthCard, PASSWORD_HINT, authLinkClasses } from './auth-card';

/** SPEC section 5, word for word. */
export const REGISTER_MISMATCH = 'password and confirm password must be same';

/** The server's rules for POST /api/user/register, the mismatch under Confirm Password. */
const schema = z.object({ name, email, password, confirmPassword: z.string() }).refine((v) => v.password === v.confirmPassword, {
  message: REGISTER_MISMATCH,
  path: ['confirmPassword'],
  // Checked even when another field is wrong too: the spec's toast is the one to show.
  when: () => true,
});
/** The mismatch first (SPEC section 5), then the fields in their order. */
const labels = { confirmPassword: 'Confirm Password', name: 'Name', email: 'Email', password: 'Password' };

/**
 * /register: all four fields filled; mismatched passwords are refused here, without a call. The new
 * account is signed in at once, back where the shopper came from (lib/return-to.ts), else /.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const historyState: unknown = useLocation().state;
  const { register, handleSubmit, control, formState } = useForm<RegisterInput>({
    resolver: formResolver(schema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const values = useWatch({ control });
  const filled = [values.name?.trim(), values.email?.trim(), values.password, values.confirmPassword].every(Boolean);
  const signUp = useRegister((outcome, input) => {
    if (outcome.signedIn) {
      toast.success(outcome.message);
      void navigate(returnPath(historyState), { replace: true });
      return;
    }
    if (outcome.message) toast.success(outcome.message);
    void navigate('/login', { state: { ...keptReturnState(historyState), email: input.email } });
  });
  const problem = (field: keyof typeof labels) => problemText(labels[field], formState.errors[field]);

  const onSubmit = handleSubmit((typed) => {
    if (signUp.isPending) return;
    signUp.mutate({ ...typed, name: typed.name.trim(), email: typed.email.trim() });
  }, toastFirstProblem(labels));

  return (
    <AuthCard
      title="Register"
      description="Create your account for 10 minute deliveries."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" state={keptReturnState(historyState)} className={authLinkClasses}>
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <NameField {...register('name')} error={problem('name')} autoFocus />
        <EmailField {...register('email')} error={problem('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Enter your password"
          hint={PASSWORD_HINT}
          {...register('password')}
          error={problem('password')}
          required
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Enter your password again"
          {...register('confirmPassword')}
          error={problem('confirmPassword')}
          required
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={signUp.isPending}>
          {signUp.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
