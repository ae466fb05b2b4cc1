import { AdminGuard } from '@/features/auth/components/admin-guard';
import { OfferAdmin } from '@/features/offer/components/offer-admin';

/** /dashboard/offers (admin): coupons and automatic offers with their uses; add, edit, deactivate, delete. */
export function OffersAdminRoute() {
  return (
    <AdminGuard>
      <title>Offers · QuickBasket</title>
      <OfferAdmin />
    </AdminGuard>
  );
}
