import { RequireUser } from '@/features/auth/components/require-user';
import { CreditHistory } from '@/features/credit/components/credit-history';

/** /dashboard/credit: the shopper's QuickBasket credit and its history; everybody else goes to /login. */
export function CreditRoute() {
  return (
    <RequireUser>
      <title>QuickBasket credit · QuickBasket</title>
      <CreditHistory />
    </RequireUser>
  );
}
