import { useId, useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { useRiders, type Rider } from '@/lib/riders';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAssignOrder } from '@/features/order/api/assign-order';
import type { AdminOrder } from '@/features/order/types';

/** Only these orders can change rider (the server's rule for POST /api/order/assign). */
const REASSIGNABLE = new Set<AdminOrder['status']>(['packed', 'out_for_delivery']);

/** Why a rider of the store cannot take the order now ('' when they can). */
function unavailable(rider: Rider, order: AdminOrder): string {
  if (rider._id === order.delivery?.riderId) return 'has it';
  if (!rider.onDuty) return 'off duty';
  if (rider.activeOrder) return 'busy';
  return '';
}

/**
 * Who delivers an admin's order: the rider (a Call link), a "Code locked" warning after
 * five wrong codes (the admin hands it over with their own Delivered), and for packed and
 * out-for-delivery orders a Reassign to another rider of the order's store who is on duty and free.
 */
export function OrderRider({ order }: { order: AdminOrder }) {
  const { delivery } = order;
  const canReassign = REASSIGNABLE.has(order.status) && Boolean(order.storeId);
  if (!delivery && !canReassign && !order.codeLocked) return null;
  return (
    <section aria-label="Rider" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      <h3 className="text-sm font-bold text-ink">Rider</h3>
      {order.codeLocked ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
          Code locked: the rider entered 5 wrong codes. Call the shopper, then mark it delivered yourself.
        </p>
      ) : null}
      {delivery ? (
        <div className="flex flex-wrap items-center gap-x-3 text-sm">
          <span className="font-semibold break-words text-ink">{delivery.riderName}</span>
          {delivery.riderMobile ? (
            <a href={`tel:${delivery.riderMobile}`} className="inline-flex min-h-11 items-center font-medium text-brand-hover underline-offset-2 hover:underline sm:min-h-0">
              <span className="sr-only">Call the rider </span>
              {delivery.riderMobile}
            </a>
          ) : null}
          {delivery.codeTries > 0 && !order.codeLocked ? <span className="text-ink-muted">{delivery.codeTries} wrong code{delivery.codeTries === 1 ? '' : 's'}</span> : null}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{order.status === 'packed' ? 'Waiting for a free rider' : 'No rider'}</p>
      )}
      {order.failReason && order.status === 'delivery_failed' ? <p className="text-sm text-ink">Could not deliver: “{order.failReason}”</p> : null}
      {canReassign ? <Reassign order={order} /> : null}
    </section>
  );
}

function Reassign({ order }: { order: AdminOrder }) {
  const riders = useRiders();
  const assign = useAssignOrder();
  const submitOnce = useSubmitOnce();
  const [riderId, setRiderId] = useState('');
  const selectId = useId();
  const ofStore = (riders.data ?? []).filter((rider) => rider.active && rider.storeId === order.storeId);
  const chosen = ofStore.find((rider) => rider._id === riderId);

  const submit = () => {
    if (!chosen || unavailable(chosen, order)) return;
    submitOnce((done) =>
      assign.mutate(
        { orderId: order._id, riderId: chosen._id },
        {
          onSuccess: (reply) => {
            toast.success(reply.message || `Assigned to ${chosen.name}`);
            setRiderId('');
          },
          onSettled: done,
        },
      ),
    );
  };

  return (
    <div className="flex flex-col gap-1.5 border-t border-line pt-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {order.delivery ? 'Reassign to' : 'Assign to'}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={selectId}
          value={riderId}
          onChange={(event) => setRiderId(event.target.value)}
          disabled={riders.isPending || riders.isError}
          className={`${inputClasses} min-w-0 flex-1`}
        >
          <option value="">{riders.isPending ? 'Loading riders…' : riders.isError ? 'Riders could not be loaded' : ofStore.length === 0 ? 'No riders at this store' : 'Choose a rider'}</option>
          {ofStore.map((rider) => {
            const why = unavailable(rider, order);
            return (
              <option key={rider._id} value={rider._id} disabled={Boolean(why)}>
                {rider.name}
                {why ? ` (${why})` : ''}
              </option>
            );
          })}
        </select>
        <Button variant="outline" onClick={submit} pending={assign.isPending} disabled={!chosen} className="max-sm:min-h-11 max-sm:flex-1">
          {order.delivery ? 'Reassign' : 'Assign'}
        </Button>
      </div>
    </div>
  );
}
