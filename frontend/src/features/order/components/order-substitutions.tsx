import { substitutionPrompt } from '@core/substitution';
import { Button } from '@/components/button';
import { formatInr } from '@/lib/money';
import { useAnswerSubstitution } from '@/features/order/api/answer-substitution';
import type { Order } from '@/features/order/types';

/** "Amul Taaza 500 ml is out. Replace with Nandini Toned Milk 500 ml (₹2 less)?" */
const promptOf = (order: Order, s: Order['substitutions'][number]) =>
  substitutionPrompt(order.items.find((i) => i.productId === s.lineId)?.name ?? 'An item', s, Math.round(s.less * 100));

const decided = (s: Order['substitutions'][number]) =>
  s.status === 'accepted'
    ? `Replaced with ${s.name} ${s.unit} × ${s.quantity}`
    : s.status === 'rejected'
      ? `Refunded: you said no to ${s.name}`
      : `Refunded: ${s.name} ran out too`;

/**
 * The substitutes a picker proposed for items missing at the store. A pending one asks the shopper
 * ("Amul Taaza 500 ml is out. Replace with Nandini Toned Milk 500 ml (₹2 less)?") with Accept and
 * Reject until its time runs out (then their preference decides); it arrives live with the order.
 * The region is announced politely, so a screen reader hears the question when it comes.
 */
export function OrderSubstitutions({ order }: { order: Order }) {
  const answer = useAnswerSubstitution(order._id);
  if (order.substitutions.length === 0) return null;
  return (
    <section aria-label="Replacements" aria-live="polite" className="flex flex-col gap-2">
      {order.substitutions.map((s) =>
        s.status === 'pending' ? (
          <div key={s.lineId} role="group" aria-label={promptOf(order, s)} className="flex flex-col gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-ink">
            <p className="font-semibold">{promptOf(order, s)}</p>
            <p className="text-xs text-ink-muted">
              {s.less > 0 ? `You pay ${formatInr(s.less)} less. ` : 'It costs you no more. '}
              Answer by <time dateTime={s.decideBy}>{new Date(s.decideBy).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })}</time>, or your
              preference decides.
            </p>
            <div className="flex gap-2 [&_button]:max-sm:min-h-11 [&_button]:max-sm:flex-1">
              <Button onClick={() => answer.mutate({ lineId: s.lineId, accept: true })} pending={answer.isPending && answer.variables?.accept === true} disabled={answer.isPending}>
                Accept
              </Button>
              <Button variant="outline" onClick={() => answer.mutate({ lineId: s.lineId, accept: false })} pending={answer.isPending && answer.variables?.accept === false} disabled={answer.isPending}>
                Reject
              </Button>
            </div>
          </div>
        ) : (
          <p key={s.lineId} className="rounded-lg bg-white px-3 py-2 text-sm text-ink-muted">
            {decided(s)}
          </p>
        ),
      )}
    </section>
  );
}
