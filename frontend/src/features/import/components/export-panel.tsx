import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { useStores } from '@/lib/stores';
import { useExportOrders, useExportProducts } from '../api/import-export';

/** Today in the shop's time zone (IST), as yyyy-mm-dd. */
const todayIst = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

function Download({ url, rows, label }: { url: string; rows: number; label: string }) {
  return (
    <a className="text-sm font-semibold text-brand underline" href={url} download>
      {label} ({rows.toLocaleString('en-IN')} rows)
    </a>
  );
}

/** The catalog (the import's own columns) and the orders of a date range, as CSV downloads. */
export function ExportPanel() {
  const headingId = useId();
  const products = useExportProducts();
  const orders = useExportOrders();
  const stores = useStores();
  const [from, setFrom] = useState(todayIst);
  const [to, setTo] = useState(todayIst);
  const [storeId, setStoreId] = useState('');

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Export
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" pending={products.isPending} onClick={() => products.mutate()}>
          Export products
        </Button>
        {products.data ? <Download url={products.data.url} rows={products.data.rows} label="Download products CSV" /> : null}
      </div>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          orders.mutate({ from, to, ...(storeId ? { storeId } : {}) });
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          From
          <input type="date" required value={from} max={to} onChange={(e) => setFrom(e.target.value)} className="rounded-lg border border-line px-2 py-1.5" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          To
          <input type="date" required value={to} min={from} onChange={(e) => setTo(e.target.value)} className="rounded-lg border border-line px-2 py-1.5" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          Store
          <select value={storeId} onChange={(e) => setStoreId(e.target.value)} className="rounded-lg border border-line px-2 py-1.5">
            <option value="">All stores</option>
            {(stores.data ?? []).map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline" pending={orders.isPending}>
          Export orders
        </Button>
        {orders.data ? <Download url={orders.data.url} rows={orders.data.rows} label="Download orders CSV" /> : null}
      </form>
    </section>
  );
}
