import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';
import { PlusIcon } from './plus-icon';

interface AdminPageProps<T> {
  /** The h1's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** The page's list: its skeleton while pending, Try again when it failed, else empty or the list. */
  query: UseQueryResult<T[]>;
  /** The words of the Add button, in the header and in the empty state ("Add Rider"). */
  addLabel: string;
  onAdd: () => void;
  skeleton: ReactNode;
  errorTitle: string;
  empty: { title: string; description: string };
  list: (items: T[]) => ReactNode;
  /** The dialogs the page opens. */
  children?: ReactNode;
}

/** An admin page of one list (riders, stores): the title bar with Add, the list in its states, its dialogs. */
export function AdminPage<T>({ id, title, query, addLabel, onAdd, skeleton, errorTitle, empty, list, children }: AdminPageProps<T>) {
  const addButton = <AddButton label={addLabel} onClick={onAdd} />;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <PageHeader id={id} title={title} query={query}>
        {addButton}
      </PageHeader>
      {query.isPending ? (
        skeleton
      ) : query.isError ? (
        <LoadError title={errorTitle} query={query} />
      ) : query.data.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} action={addButton} />
      ) : (
        list(query.data)
      )}
      {children}
    </section>
  );
}

/** An admin page's "Add ..." button, with its plus. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <PlusIcon />
      {label}
    </Button>
  );
}
