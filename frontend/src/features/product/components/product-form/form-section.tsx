import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One titled part of the product form: a fieldset, so its title is read out with its fields. Every
 * part after the first has a rule above it.
 */
export function FormSection({ title, first = false, children }: { title: string; first?: boolean; children: ReactNode }) {
  return (
    <div className={cn(!first && 'border-t border-line pt-5')}>
      <fieldset className="min-w-0">
        <legend className="mb-4 text-base font-bold text-ink">{title}</legend>
        <div className="flex flex-col gap-5">{children}</div>
      </fieldset>
    </div>
  );
}
