import { useCart } from '@/features/cart/api/get-cart';
import { CartBody, ProceedButton } from '@/features/cart/components/cart-contents';

/** /cart (SPEC section 2): the Cart side panel's content as a page, for phones. */
export function CartRoute() {
  const { lines, summary } = useCart();
  return (
    <section aria-labelledby="cart-title" className="mx-auto flex w-full max-w-xl flex-col gap-3">
      <title>Cart · QuickBasket</title>
      <h1 id="cart-title" className="text-xl font-bold text-ink">
        Cart
      </h1>
      <CartBody />
      {lines.length > 0 ? (
        <div className="sticky bottom-0 z-20 -mx-3 bg-canvas/95 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:px-0">
          <ProceedButton summary={summary} />
        </div>
      ) : null}
    </section>
  );
}
