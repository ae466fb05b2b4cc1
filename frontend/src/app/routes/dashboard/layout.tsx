import { NavLink, Outlet } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { isAdmin } from '../../../features/auth/types';
import { cn } from '../../../lib/cn';

interface NavItem {
  to: string;
  label: string;
}

const adminLinks: NavItem[] = [
  { to: 'category', label: 'Category' },
  { to: 'subcategory', label: 'Sub Category' },
  { to: 'upload-product', label: 'Upload Product' },
  { to: 'product', label: 'Product' },
];

const userLinks: NavItem[] = [
  { to: 'myorders', label: 'My Orders' },
  { to: 'address', label: 'Save Address' },
];

/** /dashboard (SPEC section 2): account and admin pages beside a menu. */
export function DashboardLayout() {
  const { user } = useCurrentUser();
  const admin = isAdmin(user);
  const links = [{ to: 'profile', label: 'My Profile' }, ...(admin ? adminLinks : []), ...userLinks];

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-6">
      <aside className="lg:sticky lg:top-24 lg:w-60 lg:shrink-0">
        <div className="hidden rounded-2xl border border-line bg-white p-4 shadow-sm lg:block">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">My Account</p>
          <p className="mt-1 truncate font-semibold text-ink">
            {user ? user.name || String(user.mobile ?? '') : 'Guest'}
            {admin ? <span className="ml-1 text-sm font-medium text-danger">(Admin)</span> : null}
          </p>
        </div>
        <nav aria-label="Account" className="mt-0 lg:mt-3">
          <ul className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-2xl lg:border lg:border-line lg:bg-white lg:p-2 lg:shadow-sm">
            {links.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:rounded-lg lg:border-0 lg:px-3',
                      isActive
                        ? 'border-brand bg-brand-soft text-brand lg:font-semibold'
                        : 'border-line bg-white text-ink hover:bg-slate-50 lg:bg-transparent',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* SEAM: Log Out goes at the end of this menu with the auth slice. */}
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
