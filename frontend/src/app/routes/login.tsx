import { LoginForm } from '@/features/auth/components/login-form';
import { SignedInGoesOn } from '@/features/auth/components/signed-in-goes-on';

export function LoginRoute() {
  return (
    <SignedInGoesOn>
      <title>Login · QuickBasket</title>
      <LoginForm />
    </SignedInGoesOn>
  );
}
