import { useState } from 'react';
import { cn } from '@/lib/cn';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** The intrinsic size given to the browser (the images are square), so nothing shifts as they load. */
  size: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** A square product picture; a soft placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, size, className, loading = 'lazy', fetchPriority }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn('flex aspect-square w-full items-center justify-center bg-slate-50 text-slate-300', className)}
      >
        <svg viewBox="0 0 24 24" className="size-1/3" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 17-5-5-9 8" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
      className={cn('aspect-square h-auto w-full object-contain', className)}
    />
  );
}
