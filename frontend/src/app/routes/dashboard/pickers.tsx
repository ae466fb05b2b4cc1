import { AdminGuard } from '@/features/auth/components/admin-guard';
import { PickerAdmin } from '@/features/picker/components/picker-admin';

/** /dashboard/pickers (admin): the pickers and their stores; add one. */
export function PickersAdminRoute() {
  return (
    <AdminGuard>
      <title>Pickers · QuickBasket</title>
      <PickerAdmin />
    </AdminGuard>
  );
}
