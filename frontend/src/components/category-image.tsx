import { useState } from 'react';
import { cn } from '@/lib/cn';

interface CategoryImageProps {
  src: string;
  name: string;
  size: number;
  className?: string;
  /** The home tiles are below the fold on phones; admin cards too. */
  loading?: 'lazy' | 'eager';
  /** When the name is already shown as text beside the picture, the picture adds nothing to read. */
  decorative?: boolean;
}

/** A category picture with a lettered stand-in when the file is missing or broken. */
export function CategoryImage({ src, name, size, className, loading = 'lazy', decorative = false }: CategoryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
        className={cn('flex aspect-square w-full items-center justify-center text-2xl font-black text-brand/70', className)}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('aspect-square h-auto w-full object-contain', className)}
    />
  );
}
