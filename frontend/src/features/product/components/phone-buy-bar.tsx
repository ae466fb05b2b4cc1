import type { ReactNode } from 'react';
import type { CartControl, Product } from '@/features/product/types';
import { ProductPrice } from './product-price';

/**
 * On a phone (below 768 px) the product page's price and Add / quantity control stay at
 * the bottom of the screen, so buying needs no scroll past the gallery. Sticky (not fixed) at the end
 * of the page's column, as the cart bar it stands in for on this page (app-shell.tsx hides that here):
 * it covers nothing at the end of the page and settles above the footer. `cartLink` keeps that
 * bar's way to the cart while the cart has something in it.
 */
export function PhoneBuyBar({ product, CartControl, cartLink }: { product: Product; CartControl: CartControl; cartLink?: ReactNode }) {
  return (
    <div
      role="region"
      aria-label="Buy"
      className="sticky bottom-0 z-30 -mx-3 mt-4 border-t border-line bg-white/95 px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgba(0,0,0,0.15)] backdrop-blur sm:-mx-4 sm:px-4 md:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <ProductPrice price={product.price} discount={product.discount} />
          <span className="truncate text-xs text-ink-muted">
            <span className="sr-only">Unit: </span>
            {product.unit}
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {cartLink}
          <CartControl product={product} size="detail" />
        </div>
      </div>
    </div>
  );
}
