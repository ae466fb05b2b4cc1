import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/spinner';
import { isAdmin, useCurrentUser } from '@/entities/user/current-user';

/**
 * Admin pages (SPEC section 6): non-admins see "Do not have permission" in red. This is only the
 * screen; the server checks the ADMIN group on every admin call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Checking your access" />;
  if (!isAdmin(user)) return <NoPermission />;
  return <>{children}</>;
}

/** What a page says to someone it is not for (a shopper on an admin page, a rider on any dashboard page). */
export function NoPermission() {
  return (
    <div role="alert" className="rounded-2xl border border-danger/20 bg-danger-soft px-5 py-8 text-center">
      <p className="text-lg font-semibold text-red-600">Do not have permission</p>
    </div>
  );
}
