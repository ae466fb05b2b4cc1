import { Navigate } from '@/lib/router';
import { PageSpinner } from '@/components/spinner';
import { DashboardOverview } from '@/features/report/components/dashboard-overview';
import { isAdmin, useCurrentUser } from '@/entities/user/current-user';

/**
 * /dashboard/overview (admin): the day's orders, revenue, times and top products, live. It is where
 * /dashboard leads; anyone else goes on to their profile.
 */
export function OverviewRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Checking your access" />;
  if (!isAdmin(user)) return <Navigate to="/dashboard/profile" replace />;
  return (
    <>
      <title>Dashboard · QuickBasket</title>
      <DashboardOverview />
    </>
  );
}
