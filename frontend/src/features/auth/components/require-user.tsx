import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { PageSpinner } from '@/components/spinner';
import { useCurrentUser } from '@/entities/user/current-user';
import { returnState } from '@/lib/return-to';

/** Pages for signed-in users only: everybody else is sent to /login, which brings them back here. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading your account" />;
  if (!user) return <Navigate to="/login" replace state={returnState(location)} />;
  return <>{children}</>;
}
