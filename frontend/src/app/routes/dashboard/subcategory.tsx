import { AdminGuard } from '../../../features/auth/components/admin-guard';
import { ComingSoon } from '../../../components/coming-soon';

/** Placeholder: filled in by its own slice of work. */
export function SubCategoryRoute() {
  return (
    <AdminGuard>
      <title>Sub Category · QuickBasket</title>
      <ComingSoon title="Sub Category" />
    </AdminGuard>
  );
}
