import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { itemCountLabel } from '@/lib/item-count';
import { formatInr } from '@/lib/money';
import { etaText, formatOrderTime, paymentText } from '@/features/order/order-progress';
import type { AdminOrder } from '@/features/order/types';
import { OrderStatusBadge } from './order-status-badge';

/**
 * Up to 1280 px: Order No and status, shopper and total, then time · items · payment. Wider (the
 * dashboard menu beside it leaves room for seven columns only from there): one row, a column each.
 * The rows and the column headings share it; each says itself when it is a grid (the headings only
 * from 1280 px), since cn() does not resolve conflicting classes.
 */
export const rowGrid = cn(
  'grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 [grid-template-areas:"no_status"_"shopper_total"_"meta_meta"]',
  'xl:grid-cols-[minmax(9rem,1fr)_minmax(7rem,0.8fr)_minmax(7rem,1.4fr)_4rem_4.5rem_minmax(6rem,1fr)_8.5rem] xl:items-center xl:gap-y-0',
  'xl:[grid-template-areas:"no_time_shopper_items_total_payment_status"]',
);

/** The column headings, from 1280 px (below it each row says what its parts are). */
export function AdminOrderHeadings() {
  return (
    <div aria-hidden="true" className={cn(rowGrid, 'hidden px-4 text-xs font-semibold tracking-wide text-ink-muted uppercase xl:grid')}>
      <span className="[grid-area:no]">Order No · Store</span>
      <span className="[grid-area:time]">Time</span>
      <span className="[grid-area:shopper]">Shopper</span>
      <span className="[grid-area:items]">Items</span>
      <span className="[grid-area:total] text-right">Total</span>
      <span className="[grid-area:payment]">Payment</span>
      <span className="[grid-area:status]">Status</span>
    </div>
  );
}

export function OrderRow({ order, now, onOpen }: { order: AdminOrder; now: Date; onOpen: () => void }) {
  const fresh = order.status === 'placed';
  const eta = etaText(order.etaAt, now, 'Due in');
  const payment = paymentText(order);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={cn(
        rowGrid,
        'grid w-full rounded-xl border border-line px-4 py-3 text-left text-sm shadow-sm transition-colors hover:border-brand/50',
        fresh ? 'border-l-4 border-l-accent-strong bg-accent-soft/40 hover:bg-accent-soft' : 'bg-white hover:bg-slate-50',
      )}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 [grid-area:no]">
        <span className="font-bold break-all text-ink xl:break-normal xl:whitespace-nowrap">
          <span className="sr-only">Order No </span>
          {order.orderId}
        </span>
        {fresh ? <span className="rounded bg-accent px-1.5 py-0.5 text-[11px] leading-none font-extrabold text-ink uppercase">New</span> : null}
        {order.storeName ? (
          <span className="basis-full truncate text-xs text-ink-muted">
            <span className="sr-only">, store </span>
            {order.storeName}
          </span>
        ) : null}
      </span>
      <span className="flex flex-wrap items-center justify-end gap-1 justify-self-end [grid-area:status] xl:justify-start xl:justify-self-start">
        <OrderStatusBadge status={order.status} />
        {order.codeLocked ? <span className="rounded-full bg-danger px-2 py-1 text-xs leading-none font-bold whitespace-nowrap text-white">Code locked</span> : null}
      </span>
      <span className="min-w-0 truncate text-ink [grid-area:shopper]">
        <span className="sr-only">, shopper </span>
        <span className="font-medium">{order.shopper.name || order.shopper.email}</span>
        {order.shopper.mobile ? (
          <span className="text-ink-muted xl:block xl:truncate xl:text-xs">
            <span className="xl:hidden"> · </span>
            {order.shopper.mobile}
          </span>
        ) : null}
      </span>
      <span className="text-right font-bold text-ink [grid-area:total]">
        <span className="sr-only">, total </span>
        {formatInr(order.totalAmt)}
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-ink-muted [grid-area:meta] xl:contents xl:text-sm">
        <span className="xl:[grid-area:time]">
          <span className="sr-only">, ordered </span>
          <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, now)}</time>
          {eta ? (
            <span className={cn('font-semibold xl:block xl:text-xs', eta === 'Running late' ? 'text-red-700' : 'text-brand-hover')}>
              <span className="xl:hidden">, </span>
              {eta}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="xl:hidden">
          ·
        </span>
        <span className="xl:[grid-area:items]">
          <span className="sr-only">, </span>
          {itemCountLabel(order.totalQuantity)}
        </span>
        <span aria-hidden="true" className="xl:hidden">
          ·
        </span>
        <span className="xl:[grid-area:payment]">
          <span className="sr-only">, paid by </span>
          {payment.method}
          {payment.status ? (
            <span className="xl:block xl:text-xs">
              <span className="xl:hidden">, </span>
              {payment.status}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

export function AdminOrdersSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading orders" className="flex animate-pulse flex-col gap-2">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="flex flex-col gap-2 rounded-xl border border-line bg-white px-4 py-3">
          <div className="flex justify-between gap-3">
            <Skeleton pulse={false} className="h-4 w-36" />
            <Skeleton pulse={false} className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton pulse={false} className="h-3.5 w-48" />
          <Skeleton pulse={false} className="h-3 w-2/3" />
        </li>
      ))}
    </ul>
  );
}
