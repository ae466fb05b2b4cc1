import { cn } from '@/lib/cn';
import type { CartControl, Product } from '@/features/product/types';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Full-width grids use the desktop width (DESIGN.md: 5–6 columns); grids beside a side rail one column less. */
const columns = {
  full: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6',
  'with-rail': 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
} as const;

interface ProductGridProps {
  products: readonly Product[];
  CartControl: CartControl;
  /** Skeleton cards after the products: the whole grid on a first load, one more page while it loads. */
  skeletons?: number;
  layout?: keyof typeof columns;
  /** How many leading cards load their image at once (above the fold). */
  eagerCount?: number;
  className?: string;
}

export function ProductGrid({ products, CartControl, skeletons = 0, layout = 'full', eagerCount = 0, className }: ProductGridProps) {
  return (
    <ul className={cn('grid gap-2 sm:gap-3', columns[layout], className)}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} CartControl={CartControl} eager={index < eagerCount} headingLevel={2} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
