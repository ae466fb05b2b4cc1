import { AdminGuard } from '@/features/auth/components/admin-guard';
import { DashboardOverview } from '@/features/report/components/dashboard-overview';

/** /dashboard/overview (admin): the day's orders, revenue, times and top products, live. */
export function OverviewRoute() {
  return (
    <AdminGuard>
      <title>Dashboard · QuickBasket</title>
      <DashboardOverview />
    </AdminGuard>
  );
}
