import { Suspense, lazy, useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/entities/user/current-user';
import { getStoreChoice } from '@/lib/store-choice';
import { useAddToCart } from '@/features/cart/api/cart-mutations';
import { useCartLine } from '@/features/cart/api/get-cart';
import type { CartProduct } from '@/features/cart/types';

/**
 * The quantity control is code of its own, fetched when a product is in the cart or Add is about to
 * be pressed: a first visit's cart is empty, and the home page's JS budget is tight.
 */
const loadStepper = () => import('./quantity-stepper');
const QuantityStepper = lazy(() => loadStepper().then((module) => ({ default: module.QuantityStepper })));

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
 * fills the guest cart kept in this browser (entities/cart/guest-cart.ts), which joins the account's cart at
 * sign-in or registration. With a chosen pincode no store serves, Add says so
 * ("We don't deliver to 560099 yet") rather than filling a cart that could never be ordered; a
 * closed or paused store still takes it (the cart waits; checkout says when it can order).
 */
export function AddToCartButton({ product, size = 'card', className }: AddToCartButtonProps) {
  const line = useCartLine(product._id);
  // Add turns into the stepper and back: the control the user pressed is gone, so the focus
  // moves to its replacement instead of falling back to the page.
  const [keepFocus, setKeepFocus] = useState(false);

  const { user } = useCurrentUser();

  // A line stays adjustable (at least downwards) even when the product sold out after it was added.
  if (line) {
    // A guest line keeps the product as it was added; the catalog's copy shown now has today's price and stock.
    const inCart = user === null ? { ...line.productId, ...product } : { ...product, ...line.productId };
    return (
      // While its code loads (a moment, once), the quantity alone where the stepper will be.
      <Suspense fallback={<span className={cn(addClasses(size), 'border-0 bg-brand text-white', className)}>{line.quantity}</span>}>
        <QuantityStepper
          product={inCart}
          quantity={line.quantity}
          size={size}
          className={className}
          autoFocus={keepFocus}
          onRemove={() => setKeepFocus(true)}
        />
      </Suspense>
    );
  }
  if (product.stock <= 0) {
    return (
      <span className={cn(addClasses(size), 'border-slate-100 bg-slate-100 px-2 font-semibold whitespace-nowrap text-ink-muted', className)}>
        Out of stock
      </span>
    );
  }
  return <AddButton product={product} size={size} className={className} autoFocus={keepFocus} onAdd={() => setKeepFocus(true)} />;
}

/** The Add button's shape, also the stepper's stand-in while the stepper's code loads. */
const addClasses = (size: 'card' | 'detail') =>
  cn('inline-flex items-center justify-center rounded-lg border border-brand font-bold', size === 'card' ? 'h-8 min-w-16 px-3 text-xs' : 'h-11 min-w-32 px-6 text-sm');

interface AddButtonProps {
  product: CartProduct;
  size: 'card' | 'detail';
  className?: string;
  autoFocus: boolean;
  onAdd: () => void;
}

function AddButton({ product, size, className, autoFocus, onAdd }: AddButtonProps) {
  const { user, isLoading } = useCurrentUser();
  const { add, pending } = useAddToCart(product, user !== null);
  return (
    <button
      type="button"
      aria-label={`Add ${product.name} to cart`}
      // While a stored session's user loads, a tap cannot know which cart to add to.
      // (Not disabled while the line's last change is under way: cart calls queue up in order, and a
      // disabled button could not take the focus back from the stepper it replaces.)
      disabled={isLoading}
      aria-busy={pending || undefined}
      onPointerEnter={() => void loadStepper()}
      onFocus={() => void loadStepper()}
      onClick={() => {
        void loadStepper();
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
        addClasses(size),
        'bg-brand-soft text-brand-hover uppercase transition-colors hover:bg-brand hover:text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-70',
        className,
      )}
    >
      Add
    </button>
  );
}
