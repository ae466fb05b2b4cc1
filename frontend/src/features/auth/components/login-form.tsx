import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { PasswordField, TextField } from '../../../components/text-field';
import { useLogin } from '../api/login';
import { AuthCard, authLinkClasses } from './auth-card';

const empty = { email: '', password: '' };

/** The e-mail a previous screen passed on (registration), to save typing it again. */
function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') return state.email;
  return '';
}

/** /login (SPEC sections 4 and 5): submit stays disabled until both fields are filled. */
export function LoginForm() {
  const navigate = useNavigate();
  const historyState: unknown = useLocation().state;
  const [values, setValues] = useState(() => ({ ...empty, email: emailFromState(historyState) }));
  const login = useLogin();
  const filled = values.email.trim() !== '' && values.password !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || login.isPending) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (reply) => {
          if (reply.message) toast.success(reply.message);
          setValues(empty);
          void navigate('/');
        },
      },
    );
  };

  return (
    <AuthCard
      title="Login"
      description="Welcome back! Sign in to order and track your groceries."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={authLinkClasses}>
            Register
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
          value={values.email}
          onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
          required
          autoFocus
        />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            value={values.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
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
