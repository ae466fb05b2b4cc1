import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';

/**
 * SEAM (SPEC "Account menu"): signed out shows the Login link. Signed in, replace the link below
 * with the Account dropdown (name or mobile, (Admin) marker, profile, admin links, My Orders,
 * Save Address, Log Out) on desktop and a link to /user on mobile.
 */
export function AccountSlot() {
  const { user } = useCurrentUser();
  if (user) {
    return (
      <Link
        to="/dashboard/profile"
        className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-ink hover:bg-black/5 lg:text-base"
      >
        <UserIcon />
        <span className="sr-only sm:not-sr-only">Account</span>
      </Link>
    );
  }
  return (
    <Link
      to="/login"
      className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-ink hover:bg-black/5 lg:text-base"
    >
      <UserIcon />
      {/* On the narrowest phones the icon alone keeps the header on one row. */}
      <span className="max-[359px]:sr-only">Login</span>
    </Link>
  );
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 lg:hidden" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}
