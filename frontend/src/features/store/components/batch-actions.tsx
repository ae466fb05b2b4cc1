import { useState } from 'react';
import type { StoreStockRow } from '@core/contracts/store';
import { ReceiveStockDialog } from './receive-stock-dialog';

/** A yyyy-mm-dd day as "30 Nov" (the day as written, whatever the browser's time zone). */
export const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Under a Stock row's name: the expiring-soon mark of its earliest batch, and "Receive stock". */
export function BatchActions({ row, storeId }: { row: StoreStockRow; storeId: string }) {
  const [receiving, setReceiving] = useState(false);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      {row.expiresSoon ? (
        <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-ink" title="A batch of it expires within the store's expiring-soon days">
          Expires soon: {shortDay(row.expiresSoon)}
        </span>
      ) : null}
      <button type="button" onClick={() => setReceiving(true)} className="min-h-11 text-xs font-semibold text-brand-hover hover:underline sm:min-h-0">
        Receive stock
      </button>
      {receiving ? <ReceiveStockDialog row={row} storeId={storeId} onClose={() => setReceiving(false)} /> : null}
    </div>
  );
}
