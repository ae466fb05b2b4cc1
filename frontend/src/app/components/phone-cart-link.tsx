import { Link } from '@/lib/router';
import { useCart } from '@/features/cart/api/get-cart';
import { itemCountLabel } from '@/lib/item-count';

/**
 * The phone cart bar's View Cart, small enough to sit beside the product page's buy bar (which
 * stands in for that bar there): the cart icon with its count, while the cart has something in it.
 */
export function PhoneCartLink() {
  const { summary } = useCart();
  const count = summary.totalQuantity;
  if (count === 0) return null;
  return (
    <Link
      to="/cart"
      aria-label={`View Cart, ${itemCountLabel(count)}`}
      className="relative flex size-11 items-center justify-center rounded-lg border border-line bg-white text-ink transition-colors hover:border-brand hover:text-brand"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20.5" r="1.3" fill="currentColor" />
        <circle cx="17" cy="20.5" r="1.3" fill="currentColor" />
      </svg>
      <span
        aria-hidden="true"
        className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-none font-extrabold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
