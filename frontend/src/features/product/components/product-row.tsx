import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import type { Product } from '../types';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** SPEC section 9: the row scroll step is 200 px; a loading row shows 6 skeleton cards. */
const SCROLL_STEP_PX = 200;
const SKELETON_CARDS = 6;

const cardWidth = 'w-[9.25rem] shrink-0 snap-start sm:w-44 lg:w-[11.5rem]';

interface ProductRowProps {
  /** The category name; null for a placeholder row while categories load. */
  title: string | null;
  /** See All: undefined while sub categories load or when the category has none. */
  href?: string;
  products: readonly Product[];
  loading: boolean;
}

export function ProductRow({ title, href, products, loading }: ProductRowProps) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateEdges, products.length, loading]);

  const scrollBy = (direction: -1 | 1) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section aria-labelledby={title ? headingId : undefined} aria-busy={loading} className="relative">
      <div className="mb-2.5 flex items-center justify-between gap-3 lg:mb-3">
        {title ? (
          <h2 id={headingId} className="truncate text-lg font-bold text-ink lg:text-xl">
            {title}
          </h2>
        ) : (
          <Skeleton className="h-6 w-40" />
        )}
        {title && href ? (
          <Link
            to={href}
            aria-label={`See All ${title}`}
            className="shrink-0 rounded-md px-1 text-sm font-semibold text-brand hover:underline lg:text-base"
          >
            See All
          </Link>
        ) : null}
      </div>

      <div className="relative">
        <ul
          ref={scroller}
          onScroll={updateEdges}
          className="scrollbar-none -mx-3 flex snap-x gap-2.5 overflow-x-auto scroll-px-3 px-3 pb-1 sm:mx-0 sm:gap-3 sm:scroll-px-0 sm:px-0 md:snap-none"
        >
          {loading
            ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index} aria-hidden="true" className={cardWidth}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((product) => (
                <li key={product._id} className={cardWidth}>
                  <ProductCard product={product} />
                </li>
              ))}
        </ul>
        {!loading ? (
          <>
            <ScrollButton direction={-1} hidden={edges.atStart} label={title ? `Scroll ${title} left` : 'Scroll left'} onClick={() => scrollBy(-1)} />
            <ScrollButton direction={1} hidden={edges.atEnd} label={title ? `Scroll ${title} right` : 'Scroll right'} onClick={() => scrollBy(1)} />
          </>
        ) : null}
      </div>
    </section>
  );
}

function ScrollButton({ direction, hidden, label, onClick }: { direction: -1 | 1; hidden: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      // Touch screens swipe; the buttons are for mice and keyboards on wider screens.
      tabIndex={hidden ? -1 : undefined}
      aria-hidden={hidden || undefined}
      className={cn(
        'absolute top-1/2 z-20 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-white text-ink shadow-lg transition-opacity hover:bg-slate-50 md:flex',
        direction === -1 ? '-left-3' : '-right-3',
        hidden && 'pointer-events-none opacity-0',
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d={direction === -1 ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
