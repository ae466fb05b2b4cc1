import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { useStores } from '@/entities/store/stores';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useExportOrders, useExportProducts } from '../api/import-export';
import { ExportJob, useExportBusy } from './export-job';

/** Today in the shop's time zone (IST), as yyyy-mm-dd. */
const todayIst = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

function CallError({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {error.message}
    </p>
  ) : null;
}

/**
 * The catalog (the import's own columns) and the orders of a date range, as CSV downloads. Each
 * export is a job: the button queues it (once, however often it is clicked) and stays off while the
 * job prepares the file; the link comes when the file is ready.
 */
export function ExportPanel() {
  const headingId = useId();
  const products = useExportProducts();
  const orders = useExportOrders();
  const stores = useStores();
  const [from, setFrom] = useState(todayIst);
  const [to, setTo] = useState(todayIst);
  const [storeId, setStoreId] = useState('');
  const productsOnce = useSubmitOnce();
  const ordersOnce = useSubmitOnce();
  const productsBusy = useExportBusy(products.data);
  const ordersBusy = useExportBusy(orders.data);

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        Export
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          pending={products.isPending}
          disabled={productsBusy}
          onClick={() => productsOnce((done) => products.mutate(undefined, { onSettled: done }))}
        >
          Export products
        </Button>
        {products.data && !products.isPending ? <ExportJob key={products.data.jobId} started={products.data} what="products" /> : null}
        <CallError error={products.error} />
      </div>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (ordersBusy) return;
          ordersOnce((done) => orders.mutate({ from, to, ...(storeId ? { storeId } : {}) }, { onSettled: done }));
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
        <Button type="submit" variant="outline" pending={orders.isPending} disabled={ordersBusy}>
          Export orders
        </Button>
        {orders.data && !orders.isPending ? <ExportJob key={orders.data.jobId} started={orders.data} what="orders" /> : null}
        <CallError error={orders.error} />
      </form>
    </section>
  );
}
