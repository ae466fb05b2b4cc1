import { useState } from 'react';
import type { StoreStockRow } from '@core/contracts/store';
import { Spinner } from '@/components/spinner';
import { inputClasses, invalidInputClasses } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useSaveShelf } from '@/features/store/api/shelf-and-gaps';

type ShelfState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * Where a product is at the store ("A3-2"), the pick list's order: saved when the field is left or
 * Enter is pressed, Escape puts the saved shelf back; empty clears it. The server says what is
 * allowed (letters, digits, spaces, `. / -`, 16 at most) and upper-cases it; its 400 shows here.
 */
export function ShelfField({ row, storeId }: { row: StoreStockRow; storeId: string }) {
  const save = useSaveShelf(storeId);
  const saveOnce = useSubmitOnce();
  const [saved, setSaved] = useState(row.shelf ?? '');
  const [text, setText] = useState(saved);
  const [state, setState] = useState<ShelfState>({ kind: 'idle' });

  // The list refetched (another admin, another tab): an untouched field follows it.
  const [listShelf, setListShelf] = useState(row.shelf);
  if (row.shelf !== listShelf) {
    setListShelf(row.shelf);
    if (state.kind !== 'saving' && text.trim() === saved) {
      setSaved(row.shelf ?? '');
      setText(row.shelf ?? '');
    }
  }

  const commit = () =>
    saveOnce((done) => {
      const shelf = text.trim();
      if (shelf.toUpperCase() === saved.toUpperCase()) {
        done();
        setText(saved);
        if (state.kind === 'error') setState({ kind: 'idle' });
        return;
      }
      setState({ kind: 'saving' });
      save.mutate(
        { productId: row.productId, shelf },
        {
          onSuccess: (answer) => {
            done();
            setSaved(answer.shelf ?? '');
            setText(answer.shelf ?? '');
            setState({ kind: 'saved' });
          },
          onError: (error) => {
            done();
            setState({ kind: 'error', message: errorMessage(error) || 'The shelf could not be saved.' });
          },
        },
      );
    });

  const messageId = `shelf-${row.productId}-message`;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
      <label className="flex items-center gap-1.5 text-xs font-semibold text-ink-muted">
        Shelf
        <input
          type="text"
          value={text}
          maxLength={16}
          placeholder="e.g. A3-2"
          autoComplete="off"
          spellCheck={false}
          aria-label={`Shelf of ${row.name}`}
          aria-describedby={messageId}
          aria-invalid={state.kind === 'error' || undefined}
          aria-busy={state.kind === 'saving' || undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (state.kind === 'saved') setState({ kind: 'idle' });
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape' && state.kind !== 'saving') {
              setText(saved);
              setState({ kind: 'idle' });
            }
          }}
          className={cn(state.kind === 'error' ? invalidInputClasses : inputClasses, 'h-11 w-24 uppercase sm:h-8')}
        />
      </label>
      <span id={messageId} aria-live="polite" className="text-xs">
        {state.kind === 'saving' ? (
          <span className="inline-flex items-center gap-1.5 text-ink-muted">
            <Spinner label={null} className="[&>svg]:size-3.5" /> Saving...
          </span>
        ) : state.kind === 'saved' ? (
          <span className="font-semibold text-brand-hover">Shelf saved</span>
        ) : state.kind === 'error' ? (
          <span role="alert" className="text-danger">
            {state.message}
          </span>
        ) : null}
      </span>
    </div>
  );
}
