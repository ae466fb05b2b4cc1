import { Link } from '@/lib/router';
import type { ApiCreditEntry } from '@core/contracts/credit';
import { Button, buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/money';
import { useCreditHistory } from '@/features/credit/api/get-credit-history';
import { entryDate, entryView } from '@/features/credit/credit-entry';

/**
 * The shopper's QuickBasket credit: the balance on top, then every entry newest first (when, how
 * much added or spent, why, and the order it concerns), a page at a time.
 */
export function CreditHistory() {
  const history = useCreditHistory();
  const pages = history.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const balance = pages[0]?.balance ?? 0;
  return (
    <section aria-labelledby="credit-title" className="flex flex-col gap-4">
      <PageHeader id="credit-title" title="QuickBasket credit" query={history} />

      {history.isPending ? (
        <div aria-busy="true" aria-label="Loading your credit" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full rounded-2xl" />
          ))}
        </div>
      ) : history.isError ? (
        <LoadError title="Your credit could not be loaded" query={history} />
      ) : (
        <>
          <div className="rounded-2xl border border-line bg-brand-soft px-4 py-4">
            <p className="text-sm text-ink">Balance</p>
            <p className="text-2xl font-bold text-brand-hover" data-testid="credit-balance">
              {formatInr(balance)}
            </p>
            <p className="mt-1 text-xs text-ink-muted">Used at checkout: it pays for the items, fees and tip before the card or cash.</p>
          </div>
          {entries.length === 0 ? (
            <EmptyState
              title="No credit yet"
              description="Credit from refunds and from us shows up here, with what it was for."
              action={
                <Link to="/" className={buttonClasses()}>
                  Shop Now
                </Link>
              }
            />
          ) : (
            <ul aria-label="Credit history" className="flex flex-col gap-3">
              {entries.map((entry) => (
                <EntryCard key={entry.entryId} entry={entry} />
              ))}
            </ul>
          )}
          {history.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void history.fetchNextPage()} pending={history.isFetchingNextPage}>
              Show older
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function EntryCard({ entry }: { entry: ApiCreditEntry }) {
  const view = entryView(entry);
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold text-ink">{view.title}</p>
        <p className={cn('shrink-0 font-bold tabular-nums', view.added ? 'text-brand-hover' : 'text-ink')}>
          <span aria-hidden="true">{view.amount}</span>
          <span className="sr-only">{view.spoken}</span>
        </p>
      </div>
      {view.detail ? <p className="text-sm break-words text-ink-muted">{view.detail}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
        <time dateTime={entry.at}>{entryDate(entry.at)}</time>
        {entry.orderId ? (
          <Link to={`/dashboard/myorders/${entry.orderId}`} className="inline-flex min-h-11 items-center font-semibold text-brand-hover underline-offset-2 hover:underline sm:min-h-0">
            View order
          </Link>
        ) : null}
      </div>
    </li>
  );
}
