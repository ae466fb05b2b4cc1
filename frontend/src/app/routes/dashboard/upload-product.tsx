import { AdminGuard } from '@/features/auth/components/admin-guard';
import { UploadProduct } from '@/features/product/components/upload-product';

export function UploadProductRoute() {
  return (
    <AdminGuard>
      <title>Upload Product · QuickBasket</title>
      <UploadProduct />
    </AdminGuard>
  );
}
