import { AdminGuard } from '@/features/auth/components/admin-guard';
import { CategoryAdmin } from '@/features/category/components/category-admin';

export function CategoryRoute() {
  return (
    <AdminGuard>
      <title>Category · QuickBasket</title>
      <CategoryAdmin />
    </AdminGuard>
  );
}
