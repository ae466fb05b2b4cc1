import { useState } from 'react';
import type { StoreStockRow } from '@core/contracts/store';
import { PRODUCT_STOCK_MAX } from '@core/limits';
import { Button } from '@/components/button';
import { ProductImage } from '@/components/product-image';
import { Spinner } from '@/components/spinner';
import { inputClasses, invalidInputClasses } from '@/components/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useRefreshStockRow, useUpdateStock } from '@/features/store/api/update-stock';
import { LEVEL_LABELS, parseStock, stockLevel, type StockLevel } from '@/features/store/stock-level';
import { BatchActions } from './batch-actions';
import { ShelfField } from './shelf-field';

type RowState =
  | { kind: 'idle' }
  | { kind: 'saving'; stock: number }
  | { kind: 'saved' }
  /** A sale (or another admin) changed the stock since the row showed it: nothing was overwritten. */
  | { kind: 'stale'; message: string; tried: number }
  | { kind: 'error'; message: string };

/**
 * Products: a card each on phones, a grid row from 768 px (the headings in stock-table-head). The
 * same markup for both, so each product has one stock field.
 */
export const stockRowGrid = 'grid grid-cols-[3rem_minmax(0,1fr)_6rem] items-center gap-x-3 gap-y-1 md:grid-cols-[3rem_minmax(0,1fr)_8rem_8rem_minmax(10rem,0.8fr)]';

const LEVEL_TONES: Record<StockLevel, string> = {
  ok: 'bg-brand-soft text-brand-hover',
  low: 'bg-accent-soft text-ink',
  out: 'bg-danger-soft text-red-700',
};

const STOCK_PROBLEM = `Stock must be a whole number from 0 to ${PRODUCT_STOCK_MAX.toLocaleString('en-IN')}.`;

/**
 * One product's stock at the store, saved at once when the field is left or Enter is pressed
 * (Escape puts the shown stock back). The new number shows at once; `stockSeen` is the stock the row
 * showed, so a sale made meanwhile is 409, never overwritten: the row then shows the stock as it is
 * now and offers to save the typed number again.
 */
export function StockRow({ row, storeId, lowStockThreshold }: { row: StoreStockRow; storeId: string; lowStockThreshold: number }) {
  const update = useUpdateStock(storeId, lowStockThreshold);
  const refresh = useRefreshStockRow(storeId, lowStockThreshold);
  const [seen, setSeen] = useState(row.stock);
  const [text, setText] = useState(String(row.stock));
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const saveOnce = useSubmitOnce();

  // The list refetched (a sale, another tab): an untouched row follows it.
  const [listStock, setListStock] = useState(row.stock);
  if (row.stock !== listStock) {
    setListStock(row.stock);
    if (state.kind !== 'saving' && text.trim() === String(seen)) {
      setSeen(row.stock);
      setText(String(row.stock));
    }
  }

  const save = (stock: number, stockSeen: number, done: () => void) => {
    setState({ kind: 'saving', stock });
    update.mutate(
      { productId: row.productId, stock, stockSeen },
      {
        onSuccess: (updated) => {
          done();
          setSeen(updated.stock);
          setText(String(updated.stock));
          setState({ kind: 'saved' });
        },
        onError: async (error) => {
          const message = errorMessage(error) || 'The stock could not be saved.';
          if (error instanceof ApiError && error.status === 409) {
            const now = await refresh(row.productId).catch(() => stockSeen);
            done();
            setSeen(now);
            setText(String(now));
            setState({ kind: 'stale', message, tried: stock });
            return;
          }
          done();
          setState({ kind: 'error', message });
        },
      },
    );
  };

  // While a save is under way a commit does nothing, not even check the field.
  const commit = () =>
    saveOnce((done) => {
      const stock = parseStock(text, PRODUCT_STOCK_MAX);
      if (stock === undefined || stock === seen) done();
      if (stock === undefined) setState({ kind: 'error', message: STOCK_PROBLEM });
      else if (stock === seen) {
        if (state.kind === 'error') setState({ kind: 'idle' });
      } else save(stock, seen, done);
    });

  const shown = state.kind === 'saving' ? state.stock : seen;
  const level = stockLevel(shown, lowStockThreshold);
  const invalid = state.kind === 'error' && state.message === STOCK_PROBLEM;
  const messageId = `stock-${row.productId}-message`;

  return (
    <div className={cn(stockRowGrid, 'rounded-xl border border-line bg-white px-3 py-2.5 shadow-sm')}>
      <ProductImage src={row.image} alt="" size={48} className="row-span-2 size-12 rounded-lg bg-slate-50 md:row-span-1" />
      <div className="min-w-0">
        <p className="line-clamp-2 text-sm font-semibold text-ink">{row.name}</p>
        <p className="text-xs text-ink-muted">{row.unit}</p>
        <ShelfField row={row} storeId={storeId} />
        <BatchActions row={row} storeId={storeId} />
      </div>
      <span className={cn('col-start-2 row-start-2 justify-self-start rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap md:col-start-auto md:row-start-auto', LEVEL_TONES[level])}>
        {LEVEL_LABELS[level]}
      </span>
      <div className="col-start-3 row-span-2 row-start-1 md:col-start-auto md:row-span-1 md:row-start-auto">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCT_STOCK_MAX}
          step={1}
          aria-label={`Stock of ${row.name}`}
          aria-describedby={messageId}
          aria-invalid={invalid || undefined}
          aria-busy={state.kind === 'saving' || undefined}
          value={text}
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
              setText(String(seen));
              setState({ kind: 'idle' });
            }
          }}
          className={cn(invalid ? invalidInputClasses : inputClasses, 'text-right tabular-nums')}
        />
      </div>
      <div id={messageId} aria-live="polite" className="col-span-3 text-xs md:col-span-1">
        <RowMessage state={state} onRetry={(tried) => saveOnce((done) => save(tried, seen, done))} />
      </div>
    </div>
  );
}

function RowMessage({ state, onRetry }: { state: RowState; onRetry: (stock: number) => void }) {
  switch (state.kind) {
    case 'saving':
      return (
        <span className="inline-flex items-center gap-1.5 text-ink-muted">
          <Spinner label={null} className="[&>svg]:size-3.5" /> Saving...
        </span>
      );
    case 'saved':
      return <span className="font-semibold text-brand-hover">Saved</span>;
    case 'stale':
      return (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-danger">
          <span role="alert">
            {state.message} Your {state.tried} was not saved.
          </span>
          <Button size="sm" variant="outline" onClick={() => onRetry(state.tried)}>
            Save {state.tried}
          </Button>
        </span>
      );
    case 'error':
      return (
        <span role="alert" className="text-danger">
          {state.message}
        </span>
      );
    default:
      return null;
  }
}
