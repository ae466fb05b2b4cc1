import { Suspense, lazy, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { useCart } from '@/features/cart/api/get-cart';
import { itemCountLabel, unavailableLabel } from '@/lib/item-count';
import { formatInr } from '@/lib/money';
import { WIDE_SCREEN } from '@/lib/screen';

const loadDrawer = () => import('@/features/cart/components/cart-drawer');
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

/**
 * SPEC "Layout": the header's cart button, with the item count and total, or My Cart when empty.
 * It opens the Cart side panel on wide screens and the /cart page on phones.
 */
export function CartButton() {
  const navigate = useNavigate();
  const { summary } = useCart();
  const [open, setOpen] = useState(false);
  const count = summary.totalQuantity;
  const unavailable = summary.unavailableCount > 0 ? unavailableLabel(summary.unavailableCount) : undefined;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          if (window.matchMedia(WIDE_SCREEN).matches) setOpen(true);
          else void navigate('/cart');
        }}
        // Fetch the panel's code as soon as it is likely to be wanted.
        onPointerEnter={() => void loadDrawer()}
        title={unavailable}
        onFocus={() => void loadDrawer()}
        className="relative flex h-10 items-center gap-2 rounded-lg bg-brand px-3 text-sm font-bold text-white shadow-sm transition-colors hover:bg-brand-hover lg:h-12 lg:px-4"
      >
        <CartIcon />
        {count > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-[11px] leading-none font-extrabold text-brand shadow ring-1 ring-brand/20 sm:hidden"
            >
              {count > 99 ? '99+' : count}
            </span>
            <span className="sr-only sm:not-sr-only sm:flex sm:flex-col sm:items-start sm:leading-tight">
              <span className="text-xs font-semibold sm:text-[13px]">{itemCountLabel(count)}</span>
              <span className="sr-only">, total </span>
              <span className="text-sm">{formatInr(summary.grandTotal)}</span>
            </span>
          </>
        ) : (
          <span className="sr-only sm:not-sr-only">My Cart</span>
        )}
        {unavailable ? <span className="sr-only">, {unavailable}</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartDrawer onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20.5" r="1.3" fill="currentColor" />
      <circle cx="17" cy="20.5" r="1.3" fill="currentColor" />
    </svg>
  );
}
