import { AddressBook } from '@/features/address/components/address-book';
import { RequireUser } from '@/features/auth/components/require-user';

/** /dashboard/address (SPEC "Address panel"): signed-in users; everybody else goes to /login. */
export function AddressRoute() {
  return (
    <RequireUser>
      <title>Address · QuickBasket</title>
      <AddressBook />
    </RequireUser>
  );
}
