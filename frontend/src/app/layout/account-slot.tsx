import { Suspense, lazy } from 'react';
import { Link, useLocation } from '@/lib/router';
import { Skeleton } from '@/components/skeleton';
import { useCurrentUser } from '@/entities/user/current-user';

// Signed-in code only: a shopper who is not signed in never downloads the account menu.
const AccountDropdown = lazy(() =>
  import('@/features/auth/components/account-dropdown').then((module) => ({ default: module.AccountDropdown })),
);

const linkClasses = 'flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-ink hover:bg-black/5 lg:h-12 lg:text-base';

/**
 * SPEC "Layout" and "Account menu": signed out, the Login link; signed in, the Account dropdown from
 * 768 px up and, below that (SPEC section 9's small screens), a button to the /user menu page.
 */
export function AccountSlot() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  // Only while a stored session's user (or the menu's code) loads: holds the place so the header does not jump.
  const placeholder = <Skeleton className="h-10 w-10 bg-black/10 md:w-24" />;
  if (isLoading) return placeholder;
  if (user) {
    return (
      <>
        <Link to="/user" aria-label="Account" className={`${linkClasses} md:hidden`}>
          <UserIcon />
        </Link>
        <div className="hidden md:block">
          <Suspense fallback={placeholder}>
            <AccountDropdown />
          </Suspense>
        </div>
      </>
    );
  }
  return (
    // Signing in comes back here (lib/return-to.ts reads `from`).
    <Link to="/login" state={{ from: location.pathname + location.search }} className={linkClasses}>
      <UserIcon className="lg:hidden" />
      {/* On phones the icon alone: the delivery location takes the row's room. */}
      <span className="max-sm:sr-only">Login</span>
    </Link>
  );
}

function UserIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`size-5 ${className ?? ''}`} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}
