import type { ReactNode } from 'react';
import { Spinner } from './spinner';

interface PageHeaderProps {
  /** The h1's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** The page's query: a spinner beside the title while it refetches data already shown. */
  query: { isFetching: boolean; isPending: boolean };
  /** The page's actions (Add ..., a search field), at the right; below the title when narrow. */
  children?: ReactNode;
}

/** The title bar of a dashboard page (orders, addresses and the admin pages). */
export function PageHeader({ id, title, query, children }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-sm">
      <h1 id={id} className="flex items-center gap-2 text-xl font-bold text-ink">
        {title}
        {query.isFetching && !query.isPending ? <Spinner className="text-brand [&>svg]:size-4" label="Refreshing" /> : null}
      </h1>
      {children}
    </div>
  );
}
