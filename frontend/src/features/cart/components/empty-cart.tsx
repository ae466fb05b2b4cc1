import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/button';
import { cn } from '@/lib/cn';

/** SPEC "Cart side panel": an empty cart shows an image and Shop Now (to the home page). */
export function EmptyCart({ onShopNow, className }: { onShopNow?: () => void; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-4 px-4 py-8 text-center', className)}>
      <EmptyCartIllustration />
      <div>
        <p className="text-base font-bold text-ink">Your cart is empty</p>
        <p className="mt-1 text-sm text-ink-muted">Fresh groceries are 10 minutes away.</p>
      </div>
      <Link to="/" onClick={onShopNow} className={buttonClasses({ size: 'lg' })}>
        Shop Now
      </Link>
    </div>
  );
}

function EmptyCartIllustration() {
  return (
    <svg viewBox="0 0 200 150" className="h-36 w-48" aria-hidden="true">
      <ellipse cx="100" cy="138" rx="72" ry="8" fill="#eef0f3" />
      <circle cx="100" cy="70" r="58" fill="#fff6d6" />
      <path d="M40 44h16l14 62a8 8 0 0 0 7.8 6.2H142a8 8 0 0 0 7.8-6.1L160 62H62" fill="#fff" stroke="#1c1c1c" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M84 62v32M104 62v32M124 62v32M144 62v32" stroke="#f8cb46" strokeWidth="5" strokeLinecap="round" />
      <circle cx="82" cy="127" r="8" fill="#1c1c1c" />
      <circle cx="138" cy="127" r="8" fill="#1c1c1c" />
      <path d="M160 24c6 0 10 4 10 10" stroke="#0c831f" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path d="M172 16c10 1 16 8 17 18" stroke="#0c831f" strokeWidth="4" strokeLinecap="round" fill="none" opacity=".5" />
      <circle cx="36" cy="92" r="5" fill="#f8cb46" />
      <circle cx="170" cy="100" r="4" fill="#e8f5ea" stroke="#0c831f" strokeWidth="2" />
    </svg>
  );
}
