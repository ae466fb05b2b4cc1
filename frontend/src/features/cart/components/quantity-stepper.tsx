import { cn } from '@/lib/cn';
import { useCartLineActions } from '@/features/cart/api/cart-mutations';
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

/**
 * Minus / quantity / plus for a product in the cart (SPEC section 4). Plus stops at the stock; minus
 * at one removes the line. Changes show at once; while they reach the server the count pulses.
 */
export function QuantityStepper({ product, quantity, size = 'card', className, autoFocus, onRemove }: QuantityStepperProps) {
  const { increase, decrease, pending } = useCartLineActions(product);
  const atStock = quantity >= product.stock;
  const button = cn(
    'flex items-center justify-center rounded-md text-white transition-colors hover:bg-brand-hover',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-45',
    size === 'card' ? 'size-7' : 'size-10',
  );
  return (
    <div
      role="group"
      aria-label={`Quantity of ${product.name}`}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex items-center justify-between rounded-lg bg-brand p-0.5 font-bold text-white shadow-sm',
        size === 'card' ? 'h-8 min-w-[5.25rem] text-sm' : 'h-11 min-w-32 text-base',
        className,
      )}
    >
      <button
        type="button"
        onClick={() => {
          if (quantity <= 1) onRemove?.();
          decrease();
        }}
        aria-label={`Decrease quantity of ${product.name}`} className={button}>
        <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
          <path d="M3 8h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <span aria-live="polite" className={cn('min-w-6 px-0.5 text-center tabular-nums', pending && 'animate-pulse')}>
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <button
        type="button"
        onClick={increase}
        disabled={atStock}
        autoFocus={autoFocus}
        aria-label={`Increase quantity of ${product.name}`}
        title={atStock ? `Only ${product.stock} in stock` : undefined}
        className={button}
      >
        <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
          <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
