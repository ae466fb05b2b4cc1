import { NoPermission } from '@/features/auth/components/admin-guard';
import { RequireUser } from '@/features/auth/components/require-user';
import { PickerScreen } from '@/features/picker/components/picker-screen';
import { isAdmin, isPicker, useCurrentUser } from '@/entities/user/current-user';

/** /picker: a picker's one screen (their store), and an admin's at any store; anybody else is told it is not for them. */
export function PickerRoute() {
  return (
    <RequireUser>
      <title>Picking · QuickBasket</title>
      <PickerOnly />
    </RequireUser>
  );
}

function PickerOnly() {
  const { user } = useCurrentUser();
  if (isPicker(user)) return <PickerScreen isAdmin={false} />;
  return isAdmin(user) ? <PickerScreen isAdmin /> : <NoPermission />;
}
