import { RegisterForm } from '@/features/auth/components/register-form';
import { SignedInGoesOn } from '@/features/auth/components/signed-in-goes-on';

export function RegisterRoute() {
  return (
    <SignedInGoesOn>
      <title>Register · QuickBasket</title>
      <RegisterForm />
    </SignedInGoesOn>
  );
}
