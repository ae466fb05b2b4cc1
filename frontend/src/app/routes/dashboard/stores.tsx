import { AdminGuard } from '@/features/auth/components/admin-guard';
import { StoreAdmin } from '@/features/store/components/store-admin';

/** /dashboard/stores (admin): the dark stores, their zones, hours and pauses. */
export function StoresAdminRoute() {
  return (
    <AdminGuard>
      <title>Stores · QuickBasket</title>
      <StoreAdmin />
    </AdminGuard>
  );
}
