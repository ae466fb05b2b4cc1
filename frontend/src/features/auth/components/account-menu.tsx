import type { ReactNode } from 'react';
import { NavLink } from '@/lib/router';
import { Spinner } from '@/components/spinner';
import { cn } from '@/lib/cn';
import { isAdmin, isPicker, isRider, useCurrentUser, type User } from '@/entities/user/current-user';
import { useCreditBalance } from '@/entities/credit/credit-balance';
import { formatInr } from '@/lib/money';
import { useLogout } from '@/features/auth/api/logout';
import { UserAvatar } from '@/components/user-avatar';

interface MenuLink {
  to: string;
  label: string;
}

const profileLink: MenuLink = { to: '/dashboard/profile', label: 'Profile' };
const adminLinks: MenuLink[] = [
  { to: '/dashboard/overview', label: 'Dashboard' },
  { to: '/dashboard/category', label: 'Category' },
  { to: '/dashboard/subcategory', label: 'Sub Category' },
  { to: '/dashboard/upload-product', label: 'Upload Product' },
  { to: '/dashboard/product', label: 'Product' },
  { to: '/dashboard/orders', label: 'Orders' },
  { to: '/dashboard/stores', label: 'Stores' },
  { to: '/dashboard/import', label: 'Import / Export' },
  { to: '/dashboard/riders', label: 'Riders' },
  { to: '/dashboard/pickers', label: 'Pickers' },
  { to: '/dashboard/offers', label: 'Offers' },
  { to: '/dashboard/claims', label: 'Claims' },
];
/** A rider's one screen: no profile, orders or addresses of their own here. */
const riderLinks: MenuLink[] = [{ to: '/rider', label: 'Rider' }];
const pickerLinks: MenuLink[] = [{ to: '/picker', label: 'Picking' }];
const shopperLinks: MenuLink[] = [
  { to: '/dashboard/myorders', label: 'My Orders' },
  { to: '/dashboard/address', label: 'Save Address' },
  { to: '/dashboard/credit', label: 'QuickBasket credit' },
];

interface AccountMenuProps {
  /**
   * 'menu': inside the header dropdown, with ARIA menu roles (the dropdown moves the focus).
   * 'nav': a plain navigation list (the /user page and the dashboard's side menu).
   */
  variant: 'menu' | 'nav';
  /** Called after a link is chosen, e.g. to close the dropdown. */
  onNavigate?: () => void;
  /** Id of the element that names the menu (the dropdown's button). */
  labelledBy?: string;
  className?: string;
  /** Shown beside a link (by its `to`): the dashboard's low-stock badge beside Stores. */
  beside?: Partial<Record<string, ReactNode>>;
}

/** Who is signed in: SPEC "Account menu": My Account, name or mobile, and (Admin) for admins. */
export function AccountHeading({ user }: { user: User }) {
  const shownName = user.name.trim() || user.mobile || user.email;
  return (
    <div className="flex items-center gap-3 px-1">
      <UserAvatar user={user} className="size-11 text-lg" />
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">My Account</p>
        {/* Long names wrap (two lines at most) rather than hide the (Admin) marker. */}
        <p className="line-clamp-2 font-semibold break-words text-ink" title={shownName}>
          {shownName}
          {isAdmin(user) ? <span className="ml-1 text-sm font-semibold whitespace-nowrap text-danger">(Admin)</span> : null}
          {isRider(user) ? <span className="ml-1 text-sm font-semibold whitespace-nowrap text-brand-hover">(Rider)</span> : null}
          {isPicker(user) ? <span className="ml-1 text-sm font-semibold whitespace-nowrap text-brand-hover">(Picker)</span> : null}
        </p>
      </div>
    </div>
  );
}

/**
 * SPEC "Account menu": the one list of account links, shared by the header dropdown (desktop), the
 * /user page (mobile) and the dashboard side menu, so they can never disagree.
 */
export function AccountMenu({ variant, onNavigate, labelledBy, className, beside }: AccountMenuProps) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;

  const inMenu = variant === 'menu';
  const groups = isRider(user) ? [riderLinks] : isPicker(user) ? [pickerLinks] : [[profileLink], ...(isAdmin(user) ? [adminLinks] : []), shopperLinks];
  const itemClasses = (active: boolean) =>
    cn(
      'flex w-full items-center rounded-lg px-3 py-2.5 text-left text-sm font-medium transition-colors outline-none',
      'focus-visible:ring-2 focus-visible:ring-brand',
      inMenu ? 'focus:bg-slate-100' : undefined,
      active ? 'bg-brand-soft font-semibold text-brand-hover' : 'text-ink hover:bg-slate-100',
    );
  const separator = <li role={inMenu ? 'separator' : undefined} aria-hidden={inMenu ? undefined : true} className="my-1.5 border-t border-line" />;

  const list = (
    <ul role={inMenu ? 'menu' : undefined} aria-labelledby={inMenu ? labelledBy : undefined} className="flex flex-col">
      {groups.map((links, groupIndex) => (
        <GroupItems key={links[0]?.to ?? groupIndex} separator={groupIndex > 0 ? separator : null}>
          {links.map((link) => (
            <li key={link.to} role={inMenu ? 'none' : undefined} className={beside?.[link.to] ? 'flex items-center gap-1' : undefined}>
              <NavLink
                to={link.to}
                role={inMenu ? 'menuitem' : undefined}
                tabIndex={inMenu ? -1 : undefined}
                onClick={onNavigate}
                // Active on the pages under the link's own too (one order under My Orders): that section.
                className={({ isActive }) => itemClasses(isActive)}
              >
                {link.label}
              </NavLink>
              {beside?.[link.to]}
            </li>
          ))}
        </GroupItems>
      ))}
      {separator}
      <li role={inMenu ? 'none' : undefined}>
        <button
          type="button"
          role={inMenu ? 'menuitem' : undefined}
          tabIndex={inMenu ? -1 : undefined}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          aria-busy={logout.isPending || undefined}
          className={cn(itemClasses(false), 'gap-2 text-danger hover:bg-danger-soft hover:text-danger disabled:opacity-60')}
        >
          <LogOutIcon />
          Log Out
          {logout.isPending ? <Spinner label={null} className="ml-auto [&>svg]:size-4" /> : null}
        </button>
      </li>
    </ul>
  );

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <AccountHeading user={user} />
      {isRider(user) || isPicker(user) ? null : <CreditBalance inMenu={inMenu} onNavigate={onNavigate} />}
      {inMenu ? list : <nav aria-label="Account">{list}</nav>}
    </div>
  );
}

/**
 * "QuickBasket credit ₹120": the shopper's store credit, spent at checkout, opening its history;
 * nothing while there is none. In the dropdown the arrow keys move between menu items: there the
 * list's own "QuickBasket credit" item is the keyboard's way to the history, so this stays out of the tab order.
 */
function CreditBalance({ inMenu, onNavigate }: { inMenu: boolean; onNavigate?: () => void }) {
  const balance = useCreditBalance();
  if (!balance.data) return null;
  return (
    <NavLink
      to="/dashboard/credit"
      onClick={onNavigate}
      tabIndex={inMenu ? -1 : undefined}
      className={() => 'flex items-center justify-between gap-2 rounded-lg bg-brand-soft px-3 py-2 text-sm text-ink outline-none hover:bg-brand-soft/70 focus-visible:ring-2 focus-visible:ring-brand'}
    >
      <span>
        QuickBasket credit <strong className="font-bold text-brand-hover">{formatInr(balance.data)}</strong>
      </span>
      <span aria-hidden="true">›</span>
    </NavLink>
  );
}

function GroupItems({ separator, children }: { separator: ReactNode; children: ReactNode }) {
  return (
    <>
      {separator}
      {children}
    </>
  );
}

function LogOutIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
