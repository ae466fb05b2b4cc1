import { STORE_TIME_ZONE } from '@core/stores';
import { Link } from '@/lib/router';
import { useStockGaps } from '@/features/store/api/shelf-and-gaps';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * Stock gaps: units a picker could not find on the shelf though the stock said they were there
 * (newest first), each with its order, so an admin can count that shelf. The stock count itself is
 * not changed by them. Nothing shows while there are none.
 */
export function StockGaps({ storeId }: { storeId: string }) {
  const gaps = useStockGaps(storeId);
  const list = gaps.data ?? [];
  if (list.length === 0) return null;

  return (
    <section aria-labelledby="stock-gaps-title" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      <h2 id="stock-gaps-title" className="text-sm font-bold text-ink">
        Stock gaps <span className="font-normal text-ink-muted">(not found by pickers)</span>
      </h2>
      <ul aria-label="Stock gaps" className="flex flex-col divide-y divide-line">
        {list.map((gap) => (
          <li key={`${gap.orderId}-${gap.productId}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm">
            <span className="min-w-0">
              <span className="font-semibold">{gap.name}</span>: {gap.quantity} missing
            </span>
            <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-muted">
              <Link to={`/dashboard/orders?q=${encodeURIComponent(gap.orderNumber)}`} className="inline-flex min-h-11 items-center font-semibold text-brand-hover hover:underline sm:min-h-0">
                Order {gap.orderNumber}
              </Link>
              <span>
                {gap.pickerName}, <time dateTime={gap.at}>{when.format(new Date(gap.at))}</time>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
