import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Link, useNavigate } from '@/lib/router';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { discountedPrice, formatInr } from '@/lib/money';
import { readGuestCart } from '@/entities/cart/guest-cart';
import { mergeGuestCart } from '@/entities/cart/merge-guest-cart';
import { returnState } from '@/lib/return-to';
import { productPath } from '@/lib/slug';
import { ProductImage } from '@/components/product-image';
import { useCartLineActions } from '@/features/cart/api/line-actions';
import { useCart } from '@/features/cart/api/get-cart';
import { useCartOffers } from '@/features/cart/api/cart-offers';
import type { CartSummary } from '@/features/cart/cart-lines';
import { linesToFix, stockProblem, stockProblemText } from '@/features/cart/stock-problems';
import type { CartLine } from '@/features/cart/types';
import { BillDetails } from '@/components/bill-details';
import { useCartBill } from '@/entities/cart/cart-bill';
import { useStoreId } from '@/lib/store-choice';
import { useCurrentUser } from '@/entities/user/current-user';
import { CartOffers } from './cart-offers';
import { EmptyCart } from './empty-cart';
import { GuestStockAtStore } from './guest-stock';
import { QuantityStepper } from './quantity-stepper';
import { SubstitutionSelect } from './substitution-select';

interface CartBodyProps {
  /** Called when a link inside leaves the cart (the side panel closes then). */
  onNavigate?: () => void;
}

/**
 * What the Cart side panel and the /cart page show (SPEC "Cart side panel"): the savings, each line
 * with its quantity control, and the bill; an empty cart shows the illustration and Shop Now.
 */
export function CartBody({ onNavigate }: CartBodyProps) {
  const { lines, summary, isLoading, signedIn } = useCart();
  const queryClient = useQueryClient();
  // The fees of the store the cart is read for; a guest's lines are billed there too, before sign-in.
  const bill = useCartBill({ lines, storeId: useStoreId(), enabled: !isLoading, guest: !signedIn });
  // A guest cart still here while signed in: its merge at sign-in failed (offline, say). Once more now.
  useEffect(() => {
    if (signedIn && readGuestCart()?.lines.length) void mergeGuestCart(queryClient);
  }, [signedIn, queryClient]);
  // The offers are asked with the cart, not once it is shown, and the body waits for both: arriving
  // later, the offers (above the bill) pushed the bill down a screen's third on a phone.
  const offers = useCartOffers(signedIn);
  if (isLoading || offers.isLoading) return <CartSkeleton />;
  if (lines.length === 0) return <EmptyCart onShopNow={onNavigate} />;
  const toFix = linesToFix(lines).length;
  return (
    <div className="flex flex-col gap-3">
      {signedIn ? null : <GuestStockAtStore />}
      {toFix > 0 ? (
        <p className="rounded-xl bg-danger-soft px-4 py-2.5 text-sm font-semibold text-red-700">
          {toFix === 1 ? '1 item cannot' : `${toFix} items cannot`} be ordered as {toFix === 1 ? 'it is' : 'they are'}: reduce or remove{' '}
          {toFix === 1 ? 'it' : 'them'} to place your order.
        </p>
      ) : null}
      <p className="flex items-center justify-between gap-3 rounded-xl bg-[#e4efff] px-4 py-2.5 text-sm font-semibold text-[#1a56c4]">
        <span>Your total savings</span>
        <span className="font-extrabold">{formatInr(summary.savings)}</span>
      </p>
      <ul aria-label="Items in your cart" className="flex flex-col divide-y divide-line rounded-xl bg-white px-3">
        {lines.map((line) => (
          <CartLineRow key={line._id} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
      {signedIn ? <CartOffers /> : null}
      <BillDetails summary={summary} charges={{ bill: bill.data ?? undefined, pending: bill.isFetching, failed: bill.isError, retry: () => void bill.refetch() }} />
    </div>
  );
}

function CartLineRow({ line, onNavigate }: { line: CartLine; onNavigate?: () => void }) {
  const signedIn = useCurrentUser().user !== null;
  const product = line.productId;
  const unitPrice = discountedPrice(product.price, product.discount);
  const problem = stockProblem(line);
  return (
    <li className="flex items-center gap-3 py-3">
      <div className={cn('size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-white p-1', problem?.kind === 'sold-out' && 'opacity-60 grayscale')}>
        <ProductImage src={product.image[0]} alt="" size={64} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link to={productPath(product)} onClick={onNavigate} className="line-clamp-2 text-sm leading-snug font-medium text-ink hover:underline">
          {product.name}
        </Link>
        <p className="truncate text-xs text-ink-muted">{product.unit}</p>
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <span className="font-bold text-ink">
            <span className="sr-only">Price </span>
            {formatInr(unitPrice)}
          </span>
          {unitPrice !== product.price ? (
            <s className="text-xs text-ink-muted">
              <span className="sr-only">MRP </span>
              {formatInr(product.price)}
            </s>
          ) : null}
        </p>
        {problem ? (
          <p className="text-xs font-semibold text-red-700">
            {stockProblemText(problem)}
          </p>
        ) : null}
        {/* A guest's lines are in this browser only: the preference is set once signed in. */}
        {signedIn ? <SubstitutionSelect line={line} /> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <QuantityStepper product={product} quantity={line.quantity} />
        <RemoveLineButton line={line} />
      </div>
    </li>
  );
}

/** Remove, whatever the stock: the way out for a line whose product sold out. */
function RemoveLineButton({ line }: { line: CartLine }) {
  const { remove } = useCartLineActions(line.productId);
  return (
    <button
      type="button"
      onClick={remove}
      aria-label={`Remove ${line.productId.name}`}
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-xs font-semibold text-ink-muted transition-colors hover:bg-danger-soft hover:text-red-700 sm:min-h-7"
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Remove
    </button>
  );
}

/**
 * The lines that keep the cart from being ordered, each with its controls, for the checkout page
 * (which shows no lines otherwise): fix them there without going back to the cart.
 */
export function CartLinesToFix({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul aria-label="Items to fix" className="flex flex-col divide-y divide-line rounded-xl border border-danger/30 bg-white px-3">
      {lines.map((line) => (
        <CartLineRow key={line._id} line={line} />
      ))}
    </ul>
  );
}

function CartSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your cart" className="flex flex-col gap-3">
      <Skeleton className="h-10 w-full rounded-xl" />
      <div className="flex flex-col gap-4 rounded-xl bg-white p-3">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-16" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-3/4" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
      <Skeleton className="h-36 w-full rounded-xl" />
    </div>
  );
}

/** Why Proceed cannot open a checkout: everything in the cart is sold out. */
export const NOTHING_TO_BUY = 'Everything in your cart is out of stock: remove it and add something else to order';

/**
 * Proceed (SPEC "Cart side panel"): to /checkout when signed in, otherwise the Please Login message
 * and the login page, which brings the shopper (and the guest cart, added to the account's) back to
 * the checkout. A cart with nothing that can be bought says so instead of opening a checkout that
 * could not order. Shows the grand total beside it, as the bill's last word.
 */
export function ProceedButton({ summary, onNavigate, className }: { summary: CartSummary; onNavigate?: () => void; className?: string }) {
  const navigate = useNavigate();
  const { signedIn, lines, isLoading } = useCart();
  // The bill's grand total (its fees and offer in it): the query the bill box above reads, shared.
  // Until it is read, no figure: the lines' sum without the fees would be a wrong one.
  const bill = useCartBill({ lines, storeId: useStoreId(), enabled: !isLoading, guest: !signedIn });
  const total = bill.data?.grandTotal ?? (bill.data === null ? summary.grandTotal : undefined);
  return (
    <button
      type="button"
      onClick={() => {
        if (summary.lineCount === 0) {
          toast.error(NOTHING_TO_BUY, { id: 'proceed' });
          return;
        }
        onNavigate?.();
        if (!signedIn) {
          toast('Please Login', { id: 'proceed' });
          void navigate('/login', { state: returnState({ pathname: '/checkout' }) });
          return;
        }
        void navigate('/checkout');
      }}
      className={cn(
        'flex h-14 w-full items-center justify-between gap-3 rounded-xl bg-brand px-4 text-left text-white shadow-sm transition-colors hover:bg-brand-hover',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        className,
      )}
    >
      {total === undefined && bill.isError ? (
        <span />
      ) : (
        <span className="flex flex-col leading-tight">
          {total === undefined ? (
            <span aria-hidden="true" className="block h-6 w-16 animate-pulse rounded bg-white/40" />
          ) : (
            <span className="text-base font-extrabold">{formatInr(total)}</span>
          )}
          <span className="text-[11px] font-semibold tracking-wide text-white">TOTAL</span>
        </span>
      )}
      <span className="flex items-center gap-1 text-base font-bold">
        Proceed
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </button>
  );
}
