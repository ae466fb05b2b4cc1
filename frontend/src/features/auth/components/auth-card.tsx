import type { ReactNode } from 'react';
import { PASSWORD_MIN } from '@core/limits';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Already have an account? Login"). */
  footer?: ReactNode;
}

/** The frame of the account screens: one centred card that fills a phone and stays narrow on desktop. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <section
      aria-labelledby="auth-card-title"
      className="mx-auto my-2 w-full max-w-md rounded-2xl border border-line bg-white p-5 shadow-sm sm:my-6 sm:p-8"
    >
      <div className="mb-6 flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-ink shadow-sm" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
          </svg>
        </span>
        <div className="min-w-0">
          <h1 id="auth-card-title" className="text-xl font-bold text-ink sm:text-2xl">
            {title}
          </h1>
          {description ? <p className="mt-1 text-sm break-words text-ink-muted">{description}</p> : null}
        </div>
      </div>
      {children}
      {footer ? <div className="mt-6 border-t border-line pt-4 text-center text-sm text-ink-muted">{footer}</div> : null}
    </section>
  );
}

/** Links inside the card: brand green, underlined on hover, with a visible focus ring. */
export const authLinkClasses = 'rounded font-semibold text-brand hover:underline';

export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, with upper and lower case letters, a number and a symbol.`;
