import { cn } from '@/lib/cn';

/** Days as 'YYYY-MM-DD', as date inputs and the report and export calls take them. */
export interface DayRange {
  from: string;
  to: string;
}

interface DateRangeStoreFilterProps {
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  /** '' for every store. */
  storeId: string;
  onStoreChange: (storeId: string) => void;
  /** The stores to pick from (none yet while they load: only "All stores"). */
  stores: readonly { _id: string; name: string }[] | undefined;
  /**
   * The last day that may be picked (the dashboard: today): both ends stop there, and an end moved
   * past the other takes it along. Without it (a form), both ends are required and each bounds the
   * other, so the form cannot be sent with From after To.
   */
  latest?: string;
  /** 'inline': labels beside the fields (a toolbar); 'stacked': labels above them (a form). */
  layout: 'inline' | 'stacked';
}

const LOOK = {
  inline: { label: 'flex items-center gap-1 text-sm text-ink-muted', field: 'rounded-lg border border-line px-2 py-1 text-ink', select: 'bg-white' },
  stacked: { label: 'flex flex-col gap-1 text-sm font-medium text-ink', field: 'rounded-lg border border-line px-2 py-1.5', select: '' },
};

/** From, To and Store: the dashboard's figures and the orders export pick their days and store alike. */
export function DateRangeStoreFilter({ range, onRangeChange, storeId, onStoreChange, stores, latest, layout }: DateRangeStoreFilterProps) {
  const look = LOOK[layout];
  const setDay = (field: keyof DayRange, value: string) => {
    if (latest === undefined) {
      onRangeChange({ ...range, [field]: value });
      return;
    }
    if (!value) return;
    const next = { ...range, [field]: value };
    if (next.from > next.to) next[field === 'from' ? 'to' : 'from'] = value;
    onRangeChange(next);
  };
  const bounded = latest === undefined;
  return (
    <>
      <label className={look.label}>
        From
        <input type="date" required={bounded || undefined} value={range.from} max={bounded ? range.to : latest} onChange={(e) => setDay('from', e.target.value)} className={look.field} />
      </label>
      <label className={look.label}>
        To
        <input type="date" required={bounded || undefined} value={range.to} min={bounded ? range.from : undefined} max={latest} onChange={(e) => setDay('to', e.target.value)} className={look.field} />
      </label>
      <label className={look.label}>
        Store
        <select value={storeId} onChange={(e) => onStoreChange(e.target.value)} className={cn(look.field, look.select)}>
          <option value="">All stores</option>
          {(stores ?? []).map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
