import { useId } from 'react';
import type { SubstitutionPreference } from '@core/substitution';
import { useLineSubstitution } from '@/features/cart/api/line-substitution';
import type { CartLine } from '@/features/cart/types';

const BEST = 'best_match';
const NONE = 'dont_replace';

const valueOf = (preference: SubstitutionPreference | undefined) => (preference === undefined ? BEST : typeof preference === 'string' ? preference : `product:${preference.productId}`);

/**
 * "If out of stock": what the store does when this item is missing as the order is picked. A
 * native select (keyboard and screen readers know it; a phone opens its own picker), labelled
 * with the product's name. A product the shopper chose earlier stays an option.
 */
export function SubstitutionSelect({ line }: { line: CartLine }) {
  const id = useId();
  const save = useLineSubstitution(line);
  const chosen = typeof line.substitution === 'object' ? line.substitution.productId : undefined;
  return (
    <div className="flex items-center gap-1.5 text-xs text-ink-muted">
      <label htmlFor={id}>
        If out of stock<span className="sr-only">, for {line.productId.name}</span>:
      </label>
      <select
        id={id}
        value={valueOf(line.substitution)}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          save.mutate(value === BEST || value === NONE ? value : { productId: value.slice('product:'.length) });
        }}
        className="min-h-11 rounded-md border border-line bg-white px-1.5 text-xs font-semibold text-ink sm:min-h-7"
      >
        <option value={BEST}>Replace with best match</option>
        <option value={NONE}>Don&apos;t replace (refund)</option>
        {chosen ? <option value={`product:${chosen}`}>Replace with my choice</option> : null}
      </select>
    </div>
  );
}
