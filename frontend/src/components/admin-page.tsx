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
  /** The call behind the list: its skeleton while pending, Try again when it failed, its refresh in the header. */
  query: UseQueryResult<unknown>;
  /** What the call answered to list (undefined while pending). */
  items: T[] | undefined;
  /** The words of the Add button, in the header and in the empty state ("Add Rider"). */
  addLabel?: string;
  onAdd?: () => void;
  /** The header's control instead of Add (the products' search). */
  header?: ReactNode;
  skeleton: ReactNode;
  errorTitle: string;
  /** Nothing to list: its words, and what it offers (the Add button unless given). */
  empty: { title: string; description: string; action?: ReactNode };
  list: (items: T[]) => ReactNode;
  /** The dialogs the page opens. */
  children?: ReactNode;
}

/**
 * An admin page of one collection (categories, sub categories, products, riders, stores): the title
 * bar with Add (or a search), the list in its states (loading, failed, empty, listed), its dialogs.
 */
export function AdminPage<T>({ id, title, query, items, addLabel, onAdd, header, skeleton, errorTitle, empty, list, children }: AdminPageProps<T>) {
  const addButton = addLabel && onAdd ? <AddButton label={addLabel} onClick={onAdd} /> : null;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4">
      <PageHeader id={id} title={title} query={query}>
        {header ?? addButton}
      </PageHeader>
      {query.isPending ? (
        skeleton
      ) : query.isError ? (
        <LoadError title={errorTitle} query={query} />
      ) : !items || items.length === 0 ? (
        <EmptyState title={empty.title} description={empty.description} action={'action' in empty ? empty.action : addButton} />
      ) : (
        list(items)
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
