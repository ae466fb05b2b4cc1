import { useId, useState, type FormEvent } from 'react';
import type { AvailableOffer } from '@core/contracts/offer';
import { formatPaise } from '@core/money';
import { Button } from '@/components/button';
import { inputClasses, invalidInputClasses } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useCartOfferActions, useCartOffers } from '@/features/cart/api/cart-offers';

const saving = (offer: AvailableOffer) => (offer.amountPaise > 0 ? `Save ${formatPaise(offer.amountPaise)}` : 'Free delivery');

/**
 * The cart's offers: the offer the bill takes (the code applied, with Remove, or the best
 * automatic one), why an applied code does not apply now, a code field, and the offers that would
 * apply. The refusal is read out as it appears (aria-live). Signed-in carts only (offers are the
 * shopper's).
 */
export function CartOffers() {
  const offers = useCartOffers(true);
  const { apply, remove } = useCartOfferActions();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();
  const busy = apply.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (busy) return;
    if (!typed) return setProblem('Enter a coupon code');
    setProblem(null);
    apply.mutate(typed, {
      onSuccess: () => setCode(''),
      onError: (error) => setProblem(errorMessage(error) || 'Could not apply the code; please try again'),
    });
  };
  const applyListed = (offerCode: string) => {
    if (busy) return;
    setProblem(null);
    apply.mutate(offerCode, { onError: (error) => setProblem(errorMessage(error)) });
  };

  if (offers.isLoading) return <div className="h-24 animate-pulse rounded-xl bg-white" aria-label="Loading offers" />;
  if (offers.isError || !offers.data) return null;
  const { offer, appliedCode, refusal, available } = offers.data;
  const others = available.filter((o) => o.code && o.code !== appliedCode);

  return (
    <section aria-labelledby={`${fieldId}-title`} className="flex flex-col gap-2 rounded-xl bg-white p-3">
      <h2 id={`${fieldId}-title`} className="text-sm font-bold text-ink">
        Offers
      </h2>
      {appliedCode ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-dashed border-brand bg-brand-soft px-3 py-2">
          <p className="min-w-0 text-sm">
            <span className="font-bold text-ink">{appliedCode}</span>{' '}
            <span className="text-ink-muted">{offer ? `applied · ${saving(offer)}` : 'applied'}</span>
          </p>
          <Button variant="ghost" size="sm" pending={remove.isPending} disabled={busy} onClick={() => remove.mutate()} aria-label={`Remove ${appliedCode}`}>
            Remove
          </Button>
        </div>
      ) : offer ? (
        <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-ink">
          <span className="font-bold">{offer.title}</span> applied · {saving(offer)}
        </p>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {refusal ? <p className="text-sm font-semibold text-red-700">{refusal}</p> : null}
      </div>
      <form onSubmit={submit} noValidate className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={fieldId} className="sr-only">
            Coupon code
          </label>
          <input
            id={fieldId}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder="Enter coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={problem ? invalidInputClasses : inputClasses}
          />
        </div>
        <Button type="submit" variant="outline" className="h-11" pending={apply.isPending} disabled={busy}>
          Apply
        </Button>
      </form>
      <div aria-live="assertive" aria-atomic="true">
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-semibold text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      {others.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <h3 className="text-xs font-bold tracking-wide text-ink-muted uppercase">Available offers</h3>
          <ul className="flex flex-col gap-1.5">
            {others.map((o) => (
              <li key={o.code} className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2">
                <p className="min-w-0 text-sm">
                  <span className="font-bold text-ink">{o.code}</span> <span className="text-ink-muted">{o.title}</span>
                </p>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => applyListed(o.code!)} aria-label={`Apply ${o.code}`}>
                  Apply
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
