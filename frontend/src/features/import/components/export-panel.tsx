import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { DateRangeStoreFilter } from '@/components/date-range-store-filter';
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
  const [range, setRange] = useState(() => ({ from: todayIst(), to: todayIst() }));
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
          ordersOnce((done) => orders.mutate({ ...range, ...(storeId ? { storeId } : {}) }, { onSettled: done }));
        }}
      >
        <DateRangeStoreFilter range={range} onRangeChange={setRange} storeId={storeId} onStoreChange={setStoreId} stores={stores.data} layout="stacked" />
        <Button type="submit" variant="outline" pending={orders.isPending} disabled={ordersBusy}>
          Export orders
        </Button>
        {orders.data && !orders.isPending ? <ExportJob key={orders.data.jobId} started={orders.data} what="orders" /> : null}
        <CallError error={orders.error} />
      </form>
    </section>
  );
}
