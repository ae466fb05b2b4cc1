import type { ReactNode } from 'react';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import type { CartControl, Product } from '@/features/product/types';
import { PhoneBuyBar } from './phone-buy-bar';
import { ProductGallery } from './product-gallery';
import { DeliveryBadge, ProductPrice } from './product-price';

/** The page's grid and boxes, shared with ProductDetailsSkeleton so the loading page has the same layout. */
const articleLayout =
  'grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:gap-10';
const galleryColumn = 'md:sticky md:top-[calc(var(--header-height)+1rem)] md:self-start';
const card = 'rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5';

interface ProductDetailsProps {
  product: Product;
  CartControl: CartControl;
  /** The phone buy bar's way to the cart (the app composes it from the cart feature). */
  cartLink?: ReactNode;
}

/**
 * SPEC "Product detail": gallery, name, unit, price, stock or add-to-cart, Why shop, details. On a
 * phone the Add / quantity control is in the buy bar at the bottom of the screen instead of in the
 * card (one control on each screen size).
 */
export function ProductDetails({ product, CartControl, cartLink }: ProductDetailsProps) {
  const extraDetails = Object.entries(product.more_details ?? {});
  const inStock = product.stock > 0;
  return (
    <>
      <article className={articleLayout}>
        <div className={galleryColumn}>
          <ProductGallery images={product.image} name={product.name} />
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <section aria-labelledby="product-title" className={cn(card, 'flex flex-col gap-3')}>
            <DeliveryBadge />
            <h1 id="product-title" className="text-xl leading-snug font-bold text-ink sm:text-2xl">
              {product.name}
            </h1>
            <p className="text-sm text-ink-muted">
              <span className="sr-only">Unit: </span>
              {product.unit}
              {/* The store runs low: said before the shopper reaches the cap, as on the cards. */}
              {product.lowStock && <b className="text-red-700"> · Only {product.stock} left</b>}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
              <div className="flex flex-col gap-1">
                <ProductPrice price={product.price} discount={product.discount} size="detail" />
                <p className="text-xs text-ink-muted">(Inclusive of all taxes)</p>
              </div>
              {inStock ? (
                <div className="max-md:hidden">
                  <CartControl product={product} size="detail" />
                </div>
              ) : (
                <p className="rounded-lg bg-danger-soft px-4 py-2.5 text-sm font-bold text-danger">Out of Stock</p>
              )}
            </div>
          </section>

          <WhyShop />

          <section aria-labelledby="product-details-title" className={card}>
            <h2 id="product-details-title" className="text-base font-bold text-ink">
              Product Details
            </h2>
            <dl className="mt-3 flex flex-col gap-4 text-sm">
              <div>
                <dt className="font-semibold text-ink">Description</dt>
                <dd className="mt-1 whitespace-pre-line text-ink-muted">{product.description}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Unit</dt>
                <dd className="mt-1 text-ink-muted">{product.unit}</dd>
              </div>
              {extraDetails.map(([field, value]) => (
                <div key={field}>
                  <dt className="font-semibold text-ink">{field}</dt>
                  <dd className="mt-1 whitespace-pre-line text-ink-muted">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </article>
      {inStock ? <PhoneBuyBar product={product} CartControl={CartControl} cartLink={cartLink} /> : null}
    </>
  );
}

const reasons = [
  {
    title: 'Superfast Delivery',
    text: 'Get your order delivered to your doorstep at the earliest from dark stores near you.',
    icon: (
      <path d="M13.5 2 4 14h6.5L9.5 22 20 9.5h-6.8z" fill="currentColor" />
    ),
  },
  {
    title: 'Best Prices & Offers',
    text: 'Best price destination with offers directly from the manufacturers.',
    icon: (
      <>
        <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="8" cy="8" r="1.6" fill="currentColor" />
      </>
    ),
  },
  {
    title: 'Wide Assortment',
    text: 'Choose from 5000+ products across food, personal care, household and other categories.',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
        <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
        <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
        <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
      </g>
    ),
  },
];

function WhyShop() {
  return (
    <section aria-labelledby="why-shop-title" className={card}>
      <h2 id="why-shop-title" className="text-base font-bold text-ink">
        Why shop from QuickBasket?
      </h2>
      <ul className="mt-3 flex flex-col gap-4">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-ink">
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                {reason.icon}
              </svg>
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{reason.title}</span>
              <span className="block text-xs text-ink-muted sm:text-sm">{reason.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The loading page in the boxes of ProductDetails: the same grid and cards, a bar per line inside a
 * box as tall as that line (the usual product: two pictures, a one-line name and description, three
 * extra details), and the Why shop block itself, so nothing moves when the product arrives.
 */
export function ProductDetailsSkeleton() {
  return (
    <div aria-busy="true" className={articleLayout}>
      <span className="sr-only" role="status">
        Loading product
      </span>
      <div className={galleryColumn}>
        <div aria-hidden="true" className="flex flex-col gap-3">
          {/* ProductGallery: the picture with its padding in a bordered frame, the dots, the thumbnails. */}
          <div className="rounded-2xl border border-line bg-white p-4 sm:p-6">
            <Skeleton className="aspect-square w-full" />
          </div>
          <div className="flex h-6 items-center justify-center gap-2">
            <Skeleton className="h-2 w-5 rounded-full" />
            <Skeleton className="size-2 rounded-full" />
          </div>
          <div className="hidden gap-2 p-0.5 sm:flex">
            <Skeleton className="size-18 rounded-xl" />
            <Skeleton className="size-18 rounded-xl" />
          </div>
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <div aria-hidden="true" className={cn(card, 'flex flex-col gap-3')}>
          <Skeleton className="h-3.5 w-16 rounded-md" />
          <div className="text-xl leading-snug sm:text-2xl">
            <SkeletonLine className="w-4/5" />
            {/* Names take two lines in the narrow column of tablets. */}
            <SkeletonLine className="w-1/2 max-md:hidden lg:hidden" />
          </div>
          <SkeletonLine className="w-20 text-sm" />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
            <div className="flex flex-col gap-1">
              <SkeletonLine className="w-48 text-2xl" />
              <p className="text-xs text-ink-muted">(Inclusive of all taxes)</p>
            </div>
            <Skeleton className="h-11 w-32" />
          </div>
        </div>

        <WhyShop />

        <div aria-hidden="true" className={card}>
          <p className="text-base font-bold text-ink">Product Details</p>
          <div className="mt-3 flex flex-col gap-4 text-sm">
            {['Description', 'Unit', null, null, null].map((label, index) => (
              <div key={index}>
                {label ? <p className="font-semibold text-ink">{label}</p> : <SkeletonLine className="w-24" />}
                <SkeletonLine className={cn('mt-1', index === 0 ? 'w-full' : 'w-1/3')} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** One line of text's height (1lh of its font), holding a grey bar: a skeleton as tall as the text. */
function SkeletonLine({ className }: { className?: string }) {
  return (
    <div className={cn('flex h-[1lh] items-center', className)}>
      <Skeleton className="h-[0.75em] w-full" />
    </div>
  );
}
