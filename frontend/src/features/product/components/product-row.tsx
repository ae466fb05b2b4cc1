import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from '@/lib/router';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { CartControl, Product } from '@/features/product/types';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** SPEC section 9: a loading row shows 6 skeleton cards. */
const SKELETON_CARDS = 6;

/** Titles of the rows whose cards have rendered in this visit. */
const rowsSeen = new Set<string>();

const cardWidth = 'w-[9.25rem] shrink-0 snap-start sm:w-44 lg:w-[11.5rem]';

interface ProductRowProps {
  /** The category name; null for a placeholder row while categories load. */
  title: string | null;
  /** See All: undefined while sub categories load or when the category has none. */
  href?: string;
  products: readonly Product[];
  loading: boolean;
  CartControl: CartControl;
}

export function ProductRow({ title, href, products, loading, CartControl }: ProductRowProps) {
  const headingId = useId();
  const scroller = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  // Cards render as the row nears the screen: the home page's first render stays small on a phone.
  // Rows already seen render at once, so Back to the home page finds the place it left.
  const near = useNearViewport(section, title !== null && rowsSeen.has(title));
  useEffect(() => {
    if (near && title !== null) rowsSeen.add(title);
  }, [near, title]);
  const showCards = near && !loading;
  const edges = useRowEdges(scroller, showCards ? products.length : 0);

  const scrollBy = (direction: -1 | 1) => {
    const list = scroller.current;
    if (!list) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left: pageOfCards(list, direction), behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section ref={section} aria-labelledby={title ? headingId : undefined} aria-busy={loading} className="relative">
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
          className="scrollbar-none -mx-3 flex snap-x gap-2.5 overflow-x-auto scroll-px-3 px-3 pb-1 sm:mx-0 sm:gap-3 sm:scroll-px-0 sm:px-0 md:snap-none"
        >
          {!showCards
            ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index} aria-hidden="true" className={cardWidth}>
                  {/* Off screen it stays still: dozens of pulsing blocks below the fold cost every frame. */}
                  <ProductCardSkeleton pulse={near} />
                </li>
              ))
            : products.map((product) => (
                <li key={product._id} className={cardWidth}>
                  <ProductCard product={product} CartControl={CartControl} />
                </li>
              ))}
        </ul>
        {showCards ? (
          <>
            <ScrollButton direction={-1} hidden={edges.atStart} label={title ? `Scroll ${title} left` : 'Scroll left'} onClick={() => scrollBy(-1)} />
            <ScrollButton direction={1} hidden={edges.atEnd} label={title ? `Scroll ${title} right` : 'Scroll right'} onClick={() => scrollBy(1)} />
          </>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Where an arrow takes a row: a page of whole cards on (the next card not wholly seen comes first)
 * or back. SPEC section 9's 200 px step was under a card and a half a click on a desktop showing
 * six or seven; the arrows show from 768 px (phones swipe), so no screen steps by 200 px now.
 */
function pageOfCards(list: HTMLElement, direction: -1 | 1): number {
  const first = list.firstElementChild as HTMLElement | null;
  const second = first?.nextElementSibling as HTMLElement | null;
  if (!first) return list.scrollLeft;
  const stride = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
  const gap = stride - first.offsetWidth;
  const padding = first.offsetLeft - list.offsetLeft;
  const perPage = Math.max(1, Math.floor((list.clientWidth - 2 * padding + gap) / stride));
  // Card k starts the row at scrollLeft k × stride; the first wholly in view now (a trackpad may
  // have left the row between two cards).
  const firstSeen = Math.ceil(list.scrollLeft / stride - 0.01);
  return Math.max(0, (firstSeen + direction * perPage) * stride);
}

/**
 * Whether the row's first and last cards are wholly in view, to hide the scroll button that has
 * nowhere to go. IntersectionObserver reports it without forcing a layout per row (reading
 * scrollWidth in every row's effect made the home page's first render several times slower).
 */
function useRowEdges(scroller: RefObject<HTMLUListElement | null>, itemCount: number) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  useEffect(() => {
    const list = scroller.current;
    const first = list?.firstElementChild;
    const last = list?.lastElementChild;
    if (!list || !first || !last || itemCount === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((current) => {
          let { atStart, atEnd } = current;
          for (const entry of entries) {
            const inView = entry.intersectionRatio >= 0.95;
            if (entry.target === first) atStart = inView;
            if (entry.target === last) atEnd = inView;
          }
          return atStart === current.atStart && atEnd === current.atEnd ? current : { atStart, atEnd };
        });
      },
      { root: list, threshold: 0.95 },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [scroller, itemCount]);
  return edges;
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
