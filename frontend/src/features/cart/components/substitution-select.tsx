import { Suspense, lazy, useId, useState } from 'react';
import type { SubstitutionPreference } from '@core/substitution';
import { useLineSubstitution } from '@/features/cart/api/line-substitution';
import { useChosenSubstitute } from '@/features/cart/api/substitutes';
import type { CartLine } from '@/features/cart/types';

// The chooser loads when a shopper first opens it: the cart's lines do not carry its list.
const SubstituteDialog = lazy(() => import('./substitute-dialog').then((module) => ({ default: module.SubstituteDialog })));

const BEST = 'best_match';
const NONE = 'dont_replace';
const CHOOSE = 'choose';

const valueOf = (preference: SubstitutionPreference | undefined) => (preference === undefined ? BEST : typeof preference === 'string' ? preference : CHOOSE);

/**
 * "If out of stock": what the store does when this item is missing as the order is picked. A
 * native select (keyboard and screen readers know it; a phone opens its own picker), labelled
 * with the product's name. "A product I choose…" opens the list of its sub category's products;
 * the chosen one shows under it ("If out: …") with Change to pick another.
 */
export function SubstitutionSelect({ line }: { line: CartLine }) {
  const id = useId();
  const save = useLineSubstitution(line);
  const [choosing, setChoosing] = useState(false);
  const chosen = typeof line.substitution === 'object' ? line.substitution.productId : undefined;
  return (
    <div className="flex flex-col gap-0.5 text-xs text-ink-muted">
      <div className="flex items-center gap-1.5">
        <label htmlFor={id}>
          If out of stock<span className="sr-only">, for {line.productId.name}</span>:
        </label>
        <select
          id={id}
          value={valueOf(line.substitution)}
          disabled={save.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (value === BEST || value === NONE) save.mutate(value);
            else setChoosing(true);
          }}
          className="min-h-11 rounded-md border border-line bg-white px-1.5 text-xs font-semibold text-ink sm:min-h-7"
        >
          <option value={BEST}>Replace with best match</option>
          <option value={NONE}>Don&apos;t replace (refund)</option>
          <option value={CHOOSE}>A product I choose…</option>
        </select>
      </div>
      {chosen ? <ChosenSubstitute productId={chosen} lineName={line.productId.name} onChange={() => setChoosing(true)} /> : null}
      {choosing ? (
        <Suspense fallback={null}>
          <SubstituteDialog
            line={line}
            chosen={chosen}
            onClose={() => setChoosing(false)}
            onChoose={(productId) => {
              setChoosing(false);
              save.mutate({ productId });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function ChosenSubstitute({ productId, lineName, onChange }: { productId: string; lineName: string; onChange: () => void }) {
  const { data } = useChosenSubstitute(productId);
  return (
    <p className="flex items-center gap-1.5">
      <span className="font-semibold text-ink">If out: {data?.name ?? '…'}</span>
      <button type="button" onClick={onChange} className="min-h-11 rounded-md px-1 font-semibold text-brand underline sm:min-h-7" aria-label={`Change the replacement for ${lineName}`}>
        Change
      </button>
    </p>
  );
}
