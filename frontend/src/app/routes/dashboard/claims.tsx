import { AdminGuard } from '@/features/auth/components/admin-guard';
import { ClaimAdmin } from '@/features/claim/components/claim-admin';

/** /dashboard/claims (admin): each store's claims after delivery; approve all or part, or reject. */
export function ClaimsAdminRoute() {
  return (
    <AdminGuard>
      <title>Claims · QuickBasket</title>
      <ClaimAdmin />
    </AdminGuard>
  );
}
