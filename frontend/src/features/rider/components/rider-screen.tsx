import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/skeleton';
import { Spinner } from '@/components/spinner';
import { formatInr } from '@/lib/money';
import { useRiderMe, type RiderMe } from '@/features/rider/api/rider-me';
import { useAssignmentRing, useRiderLive } from '@/features/rider/api/use-rider-live';
import { CurrentDelivery } from './current-delivery';
import { DutySwitch } from './duty-switch';

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * /rider, phone first: the duty switch, the delivery the rider has now, and today's
 * completed ones. Kept live over the channel; a new assignment rings.
 */
export function RiderScreen() {
  useRiderLive();
  const me = useRiderMe();
  useAssignmentRing(me.data?.current?._id ?? null, me.isSuccess);

  return (
    <section aria-labelledby="rider-title" className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <h1 id="rider-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        Rider
        {me.isFetching && !me.isPending ? <Spinner className="text-brand [&>svg]:size-4" label="Refreshing" /> : null}
      </h1>
      {me.isPending ? (
        <div aria-busy="true" aria-label="Loading your deliveries" className="flex animate-pulse flex-col gap-4">
          <Skeleton pulse={false} className="h-16 w-full rounded-2xl" />
          <Skeleton pulse={false} className="h-64 w-full rounded-2xl" />
        </div>
      ) : me.isError ? (
        <LoadError title="Your deliveries could not be loaded" query={me} />
      ) : (
        <>
          {me.data.rider.storeName ? <p className="-mt-3 text-sm text-ink-muted">{me.data.rider.name} · {me.data.rider.storeName}</p> : null}
          <DutySwitch onDuty={me.data.onDuty} />
          {/* A screen reader hears a new delivery arrive. */}
          <div aria-live="polite">
            {me.data.current ? (
              <Trip orders={me.data.trip.length > 0 ? me.data.trip : [me.data.current]} />
            ) : (
              <EmptyState
                title="No delivery right now"
                description={me.data.onDuty ? 'Stay close to the store: your phone rings when an order is yours.' : 'Go on duty to get orders.'}
              />
            )}
          </div>
          <Today orders={me.data.today} tips={me.data.tipsToday} />
        </>
      )}
    </section>
  );
}

/** The trip's orders in drop order: one card, or two numbered "Stop 1 of 2" and "Stop 2 of 2". */
function Trip({ orders }: { orders: RiderMe['trip'] }) {
  if (orders.length === 1) return <CurrentDelivery key={orders[0]!._id} order={orders[0]!} />;
  // One card shares the position, the first one out for delivery: the server sends it for every order out.
  const sharing = orders.find((order) => order.status === 'out_for_delivery')?._id;
  return (
    <ol aria-label="Your trip, in drop order" className="flex flex-col gap-4">
      {orders.map((order, index) => (
        <li key={order._id}>
          <CurrentDelivery order={order} stop={{ index, of: orders.length }} sharesLocation={order._id === sharing} />
        </li>
      ))}
    </ol>
  );
}

function Today({ orders, tips }: { orders: RiderMe['today']; tips: number }) {
  const delivered = orders.filter((order) => order.status === 'delivered');
  const cash = delivered.reduce((sum, order) => sum + (order.cashCollected ?? 0), 0);
  return (
    <section aria-labelledby="rider-today-title" className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h2 id="rider-today-title" className="text-base font-bold text-ink">
        Today ({delivered.length} delivered)
      </h2>
      {/* Every tip is the rider's whole: the sum of today's delivered orders' tips (the server's sum). */}
      <p className="text-sm text-ink">
        Tips today: <span className="font-bold text-brand-hover">{formatInr(tips)}</span>
      </p>
      {orders.length === 0 ? (
        <p className="text-sm text-ink-muted">No deliveries yet today.</p>
      ) : (
        <>
          <ul aria-label="Today's deliveries" className="flex flex-col divide-y divide-line text-sm">
            {orders.map((order) => (
              <li key={order._id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-2">
                <span className="min-w-0 break-all text-ink">
                  <span className="font-semibold">{order.orderId}</span>
                  {order.area ? <span className="text-ink-muted"> · {order.area}</span> : null}
                </span>
                <span className="shrink-0 text-ink-muted">
                  <span className={order.status === 'delivered' ? 'font-semibold text-brand-hover' : 'font-semibold text-danger'}>
                    {order.status === 'delivered' ? 'Delivered' : 'Not delivered'}
                  </span>{' '}
                  <time dateTime={order.at}>{clock.format(new Date(order.at))}</time>
                  {order.cashCollected ? ` · ${formatInr(order.cashCollected)} cash` : null}
                  {order.tip ? ` · ${formatInr(order.tip)} tip` : null}
                </span>
              </li>
            ))}
          </ul>
          {cash > 0 ? <p className="text-sm font-semibold text-ink">Cash to hand in: {formatInr(cash)}</p> : null}
        </>
      )}
    </section>
  );
}
