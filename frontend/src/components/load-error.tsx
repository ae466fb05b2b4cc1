import { Button } from './button';
import { EmptyState } from './empty-state';

interface LoadErrorProps {
  title: string;
  description?: string;
  /** The query that failed: Try again refetches it and spins while it does. */
  query: { refetch: () => unknown; isFetching: boolean };
  /** The button's words; "Try again" unless the page says otherwise. */
  retryLabel?: string;
}

/** What a list or page shows when its data could not be loaded: the reason and Try again. */
export function LoadError({ title, description = 'Please check your connection and try again.', query, retryLabel = 'Try again' }: LoadErrorProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={() => void query.refetch()} pending={query.isFetching}>
          {retryLabel}
        </Button>
      }
    />
  );
}
