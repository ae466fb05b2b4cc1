import { cn } from '@/lib/cn';
import { discountLabel, discountedPrice, formatInr } from '@/lib/money';

interface ProductPriceProps {
  price: number;
  discount: number;
  size?: 'card' | 'detail';
  className?: string;
}

/**
 * The discounted price (SPEC section 9), and with a discount the struck-through original beside it;
 * on the detail page the "N% OFF" tag too (cards carry the tag on their picture).
 */
export function ProductPrice({ price, discount, size = 'card', className }: ProductPriceProps) {
  const off = discountLabel(discount);
  const final = discountedPrice(price, discount);
  if (size === 'detail') {
    return (
      <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
        <span className="text-2xl font-extrabold text-ink">
          <span className="sr-only">Price </span>
          {formatInr(final)}
        </span>
        {off ? (
          <>
            <s className="text-base text-ink-muted">
              <span className="sr-only">MRP </span>
              {formatInr(price)}
            </s>
            <DiscountTag label={off} />
          </>
        ) : null}
      </div>
    );
  }
  return (
    <p className={cn('flex min-w-0 flex-col leading-tight', className)}>
      <span className="text-sm font-bold text-ink">
        <span className="sr-only">Price </span>
        {formatInr(final)}
      </span>
      {off ? (
        <s className="text-xs text-ink-muted">
          <span className="sr-only">MRP </span>
          {formatInr(price)}
        </s>
      ) : null}
    </p>
  );
}

export function DiscountTag({ label, className }: { label: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-md bg-[#256fef] px-1.5 py-0.5 text-[11px] leading-none font-extrabold tracking-wide text-white', className)}>
      {label}
    </span>
  );
}

/** SPEC: product cards carry the 10 Min badge. */
export function DeliveryBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex w-fit items-center gap-1 rounded-md bg-slate-100 px-1.5 py-0.5 text-[10px] leading-none font-extrabold tracking-wide text-ink uppercase', className)}>
      <svg viewBox="0 0 12 12" className="size-2.5" aria-hidden="true">
        <circle cx="6" cy="6" r="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M6 3.2V6l1.8 1.2" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
      </svg>
      10 MIN
    </span>
  );
}
