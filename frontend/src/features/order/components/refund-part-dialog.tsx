import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import { rupeesToPaise, paiseToRupees } from '@core/money';
import { REFUND_REASON_MAX, unitsPaidPaise, unitsRefunded } from '@core/refunds';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { newIdempotencyKey } from '@/lib/api-client';
import { formatInr } from '@/lib/money';
import { useRefundPart } from '@/features/order/api/fulfil-order';
import type { AdminOrder } from '@/features/order/types';

/**
 * Refund part of a paid card order: how many of each line, or an amount, and a reason the shopper
 * reads on their order. One Idempotency-Key per dialog, so a double submit refunds once; the server
 * refuses more than is left (409, toasted by the query client).
 */
export function RefundPartDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key] = useState(newIdempotencyKey);
  const refund = useRefundPart();
  const lines = Object.entries(counts).filter(([, quantity]) => quantity > 0).map(([productId, quantity]) => ({ productId, quantity }));
  const given = unitsRefunded(order.refunds);
  // What the chosen units paid, their share of an offer taken off: the server's rule, from the units refunded before.
  const linesPaise = lines.reduce((sum, l) => {
    const item = order.items.find((i) => i.productId === l.productId);
    const paid = item ? rupeesToPaise(item.paid ?? item.lineTotal) : undefined;
    return item && paid?.ok ? sum + unitsPaidPaise(paid.paise, item.quantity, given.get(l.productId) ?? 0, l.quantity) : sum;
  }, 0);
  const byAmount = lines.length === 0;
  const ready = reason.trim() !== '' && (byAmount ? Number(amount) > 0 : true);
  const total = byAmount ? Number(amount) || 0 : paiseToRupees(linesPaise);
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={`Refund part of ${order.orderId}`}
      message={`Choose items, or enter an amount. At most ${formatInr(order.refundableAmt)} is left to refund.${order.charges ? ' Items give back what was paid for them after the offer; fees and the tip are not refunded with items.' : ''}`}
      confirmLabel={total > 0 ? `Refund ${formatInr(total)}` : 'Refund'}
      cancelLabel="Not now"
      pending={refund.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!ready) {
          toast.error(reason.trim() === '' ? 'Give a reason: the shopper reads it' : 'Choose items or enter an amount');
          return;
        }
        const ask = byAmount ? { amount: Number(amount) } : { lines };
        refund.mutate(
          { orderId: order._id, reason: reason.trim(), ...ask, idempotencyKey: key },
          { onSuccess: (reply) => toast.success(reply.message || 'Refund started'), onSettled: onClose },
        );
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Items</legend>
        {order.items.map((item) => {
          const left = item.quantity - (given.get(item.productId) ?? 0);
          return (
          <label key={item.productId} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 break-words">
              {item.name} · {item.paid === undefined ? `${formatInr(item.unitPrice)} each` : `${formatInr(item.paid)} paid for ${item.quantity}`}
              {left < item.quantity ? ` · ${item.quantity - left} refunded` : ''}
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              disabled={left === 0}
              aria-label={`Refund how many ${item.name}`}
              value={counts[item.productId] ?? 0}
              onChange={(event) => setCounts({ ...counts, [item.productId]: Math.max(0, Math.min(left, Math.floor(Number(event.target.value) || 0))) })}
              className="w-16 rounded-lg border border-line px-2 py-1 text-right"
            />
          </label>
          );
        })}
      </fieldset>
      {byAmount ? (
        <TextField label="Or an amount (₹)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} autoComplete="off" />
      ) : null}
      <TextField
        label="Reason"
        required
        value={reason}
        maxLength={REFUND_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        hint="The shopper sees this on their order."
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
