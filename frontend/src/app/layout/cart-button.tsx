import toast from 'react-hot-toast';

/**
 * SEAM (SPEC "Layout" and "Cart side panel"): with items this shows the item count and total and
 * opens the cart panel (desktop) or /cart (mobile). Until the cart slice lands it is always empty.
 */
export function CartButton() {
  return (
    <button
      type="button"
      onClick={() => toast('Your cart is empty')}
      className="flex h-10 items-center gap-2 rounded-lg bg-brand px-3 text-sm font-bold text-white shadow-sm transition-colors hover:bg-brand-hover lg:h-12 lg:px-4"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20.5" r="1.3" fill="currentColor" />
        <circle cx="17" cy="20.5" r="1.3" fill="currentColor" />
      </svg>
      <span className="sr-only sm:not-sr-only">My Cart</span>
    </button>
  );
}
