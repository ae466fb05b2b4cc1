import { useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import { ProductImage } from '@/components/product-image';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC "Product detail": the main picture (swipeable on phones), prev / next arrows and dots, and a
 * row of thumbnails with its own scroll arrows when it overflows.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const slides = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [thumbEdges, setThumbEdges] = useState({ atStart: true, atEnd: true });
  const count = images.length;
  // The first picture is the page's largest paint (LCP): a high-priority preload link starts it as
  // early as the page knows it, ahead of anything else still loading.
  const [first] = images;
  if (first) preload(first, { as: 'image', fetchPriority: 'high' });

  const show = useCallback((index: number) => {
    const el = slides.current;
    if (!el) return;
    const target = Math.max(0, Math.min(index, el.children.length - 1));
    el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    setCurrent(target);
  }, []);

  // The slide in view decides the current picture, whether reached by a swipe or a button.
  const onSlidesScroll = () => {
    const el = slides.current;
    if (!el || el.clientWidth === 0) return;
    setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  const updateThumbEdges = useCallback(() => {
    const el = thumbs.current;
    if (!el) return;
    setThumbEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    updateThumbEdges();
    const el = thumbs.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(updateThumbEdges);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateThumbEdges, count]);

  // Keep the current thumbnail in view as the pictures change (inside the row only: never the page).
  useEffect(() => {
    const row = thumbs.current;
    const thumb = row?.children[current];
    if (!row || !(thumb instanceof HTMLElement)) return;
    const left = thumb.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + thumb.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left + thumb.offsetWidth - row.clientWidth;
  }, [current]);

  const scrollThumbs = (direction: -1 | 1) => {
    thumbs.current?.scrollBy({ left: direction * 200, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  if (count === 0) {
    return (
      <div className="overflow-hidden rounded-2xl border border-line bg-white">
        <ProductImage src={undefined} alt={name} size={480} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3" role="region" aria-roledescription="carousel" aria-label={`${name} pictures`}>
      <div className="relative overflow-hidden rounded-2xl border border-line bg-white">
        <ul
          ref={slides}
          onScroll={onSlidesScroll}
          // Focusable, so keyboards can scroll the pictures with the arrow keys too.
          tabIndex={0}
          aria-label="Pictures"
          className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto"
        >
          {images.map((src, index) => (
            <li
              key={`${src}-${index}`}
              className="w-full shrink-0 snap-center p-4 sm:p-6"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== current || undefined}
            >
              <ProductImage
                src={src}
                alt={count > 1 ? `${name}, picture ${index + 1}` : name}
                size={480}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <ArrowButton
              direction={-1}
              label="Previous picture"
              disabled={current === 0}
              onClick={() => show(current - 1)}
              className="absolute top-1/2 left-2 -translate-y-1/2"
            />
            <ArrowButton
              direction={1}
              label="Next picture"
              disabled={current === count - 1}
              onClick={() => show(current + 1)}
              className="absolute top-1/2 right-2 -translate-y-1/2"
            />
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <div className="flex justify-center gap-1" role="group" aria-label="Choose a picture">
          {images.map((src, index) => (
            <button
              key={`${src}-${index}`}
              type="button"
              onClick={() => show(index)}
              aria-label={`Picture ${index + 1}`}
              aria-current={index === current || undefined}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span className={cn('block h-2 rounded-full transition-all', index === current ? 'w-5 bg-brand' : 'w-2 bg-slate-300')} />
            </button>
          ))}
        </div>
      ) : null}

      {count > 1 ? (
        <div className="relative hidden sm:block">
          <ul ref={thumbs} onScroll={updateThumbEdges} className="scrollbar-none flex gap-2 overflow-x-auto p-0.5">
            {images.map((src, index) => (
              <li key={`${src}-${index}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={`Show picture ${index + 1}`}
                  aria-current={index === current || undefined}
                  className={cn(
                    'block size-18 overflow-hidden rounded-xl border-2 bg-white p-1 transition-colors',
                    index === current ? 'border-brand' : 'border-line hover:border-slate-300',
                  )}
                >
                  <ProductImage src={src} alt="" size={72} />
                </button>
              </li>
            ))}
          </ul>
          {thumbEdges.atStart && thumbEdges.atEnd ? null : (
            <>
              <ArrowButton
                direction={-1}
                label="Scroll thumbnails left"
                disabled={thumbEdges.atStart}
                onClick={() => scrollThumbs(-1)}
                className="absolute top-1/2 -left-2 -translate-y-1/2"
              />
              <ArrowButton
                direction={1}
                label="Scroll thumbnails right"
                disabled={thumbEdges.atEnd}
                onClick={() => scrollThumbs(1)}
                className="absolute top-1/2 -right-2 -translate-y-1/2"
              />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

function ArrowButton({
  direction,
  label,
  disabled,
  onClick,
  className,
}: {
  direction: -1 | 1;
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex size-9 items-center justify-center rounded-full border border-line bg-white/95 text-ink shadow-md transition-opacity hover:bg-white disabled:pointer-events-none disabled:opacity-0',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d={direction === -1 ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
