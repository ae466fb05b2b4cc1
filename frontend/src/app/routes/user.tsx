import { useLocation, useNavigate } from '@/lib/router';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { RequireUser } from '@/features/auth/components/require-user';
import { LowStockBadge } from '@/features/report/components/low-stock-badge';

/** /user (SPEC section 2): the account menu as a page, for small screens. */
export function UserMenuRoute() {
  const navigate = useNavigate();
  // The visit's first entry (key 'default') was opened straight from an address: there is no page
  // of ours to go back to.
  const { key } = useLocation();
  const close = () => (key !== 'default' ? navigate(-1) : navigate('/'));
  return (
    <RequireUser>
      <title>My Account · QuickBasket</title>
      <section aria-label="My Account" className="relative mx-auto w-full max-w-md rounded-2xl border border-line bg-white p-4 shadow-sm">
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-full p-2 text-ink-muted transition-colors hover:bg-slate-100 hover:text-ink"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
        <AccountMenu variant="nav" beside={{ '/dashboard/stores': <LowStockBadge /> }} className="[&>div:first-child]:pr-10" />
      </section>
    </RequireUser>
  );
}
