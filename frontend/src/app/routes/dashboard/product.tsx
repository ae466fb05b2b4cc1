import { AdminGuard } from '../../../features/auth/components/admin-guard';
import { ComingSoon } from '../../../components/coming-soon';

/** Placeholder: filled in by its own slice of work. */
export function ProductAdminRoute() {
  return (
    <AdminGuard>
      <title>Product · QuickBasket</title>
      <ComingSoon title="Product" />
    </AdminGuard>
  );
}
