import { AdminGuard } from '@/features/auth/components/admin-guard';
import { RiderAdmin } from '@/features/rider/components/rider-admin';

/** /dashboard/riders (admin): the riders, their duty, store and delivery; add, edit, deactivate. */
export function RidersAdminRoute() {
  return (
    <AdminGuard>
      <title>Riders · QuickBasket</title>
      <RiderAdmin />
    </AdminGuard>
  );
}
