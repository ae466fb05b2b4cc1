import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { formatInr } from '@/lib/money';
import { ProductImage } from '@/components/product-image';
import { useOrders } from '@/features/order/api/get-orders';
import { formatOrderTime, storeTimeNote } from '@/features/order/order-progress';
import type { Order } from '@/features/order/types';
import { OrderEta } from './order-eta';
import { OrderStatusBadge } from './order-status-badge';

/** SPEC "Orders page": titled Order; each order with Order No, the first product's image and name. */
export function OrderList() {
  const orders = useOrders();
  const timeNote = storeTimeNote();
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4">
      <PageHeader id="orders-title" title="Order" query={orders} />

      {orders.isPending ? (
        <ul aria-busy="true" aria-label="Loading orders" className="flex flex-col gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="flex gap-3 rounded-2xl border border-line bg-white p-4">
              <Skeleton className="size-16 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3.5 w-40" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : orders.isError ? (
        <LoadError
          title="Orders could not be loaded"
          query={orders}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          title="No Data"
          description="Your orders will show up here."
          action={
            <Link to="/" className={buttonClasses()}>
              Shop Now
            </Link>
          }
        />
      ) : (
        <>
          {timeNote ? <p className="-mt-2 text-xs text-ink-muted">{timeNote}</p> : null}
          <ul aria-label="Your orders" className="flex flex-col gap-3">
            {orders.data.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const more = Math.max(0, (order.items?.length ?? 1) - 1);
  return (
    // The Order No link covers the whole card: one tab stop, named by the order.
    <li className="relative flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition-colors focus-within:border-brand hover:border-brand/50">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/dashboard/myorders/${order._id}`}
          className="text-sm font-semibold break-all text-ink outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand"
        >
          Order No: {order.orderId}
        </Link>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="flex items-center gap-3">
        <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-white p-1">
          <ProductImage src={order.product_details.image[0]} alt="" size={64} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="line-clamp-2 text-sm font-medium text-ink">{order.product_details.name}</p>
          {more > 0 ? <p className="text-xs text-ink-muted">and {more} more {more === 1 ? 'product' : 'products'}</p> : null}
          <p className="text-xs text-ink-muted">
            <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
          </p>
          <OrderEta etaAt={order.etaAt} className="text-xs" />
        </div>
        <p className="shrink-0 text-right text-base font-extrabold text-ink">
          <span className="sr-only">Total </span>
          {formatInr(order.totalAmt)}
        </p>
      </div>
    </li>
  );
}
