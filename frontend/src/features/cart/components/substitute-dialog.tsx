import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Spinner } from '@/components/spinner';
import { discountedPrice, formatInr } from '@/lib/money';
import { useSubstituteCandidates } from '@/features/cart/api/substitutes';
import type { CartLine } from '@/features/cart/types';

interface SubstituteDialogProps {
  line: CartLine;
  /** The product chosen before, if any: checked when the list opens. */
  chosen: string | undefined;
  onClose: () => void;
  onChoose: (productId: string) => void;
}

/**
 * "If out of stock, replace with": the line's sub category at the shopper's store, in stock. Radio
 * buttons in a fieldset (arrows move between them, a screen reader names the group and each
 * product with its unit and price), rows a thumb can hit on a phone; Save sends the choice.
 */
export function SubstituteDialog({ line, chosen, onClose, onChoose }: SubstituteDialogProps) {
  const product = line.productId;
  const candidates = useSubstituteCandidates(product);
  const [picked, setPicked] = useState(chosen);
  const name = useId();
  const list = candidates.data ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title="Choose a replacement"
      description={`If ${product.name} is out of stock, we pack this instead.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={picked === undefined} onClick={() => picked && onChoose(picked)}>
            Save
          </Button>
        </>
      }
    >
      {candidates.isLoading ? (
        <Spinner />
      ) : candidates.isError ? (
        <p className="text-sm text-red-700">Could not load the products. Try again.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing else of this kind is in stock at your store.</p>
      ) : (
        <fieldset>
          <legend className="sr-only">Replace {product.name} with</legend>
          <ul className="flex flex-col gap-1.5">
            {list.map((candidate) => (
              <li key={candidate._id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand">
                  <input
                    type="radio"
                    name={name}
                    value={candidate._id}
                    checked={picked === candidate._id}
                    onChange={() => setPicked(candidate._id)}
                    data-autofocus={picked === candidate._id || (picked === undefined && candidate === list[0]) ? true : undefined}
                    className="size-4 accent-brand"
                  />
                  <span className="flex-1 font-medium text-ink">
                    {candidate.name} <span className="text-xs text-ink-muted">{candidate.unit}</span>
                  </span>
                  <span className="font-semibold text-ink">{formatInr(discountedPrice(candidate.price, candidate.discount))}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Dialog>
  );
}
