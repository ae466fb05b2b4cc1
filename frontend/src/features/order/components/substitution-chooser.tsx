import { useId } from 'react';

/** The whole order's choice at checkout; undefined keeps each item's own (set in the cart). */
export type OrderSubstitution = 'best_match' | 'dont_replace' | undefined;

const CHOICES: { value: OrderSubstitution; label: string }[] = [
  { value: undefined, label: 'As set per item' },
  { value: 'best_match', label: 'Best match' },
  { value: 'dont_replace', label: "Don't replace" },
];

/**
 * "If an item is out of stock": for the whole order, the store replaces it with the best match or
 * refunds it; by default each item's choice from the cart holds. Radio buttons in a fieldset (arrows
 * move between them; a screen reader names the group), big enough for a thumb on a phone.
 */
export function SubstitutionChooser({ value, onChange, disabled }: { value: OrderSubstitution; onChange: (value: OrderSubstitution) => void; disabled?: boolean }) {
  const name = useId();
  const option = 'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line px-2 text-center text-xs font-semibold has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand';
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-bold text-ink">If an item is out of stock</legend>
      <p className="text-xs text-ink-muted">We ask you first when we can; a replacement never costs more than the item.</p>
      <div className="grid grid-cols-3 gap-1.5">
        {CHOICES.map((choice) => (
          <label key={choice.label} className={option}>
            <input type="radio" name={name} className="sr-only" checked={value === choice.value} onChange={() => onChange(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
