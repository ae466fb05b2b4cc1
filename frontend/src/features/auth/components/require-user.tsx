import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/current-user';

/** Pages for signed-in users only: everybody else is sent to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Loading your account" />;
  if (!user) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
