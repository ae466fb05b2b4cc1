import { useId, useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { AddressDetails } from '@/components/address-details';
import { Button } from '@/components/button';
import { formatInr } from '@/lib/money';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { usePickUp, type RiderOrder } from '@/features/rider/api/rider-me';
import { CallLink, LockedCode } from './call-link';
import { DeliverDialog } from './deliver-dialog';
import { FailDialog } from './fail-dialog';
import { LocationSharing } from './location-sharing';

const bigButton = 'h-14 w-full text-lg';

/**
 * A delivery the rider has now: who and where (the mobile as a tel: link), what to hand over,
 * the cash to collect, and the one next step in a big button: Picked up at the store, then
 * Delivered (with the shopper's code) or Could not deliver. On a trip of two orders each drop has its
 * own card, numbered in drop order; the position (sent for every order out) is shared from one card.
 */
export function CurrentDelivery({ order, stop, sharesLocation = true }: { order: RiderOrder; stop?: { index: number; of: number }; sharesLocation?: boolean }) {
  const [open, setOpen] = useState<'deliver' | 'fail' | null>(null);
  const titleId = useId();
  const pickUp = usePickUp();
  const submitOnce = useSubmitOnce();
  const onTheWay = order.status === 'out_for_delivery';
  // The contact is there while the order is the rider's to deliver (the server drops it after).
  const mobile = order.shopper?.mobile || order.delivery_address?.mobile;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border-2 border-brand bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {stop ? `Stop ${stop.index + 1} of ${stop.of}: ` : null}
          {onTheWay ? 'On the way' : 'Pick up at the store'}
        </h2>
        <p className="text-sm font-semibold break-all text-ink-muted">Order {order.orderId}</p>
      </div>
      {order.storeName && !onTheWay ? <p className="-mt-2 text-sm text-ink">From {order.storeName}</p> : null}
      {onTheWay && sharesLocation ? <LocationSharing orderId={order._id} /> : null}

      <div className="flex flex-col gap-2">
        <p className="text-base font-bold break-words text-ink">{order.shopper?.name || 'Shopper'}</p>
        {order.delivery_address ? <AddressDetails address={order.delivery_address} /> : null}
        {mobile ? <CallLink mobile={mobile} label="Call" /> : null}
      </div>

      {order.amountToCollect > 0 ? (
        <p className="rounded-xl bg-accent-soft px-4 py-3 text-base text-ink">
          Collect in cash: <strong className="text-xl">{formatInr(order.amountToCollect)}</strong>
        </p>
      ) : (
        <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm font-semibold text-ink">Paid online: collect nothing</p>
      )}
      {order.refundedAmt > 0 ? (
        <p role="note" className="rounded-xl bg-accent-soft px-4 py-3 text-sm font-semibold text-ink">
          Partly refunded: {formatInr(order.refundedAmt)} went back to the shopper. Hand over what is in the bag.
        </p>
      ) : null}

      <div>
        <h3 className="mb-1 text-sm font-bold text-ink">Items ({order.items.length})</h3>
        <ul aria-label="Items to hand over" className="flex flex-col divide-y divide-line text-sm">
          {order.items.map((item) => (
            <li key={item.productId} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words text-ink">
                {item.name}
                {item.unit ? <span className="text-ink-muted"> · {item.unit}</span> : null}
              </span>
              <span className="shrink-0 font-bold text-ink">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </div>

      {order.codeLocked ? <LockedCode storeMobile={order.storeMobile} /> : null}

      <div className="flex flex-col gap-2">
        {onTheWay ? (
          <>
            <Button size="lg" className={bigButton} onClick={() => setOpen('deliver')}>
              Delivered
            </Button>
            <Button variant="danger-outline" size="lg" className={bigButton} onClick={() => setOpen('fail')}>
              Could not deliver
            </Button>
          </>
        ) : (
          <Button
            size="lg"
            className={bigButton}
            pending={pickUp.isPending}
            onClick={() =>
              submitOnce((done) => pickUp.mutate(order._id, { onSuccess: (reply) => toast.success(reply.message || 'Picked up'), onSettled: done }))
            }
          >
            Picked up
          </Button>
        )}
      </div>

      {open === 'deliver' ? <DeliverDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'fail' ? <FailDialog order={order} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
