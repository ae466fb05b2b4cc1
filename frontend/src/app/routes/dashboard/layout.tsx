import { Outlet } from '@/lib/router';
import { isPicker, isRider, useCurrentUser } from '@/entities/user/current-user';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { LowStockBadge } from '@/features/report/components/low-stock-badge';
import { NoPermission } from '@/features/auth/components/admin-guard';

/**
 * /dashboard (SPEC section 2): on desktop the account menu (the same one as the header's) sits on the
 * left and the page on the right; on small screens only the page shows, the menu lives at /user.
 * A rider has no dashboard page (their screen is /rider): every one says "Do not have permission".
 */
export function DashboardLayout() {
  const { user } = useCurrentUser();
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
      {user ? (
        <aside className="hidden lg:sticky lg:top-24 lg:block lg:w-64 lg:shrink-0">
          <AccountMenu variant="nav" beside={{ '/dashboard/stores': <LowStockBadge /> }} className="rounded-2xl border border-line bg-white p-3 shadow-sm" />
        </aside>
      ) : null}
      <div className="min-w-0 flex-1">
        {isRider(user) || isPicker(user) ? <NoPermission /> : <Outlet />}
      </div>
    </div>
  );
}
