import { NoPermission } from '@/features/auth/components/admin-guard';
import { RequireUser } from '@/features/auth/components/require-user';
import { RiderScreen } from '@/features/rider/components/rider-screen';
export { RidersAdminRoute } from './dashboard/riders';
import { isRider, useCurrentUser } from '@/lib/current-user';

/** /rider: the rider's one screen; anybody else is told it is not for them. */
export function RiderRoute() {
  return (
    <RequireUser>
      <title>Rider · QuickBasket</title>
      <RiderOnly />
    </RequireUser>
  );
}

function RiderOnly() {
  const { user } = useCurrentUser();
  return isRider(user) ? <RiderScreen /> : <NoPermission />;
}
