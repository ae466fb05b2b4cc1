import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/button';

/**
 * The shared look of /success and /cancel: a card with a picture, the message and Go To Home.
 * `next`: what the shopper does now (the order and Track order), shown above Go To Home, which then
 * steps back to an outline button.
 */
export function OutcomePanel({ tone, title, children, next }: { tone: 'success' | 'cancel'; title: string; children: ReactNode; next?: ReactNode }) {
  return (
    <section
      aria-labelledby="outcome-title"
      className={`mx-auto mt-4 flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border p-6 text-center shadow-sm sm:mt-10 sm:p-8 ${
        tone === 'success' ? 'border-brand/20 bg-brand-soft' : 'border-danger/20 bg-danger-soft'
      }`}
    >
      <title>{`${title} · QuickBasket`}</title>
      {children}
      <h1 id="outcome-title" className={`text-xl font-bold ${tone === 'success' ? 'text-brand' : 'text-danger'}`}>
        {title}
      </h1>
      {next}
      <Link to="/" className={buttonClasses({ variant: tone === 'success' ? (next ? 'outline' : 'primary') : 'danger-outline', size: 'lg' })}>
        Go To Home
      </Link>
    </section>
  );
}
