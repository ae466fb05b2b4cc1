import { Link } from '@/lib/router';
import { formatInr } from '@/lib/money';
import { useCart } from '@/features/cart/api/get-cart';
import { itemCountLabel, unavailableLabel } from '@/lib/item-count';

/**
 * SPEC "Layout": on small screens (below 768 px) a bar stuck to the bottom with the item count, the
 * total and View Cart, while the cart has something in it. Sticky (not fixed) at the end of the
 * page's column, so it settles above the footer instead of covering it.
 */
export function CartBottomBar() {
  const { summary } = useCart();
  // The pages without it are app/layout/app-shell.tsx's to say: they do not load this code.
  if (summary.totalQuantity === 0) return null;
  return (
    <div className="sticky bottom-0 z-30 px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden">
      <Link
        to="/cart"
        className="flex items-center justify-between gap-3 rounded-xl bg-brand px-3 py-2.5 text-white shadow-lg transition-colors hover:bg-brand-hover"
      >
        <span className="flex min-w-0 items-center gap-2.5">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
              <circle cx="10" cy="20.5" r="1.3" fill="currentColor" />
              <circle cx="17" cy="20.5" r="1.3" fill="currentColor" />
            </svg>
          </span>
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-xs font-medium text-white">
              {itemCountLabel(summary.totalQuantity)}
              {summary.unavailableCount > 0 ? ` · ${unavailableLabel(summary.unavailableCount)}` : null}
            </span>
            <span className="text-sm font-extrabold">
              <span className="sr-only">Total </span>
              {formatInr(summary.grandTotal)}
            </span>
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-sm font-bold">
          View Cart
          <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
            <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </Link>
    </div>
  );
}
