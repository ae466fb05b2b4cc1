import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { getStoreChoice } from '@/lib/store-choice';
import { useCartLineActions } from '@/features/cart/api/cart-mutations';
import { useCartLine } from '@/features/cart/api/get-cart';
import type { CartProduct } from '@/features/cart/types';
import { QuantityStepper } from './quantity-stepper';

interface AddToCartButtonProps {
  /** A full Product from the catalog; only the id, name and stock are required. */
  product: CartProduct;
  /** 'card' is the compact button on product cards; 'detail' the larger one on the product page. */
  size?: 'card' | 'detail';
  className?: string;
}

/**
 * SPEC section 4 "Cart line": not in the cart, Add (adds one); in the cart, minus / quantity / plus
 * (Item added / Item remove; minus at one removes the line); stock 0, Out of stock. Signed out, Add
 * says Please Login and opens the login page. With a chosen pincode no store serves, Add says so
 * ("We don't deliver to 560099 yet") rather than filling a cart that could never be ordered; a
 * closed or paused store still takes it (the cart waits; checkout says when it can order).
 */
export function AddToCartButton({ product, size = 'card', className }: AddToCartButtonProps) {
  const line = useCartLine(product._id);
  // Add turns into the stepper and back: the control the user pressed is gone, so the focus
  // moves to its replacement instead of falling back to the page.
  const [keepFocus, setKeepFocus] = useState(false);

  // A line stays adjustable (at least downwards) even when the product sold out after it was added.
  if (line) {
    return (
      <QuantityStepper
        product={{ ...product, ...line.productId }}
        quantity={line.quantity}
        size={size}
        className={className}
        autoFocus={keepFocus}
        onRemove={() => setKeepFocus(true)}
      />
    );
  }
  if (product.stock <= 0) {
    return (
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-lg bg-slate-100 font-semibold whitespace-nowrap text-ink-muted',
          size === 'card' ? 'h-8 px-2 text-xs' : 'h-11 px-5 text-sm',
          className,
        )}
      >
        Out of stock
      </span>
    );
  }
  return <AddButton product={product} size={size} className={className} autoFocus={keepFocus} onAdd={() => setKeepFocus(true)} />;
}

interface AddButtonProps {
  product: CartProduct;
  size: 'card' | 'detail';
  className?: string;
  autoFocus: boolean;
  onAdd: () => void;
}

function AddButton({ product, size, className, autoFocus, onAdd }: AddButtonProps) {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const { add, pending } = useCartLineActions(product);
  return (
    <button
      type="button"
      aria-label={`Add ${product.name} to cart`}
      // While a stored session's user loads, a tap cannot know whether to add or to ask for a login.
      // (Not disabled while the line's last change is under way: cart calls queue up in order, and a
      // disabled button could not take the focus back from the stepper it replaces.)
      disabled={isLoading}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!user) {
          toast('Please Login');
          void navigate('/login');
          return;
        }
        const answer = getStoreChoice()?.answer;
        if (answer && !answer.serviceable) {
          toast.error(answer.message);
          return;
        }
        onAdd();
        add();
      }}
      autoFocus={autoFocus}
      className={cn(
        'inline-flex items-center justify-center rounded-lg border border-brand bg-brand-soft font-bold text-brand-hover uppercase transition-colors hover:bg-brand hover:text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-70',
        size === 'card' ? 'h-8 min-w-16 px-3 text-xs' : 'h-11 min-w-32 px-6 text-sm',
        className,
      )}
    >
      Add
    </button>
  );
}
