import { useParams } from '@/lib/router';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { StoreStock } from '@/features/store/components/store-stock';

/** /dashboard/stores/:storeId/stock (admin): one store's stock, a row saved at once. */
export function StoreStockRoute() {
  const { storeId = '' } = useParams();
  return (
    <AdminGuard>
      <title>Stock · QuickBasket</title>
      <StoreStock key={storeId} storeId={storeId} />
    </AdminGuard>
  );
}
