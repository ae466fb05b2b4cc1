import { useId } from 'react';
import { useStores } from '@/entities/store/stores';

/**
 * The stores an offer is for: one checkbox per store by name, in a fieldset the screen reader
 * names "Stores"; none ticked is every store (the hint says so, read with the group). A store the
 * offer names that no longer exists stays listed, ticked, so saving keeps it until it is unticked.
 */
export function OfferStorePicker({ value, onChange, legend }: { value: readonly string[]; onChange: (ids: string[]) => void; legend: string }) {
  const stores = useStores();
  const hintId = useId();
  const known = stores.data ?? [];
  const gone = stores.data ? value.filter((id) => !known.some((s) => s._id === id)) : [];
  const options = [...known.map((s) => ({ id: s._id, name: s.name })), ...gone.map((id) => ({ id, name: 'A deleted store' }))];
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <p id={hintId} className="text-xs text-ink-muted">
        {value.length === 0 ? 'All stores: none chosen.' : `${value.length} of ${options.length} chosen. None chosen: all stores.`}
      </p>
      {stores.isPending ? <p className="text-sm text-ink-muted">Loading stores…</p> : null}
      {stores.isError ? (
        <p role="alert" className="text-sm text-danger">
          Stores could not be loaded; the offer keeps the stores it has.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {options.map((store) => (
          <label key={store.id} className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand/5">
            <input type="checkbox" className="size-4" checked={value.includes(store.id)} onChange={(e) => toggle(store.id, e.currentTarget.checked)} />
            {store.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
