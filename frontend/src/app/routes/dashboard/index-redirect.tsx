import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { isAdmin, useCurrentUser } from '@/lib/current-user';

/** /dashboard: admins land on the Dashboard, shoppers on their profile. */
export function DashboardIndex() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Loading" />;
  return <Navigate to={isAdmin(user) ? '/dashboard/overview' : '/dashboard/profile'} replace />;
}
