import { AdminGuard } from '@/features/auth/components/admin-guard';
import { ProductAdmin } from '@/features/product/components/product-admin';

export function ProductAdminRoute() {
  return (
    <AdminGuard>
      <title>Product · QuickBasket</title>
      <ProductAdmin />
    </AdminGuard>
  );
}
