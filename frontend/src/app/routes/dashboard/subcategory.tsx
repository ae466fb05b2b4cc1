import { AdminGuard } from '@/features/auth/components/admin-guard';
import { SubCategoryAdmin } from '@/features/subcategory/components/subcategory-admin';

export function SubCategoryRoute() {
  return (
    <AdminGuard>
      <title>Sub Category · QuickBasket</title>
      <SubCategoryAdmin />
    </AdminGuard>
  );
}
