import { useState } from 'react';
import { RATING_TAGS, type ItemRating, type RatingTag, type Thumb } from '@core/ratings';
import type { ApiOrder } from '@core/order-api';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { useOrderRating, useRateOrder } from '@/features/order/api/rate-order';

const TAG_LABELS: Record<RatingTag, string> = { late: 'Late', rude: 'Rude', packaging: 'Packaging', great: 'Great service' };

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * On a delivered order's page: rate the delivery (thumbs, tags) and, if the shopper likes, each item.
 * Once per order, changeable for an hour (the server decides: core/ratings.ts); after that, or 14 days
 * after delivery, it shows what was given or why it is closed.
 */
export function OrderRating({ order }: { order: Pick<ApiOrder, '_id' | 'items'> }) {
  const rating = useOrderRating(order._id, true);
  if (rating.isPending) return <p role="status" className="text-sm text-ink-muted">Loading your rating…</p>;
  if (rating.isError) return <p className="text-sm text-ink-muted">Your rating could not be loaded. Try again later.</p>;
  const { rating: given, closedReason } = rating.data;
  if (closedReason) {
    if (!given) return <p className="text-sm text-ink-muted">{closedReason}.</p>;
    return (
      <p className="text-sm text-ink">
        You rated this delivery {given.delivery === 'up' ? 'good 👍' : 'not good 👎'}
        {given.tags.length > 0 ? ` · ${given.tags.map((tag) => TAG_LABELS[tag]).join(', ')}` : ''}.
      </p>
    );
  }
  return <RatingForm key={given?.at ?? 'new'} order={order} given={given} />;
}

function RatingForm({ order, given }: { order: Pick<ApiOrder, '_id' | 'items'>; given: { delivery: Thumb; tags: RatingTag[]; items: ItemRating[]; editableUntil: string } | null }) {
  const rate = useRateOrder();
  const [delivery, setDelivery] = useState<Thumb | null>(given?.delivery ?? null);
  const [tags, setTags] = useState<RatingTag[]>(given?.tags ?? []);
  const [items, setItems] = useState<Map<string, Thumb>>(new Map(given?.items.map((item) => [item.productId, item.thumb])));
  const toggleTag = (tag: RatingTag) => setTags((now) => (now.includes(tag) ? now.filter((t) => t !== tag) : [...now, tag]));
  const thumbItem = (productId: string, thumb: Thumb) =>
    setItems((now) => {
      const next = new Map(now);
      if (next.get(productId) === thumb) next.delete(productId);
      else next.set(productId, thumb);
      return next;
    });

  const send = () => {
    if (!delivery || rate.isPending) return;
    rate.mutate({ orderId: order._id, delivery, tags, items: [...items].map(([productId, thumb]) => ({ productId, thumb })) });
  };
  const saved = rate.data ?? given;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">How was the delivery?</legend>
        <div className="flex gap-2">
          <ThumbButton thumb="up" label="Good" pressed={delivery === 'up'} onPress={() => setDelivery('up')} />
          <ThumbButton thumb="down" label="Not good" pressed={delivery === 'down'} onPress={() => setDelivery('down')} />
        </div>
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">What stood out? (optional)</legend>
        {RATING_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={tags.includes(tag)}
            onClick={() => toggleTag(tag)}
            className="min-h-11 rounded-full border border-line px-3 text-sm text-ink aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:font-semibold"
          >
            {TAG_LABELS[tag]}
          </button>
        ))}
      </fieldset>
      {order.items.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-ink">Rate the items (optional)</legend>
          <ul className="flex flex-col divide-y divide-line">
            {order.items.map((item) => (
              <li key={item.productId} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0 truncate text-sm text-ink">{item.name}</span>
                <span className="flex shrink-0 gap-1">
                  <ThumbButton thumb="up" label={`Good: ${item.name}`} compact pressed={items.get(item.productId) === 'up'} onPress={() => thumbItem(item.productId, 'up')} />
                  <ThumbButton thumb="down" label={`Not good: ${item.name}`} compact pressed={items.get(item.productId) === 'down'} onPress={() => thumbItem(item.productId, 'down')} />
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!delivery} aria-busy={rate.isPending || undefined} className="max-sm:min-h-11 max-sm:flex-1">
          {rate.isPending ? <Spinner label={null} className="[&>svg]:size-4" /> : null}
          {saved ? 'Update rating' : 'Send rating'}
        </Button>
        <p aria-live="polite" className="text-xs text-ink-muted">
          {saved ? `Thanks for rating. You can change it until ${timeOf(saved.editableUntil)}.` : delivery ? '' : 'Choose Good or Not good first.'}
        </p>
      </div>
    </form>
  );
}

function ThumbButton({ thumb, label, pressed, onPress, compact = false }: { thumb: Thumb; label: string; pressed: boolean; onPress: () => void; compact?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={compact ? label : undefined}
      onClick={onPress}
      className={`flex min-h-11 items-center justify-center gap-1 rounded-lg border border-line text-sm text-ink aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:font-semibold ${compact ? 'min-w-11' : 'px-4'}`}
    >
      <span aria-hidden="true">{thumb === 'up' ? '👍' : '👎'}</span>
      {compact ? null : label}
    </button>
  );
}
