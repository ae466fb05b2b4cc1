import { memo } from 'react';
import { Link } from '@/lib/router';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { discountLabel } from '@/lib/money';
import { productPath } from '@/lib/slug';
import type { CartControl, Product } from '@/features/product/types';
import { ProductImage } from '@/components/product-image';
import { DeliveryBadge, DiscountTag, ProductPrice } from './product-price';

interface ProductCardProps {
  product: Product;
  CartControl: CartControl;
  className?: string;
  /** The first cards of a page are above the fold: load those right away. */
  eager?: boolean;
  /** 3 under a row's h2 (default), 2 in a page's grid under its h1. */
  headingLevel?: 2 | 3;
}

/**
 * The product card of the home rows, sub category lists and search (DESIGN.md "Look and feel").
 * The name is the link and stretches over the whole card; the Add button sits above that stretch,
 * so the card has one link and one button for keyboards and screen readers. Memoised: a page shows
 * up to a hundred cards, and a list's re-render (more rows, sub categories arriving) leaves the cards
 * whose product did not change alone.
 */
export const ProductCard = memo(function ProductCard({ product, CartControl, className, eager = false, headingLevel = 3 }: ProductCardProps) {
  const off = discountLabel(product.discount);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-xl border border-line bg-white p-2 shadow-[0_1px_2px_rgba(0,0,0,0.04)] transition-shadow hover:shadow-md sm:p-2.5',
        className,
      )}
    >
      <div className="relative overflow-hidden rounded-lg">
        <ProductImage
          src={product.image[0]}
          alt={product.name}
          size={200}
          loading={eager ? 'eager' : 'lazy'}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {off ? <DiscountTag label={off} className="absolute top-0 left-0 rounded-none rounded-br-lg" /> : null}
      </div>
      <DeliveryBadge className="mt-2" />
      <Heading className="mt-1.5 line-clamp-2 min-h-[2lh] text-[13px] leading-snug font-semibold text-ink">
        <Link
          to={productPath(product)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand"
        >
          {product.name}
        </Link>
      </Heading>
      <p className="mt-0.5 truncate text-xs text-ink-muted">
        {product.unit}
        {/* The store runs low: said before the shopper reaches the cap (the stepper's own note is for a cart at the cap). */}
        {product.lowStock && <b className="text-red-700"> · Only {product.stock} left</b>}
      </p>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-1.5 gap-y-2 pt-2">
        <ProductPrice price={product.price} discount={product.discount} />
        <CartControl product={product} className="relative z-10" />
      </div>
    </article>
  );
});

/**
 * The same footprint as a card, for loading states: each bar sits in a box as tall as the line it
 * stands for (two name lines, the unit, a discounted price over its MRP), so a grid keeps its row
 * heights when the products arrive. The card pulses as a whole; `pulse={false}` keeps it still where
 * it is off screen, since each running animation costs style work on every frame.
 */
export function ProductCardSkeleton({ className, pulse = true }: { className?: string; pulse?: boolean }) {
  return (
    <div aria-hidden="true" className={cn('flex h-full flex-col rounded-xl border border-line bg-white p-2 sm:p-2.5', pulse && 'animate-pulse', className)}>
      <Skeleton pulse={false} className="aspect-square w-full" />
      <Skeleton pulse={false} className="mt-2 h-3.5 w-16 rounded-md" />
      <div className="mt-1.5 text-[13px] leading-snug">
        <div className="flex h-[1lh] items-center">
          <Skeleton pulse={false} className="h-3 w-full" />
        </div>
        <div className="flex h-[1lh] items-center">
          <Skeleton pulse={false} className="h-3 w-3/4" />
        </div>
      </div>
      <div className="mt-0.5 flex h-4 items-center">
        <Skeleton pulse={false} className="h-3 w-1/3" />
      </div>
      <div className="mt-auto flex items-end justify-between gap-2 pt-2">
        <div className="flex h-9 flex-col justify-center gap-1.5">
          <Skeleton pulse={false} className="h-3.5 w-12" />
          <Skeleton pulse={false} className="h-3 w-10" />
        </div>
        <Skeleton pulse={false} className="h-8 w-16" />
      </div>
    </div>
  );
}
