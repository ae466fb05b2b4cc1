import type { ReportSummary } from '@core/contracts/report';
import { formatInr } from '@/lib/money';

/**
 * Revenue split: items (after every discount), fees and tips add up to the revenue; the offer
 * discounts given are beside them (already taken off the items or the delivery fee). Tips are the
 * riders' whole: the store passes them on.
 */
export function RevenueSplit({ split }: { split: ReportSummary['split'] }) {
  const rows: [string, number, string][] = [
    ['Items', split.items, 'after discounts'],
    ['Fees', split.fees, 'delivery, handling and the like'],
    ['Tips', split.tips, 'all to the riders'],
    ['Offer discounts', split.discounts, 'given, not in revenue'],
  ];
  return (
    <section aria-labelledby="revenue-split-title" className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h2 id="revenue-split-title" className="mb-2 font-bold text-ink">
        Revenue split
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="revenue-split">
        {rows.map(([label, value, hint]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{formatInr(value)}</dd>
            <dd className="text-xs text-ink-muted">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
