import { ComingSoon } from '../../components/coming-soon';

/** Placeholder for /login; the auth slice replaces it. */
export function LoginRoute() {
  return (
    <div className="mx-auto max-w-md">
      <title>Login · QuickBasket</title>
      <ComingSoon title="Login">Signing in is almost ready. Meanwhile, keep browsing the store.</ComingSoon>
    </div>
  );
}
