import { useId } from 'react';
import { formatInr } from '@/lib/money';

/**
 * "Use ₹120 of your QuickBasket credit": a checkbox under the bill, shown only while the shopper has
 * credit (`usable`: the balance, at most the bill). Ticked, the bill's credit and what is left to pay follow (the server takes the same amount,
 * never more than the balance nor the bill, in the transaction that places the order).
 */
export function CreditChooser(props: { usable: number; used: number; toPay: number | undefined; checked: boolean; onChange: (use: boolean) => void; disabled?: boolean }) {
  const { usable, used, toPay, checked, onChange, disabled } = props;
  const id = useId();
  if (usable <= 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink">
        <input id={id} type="checkbox" className="size-5 accent-brand" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
        Use {formatInr(usable)} of your QuickBasket credit
      </label>
      {checked && used > 0 && toPay !== undefined ? (
        <dl aria-live="polite" className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">QuickBasket credit</dt>
            <dd className="font-semibold text-brand">
              <span className="sr-only">minus </span>−{formatInr(used)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="font-bold text-ink">To pay</dt>
            <dd className="font-extrabold text-ink">{formatInr(toPay)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
