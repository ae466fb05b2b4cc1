import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { updateGuestCart } from '@/entities/cart/guest-cart';
import { withGuestProductSeen } from '@/entities/cart/guest-cart-lines';
import { useCartLineActions } from '@/features/cart/api/line-actions';
import type { CartProduct } from '@/features/cart/types';

interface QuantityStepperProps {
  product: CartProduct;
  quantity: number;
  /** 'card' on product cards and cart lines; 'detail' on the product page. */
  size?: 'card' | 'detail';
  className?: string;
  /** Focus the plus button when the stepper appears (it just replaced the Add button). */
  autoFocus?: boolean;
  /** Called when minus is about to remove the line (the stepper then unmounts). */
  onRemove?: () => void;
}

/** A typed quantity, bounded by 1 and the stock (NaN: nothing usable was typed). */
export function boundQuantity(typed: number, stock: number): number {
  if (!Number.isFinite(typed)) return Number.NaN;
  return Math.min(Math.max(Math.round(typed), 1), Math.max(stock, 1));
}

/**
 * Minus / quantity / plus for a product in the cart (SPEC section 4). Plus stops at the stock, and
 * then "Only N left" says why; minus at one removes the line. Tapping the number lets the shopper
 * type it (1 to the stock). Changes show at once; quick ones reach the server as one (the last),
 * and while they do the count pulses.
 */
export function QuantityStepper({ product, quantity, size = 'card', className, autoFocus, onRemove }: QuantityStepperProps) {
  const { increase, decrease, setQuantity, pending, signedIn } = useCartLineActions(product);
  const [typing, setTyping] = useState(false);
  // A guest line keeps the product as it was added: the copy shown here may be today's (price, stock).
  const { _id, name, stock, price, discount, unit } = product;
  const image = product.image?.[0];
  useEffect(() => {
    if (!signedIn) updateGuestCart((cart) => withGuestProductSeen(cart, { _id, name, stock, price, discount, unit, image: image ? [image] : undefined }));
  }, [signedIn, _id, name, stock, price, discount, unit, image]);
  const atStock = quantity >= product.stock;
  const button = cn(
    'flex items-center justify-center rounded-md text-white transition-colors hover:bg-brand-hover',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-45',
    size === 'card' ? 'size-7' : 'size-10',
  );
  const commit = (text: string) => {
    setTyping(false);
    const next = boundQuantity(Number(text), product.stock);
    if (!Number.isNaN(next)) setQuantity(next, quantity);
  };
  return (
    <div className={cn('inline-flex flex-col items-center gap-0.5', className)}>
      <div
        role="group"
        aria-label={`Quantity of ${product.name}`}
        aria-busy={pending || undefined}
        className={cn(
          'inline-flex w-full items-center justify-between rounded-lg bg-brand p-0.5 font-bold text-white shadow-sm',
          size === 'card' ? 'h-8 min-w-[5.25rem] text-sm' : 'h-11 min-w-32 text-base',
        )}
      >
        <button
          type="button"
          onClick={() => {
            if (quantity <= 1) onRemove?.();
            decrease(quantity);
          }}
          aria-label={`Decrease quantity of ${product.name}`}
          className={button}
        >
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
            <path d="M3 8h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {typing ? (
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(product.stock, 1)}
            defaultValue={quantity}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onBlur={(event) => commit(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event.currentTarget.value);
              if (event.key === 'Escape') setTyping(false);
            }}
            aria-label={`Type the quantity of ${product.name} (1 to ${product.stock})`}
            className="w-10 [appearance:textfield] rounded bg-white px-0.5 text-center text-ink tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none"
          />
        ) : (
          <button
            type="button"
            onClick={() => setTyping(true)}
            disabled={product.stock <= 0}
            aria-label={`Quantity ${quantity}: type a quantity of ${product.name}`}
            aria-live="polite"
            className={cn('min-w-6 rounded px-0.5 text-center tabular-nums hover:bg-brand-hover disabled:cursor-default', pending && 'animate-pulse')}
          >
            <span className="sr-only">Quantity </span>
            {quantity}
          </button>
        )}
        <button
          type="button"
          onClick={() => increase(quantity)}
          disabled={atStock}
          autoFocus={autoFocus}
          aria-label={`Increase quantity of ${product.name}`}
          className={button}
        >
          <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
            <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {quantity === product.stock ? <p className="text-[11px] leading-tight font-semibold text-red-700">Only {product.stock} left</p> : null}
    </div>
  );
}
