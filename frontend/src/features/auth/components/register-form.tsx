import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useNavigate } from 'react-router-dom';
import { NAME_MAX } from '../../../../../functions/core/limits';
import { Button } from '../../../components/button';
import { PasswordField, TextField } from '../../../components/text-field';
import { useRegister } from '../api/register';
import { AuthCard, PASSWORD_HINT, authLinkClasses } from './auth-card';

/** SPEC section 5, word for word. */
export const REGISTER_MISMATCH = 'password and confirm password must be same';

/** /register: all four fields filled; mismatched passwords are refused here, without a call. */
export function RegisterForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const register = useRegister();
  const filled = values.name.trim() !== '' && values.email.trim() !== '' && values.password !== '' && values.confirmPassword !== '';

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || register.isPending) return;
    if (values.password !== values.confirmPassword) {
      toast.error(REGISTER_MISMATCH);
      return;
    }
    const email = values.email.trim();
    register.mutate(
      { ...values, name: values.name.trim(), email },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          void navigate('/login', { state: { email } });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Register"
      description="Create your account for 10 minute deliveries."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClasses}>
            Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Enter your name"
          maxLength={NAME_MAX}
          value={values.name}
          onChange={set('name')}
          required
          autoFocus
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          value={values.email}
          onChange={set('email')}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          placeholder="Enter your password"
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={set('password')}
          required
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Enter your password again"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          required
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={!filled} pending={register.isPending}>
          {register.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
