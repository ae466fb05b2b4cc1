import { useState } from 'react';
import type { ReportSummary } from '@core/contracts/report';
import { DateRangeStoreFilter } from '@/components/date-range-store-filter';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { formatInr } from '@/lib/money';
import { useStores } from '@/entities/store/stores';
import { useSummary } from '../api/get-summary';
import { istDay, minutesText, presetRange, type Preset } from '../report-range';
import { HourChart } from './hour-chart';
import { RevenueSplit } from './revenue-split';

const PRESETS: { value: Preset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
];

/** /dashboard/overview: how the day (or a range) is going, updated live as orders move. */
export function DashboardOverview() {
  const [range, setRange] = useState(() => presetRange('today'));
  const [storeId, setStoreId] = useState('');
  const stores = useStores();
  const summary = useSummary({ ...range, ...(storeId ? { storeId } : {}) });
  const today = istDay();
  const active = PRESETS.find((p) => {
    const r = presetRange(p.value, today);
    return r.from === range.from && r.to === range.to;
  })?.value;

  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <PageHeader id="overview-title" title="Dashboard" query={summary}>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Range" className="flex flex-wrap gap-1">
            {PRESETS.map((p) => (
              <button
                key={p.value}
                type="button"
                aria-pressed={active === p.value}
                onClick={() => setRange(presetRange(p.value))}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-semibold transition-colors',
                  active === p.value ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-brand-soft',
                )}
              >
                {p.label}
              </button>
            ))}
          </div>
          <DateRangeStoreFilter range={range} onRangeChange={setRange} storeId={storeId} onStoreChange={setStoreId} stores={stores.data} latest={today} layout="inline" />
        </div>
      </PageHeader>
      {summary.isError && !summary.data ? (
        <LoadError title="Could not load the figures" query={summary} />
      ) : summary.data ? (
        <Figures summary={summary.data} />
      ) : (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-2xl" />
          ))}
        </div>
      )}
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-3 shadow-sm" data-testid={`figure-${label}`}>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</p>
      {hint ? <p className="text-xs text-ink-muted">{hint}</p> : null}
    </div>
  );
}

/** A share of nothing (no order delivered yet for on time) reads as a dash, not 0 %. */
const pctText = (value: number | null) => (value === null ? '—' : `${value}%`);

function Figures({ summary }: { summary: ReportSummary }) {
  const m = summary.medianMinutes;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Figure label="Orders" value={String(summary.orders)} />
        <Figure label="Revenue" value={formatInr(summary.revenue)} hint="delivered and paid" />
        <Figure label="Avg order" value={formatInr(summary.aov)} />
        <Figure label="Cancelled" value={pctText(summary.cancelledPct)} />
        <Figure label="On time" value={pctText(summary.onTimePct)} hint="within the promised ETA" />
        <Figure label="Median times" value={minutesText(m.pack)} hint={`pack · out ${minutesText(m.dispatch)} · deliver ${minutesText(m.deliver)}`} />
      </div>
      <RevenueSplit split={summary.split} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="rounded-2xl border border-line bg-white p-4 shadow-sm lg:flex-1">
          <h2 className="mb-2 font-bold text-ink">Orders per hour</h2>
          <HourChart byHour={summary.byHour} />
        </div>
        <div className="rounded-2xl border border-line bg-white p-4 shadow-sm lg:w-64 lg:shrink-0">
          <h2 className="mb-2 font-bold text-ink">Top products</h2>
          {summary.topProducts.length === 0 ? (
            <p className="text-sm text-ink-muted">No products sold in this range yet.</p>
          ) : (
            <ol className="flex flex-col gap-1" data-testid="top-products">
              {summary.topProducts.map((p, i) => (
                <li key={p.productId} className="flex items-baseline gap-2 text-sm">
                  <span className="w-5 text-right text-ink-muted tabular-nums">{i + 1}.</span>
                  <span className="min-w-0 flex-1 truncate text-ink" title={p.name}>
                    {p.name}
                  </span>
                  <span className="font-semibold tabular-nums">{p.quantity}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <StoreFigures stores={summary.stores} />
    </>
  );
}

/** A store's claims on the range's orders: how many, and how they stand. */
function claimsText(c: ReportSummary['claims']): string {
  if (c.made === 0) return '0';
  return `${c.made} (${c.approved} approved, ${c.rejected} rejected, ${c.pending} pending)`;
}

function StoreFigures({ stores }: { stores: ReportSummary['stores'] }) {
  if (stores.length === 0) return null;
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-bold text-ink">Stores</h2>
      {/* Phones: one card per store; wider screens: a table. */}
      <ul className="flex flex-col gap-2 md:hidden">
        {stores.map((s) => (
          <li key={s.storeId} className="rounded-xl border border-line p-3 text-sm">
            <p className="font-semibold text-ink">{s.name}</p>
            <p className="text-ink-muted">
              {s.orders} orders · {formatInr(s.revenue)} · on time {pctText(s.onTimePct)} · cancelled {pctText(s.cancelledPct)}
            </p>
            <p className="text-ink-muted">
              Claims: {claimsText(s.claims)} · {formatInr(s.claims.paidBackPaise / 100)} paid back
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
      <table className="w-full text-left text-sm" data-testid="store-figures">
        <thead className="text-xs text-ink-muted uppercase">
          <tr>
            <th className="py-1 font-semibold">Store</th>
            <th className="py-1 text-right font-semibold">Orders</th>
            <th className="py-1 text-right font-semibold">Revenue</th>
            <th className="py-1 text-right font-semibold">Avg order</th>
            <th className="py-1 text-right font-semibold">Cancelled</th>
            <th className="py-1 text-right font-semibold">On time</th>
            <th className="py-1 text-right font-semibold">Median pack · out · deliver</th>
            <th className="py-1 text-right font-semibold">Claims</th>
            <th className="py-1 text-right font-semibold">Paid back</th>
          </tr>
        </thead>
        <tbody>
          {stores.map((s) => (
            <tr key={s.storeId} className="border-t border-line tabular-nums">
              <td className="py-1.5 font-medium text-ink">{s.name}</td>
              <td className="py-1.5 text-right">{s.orders}</td>
              <td className="py-1.5 text-right">{formatInr(s.revenue)}</td>
              <td className="py-1.5 text-right">{formatInr(s.aov)}</td>
              <td className="py-1.5 text-right">{pctText(s.cancelledPct)}</td>
              <td className="py-1.5 text-right">{pctText(s.onTimePct)}</td>
              <td className="py-1.5 text-right">
                {minutesText(s.medianMinutes.pack)} · {minutesText(s.medianMinutes.dispatch)} · {minutesText(s.medianMinutes.deliver)}
              </td>
              <td className="py-1.5 text-right">{claimsText(s.claims)}</td>
              <td className="py-1.5 text-right">{formatInr(s.claims.paidBackPaise / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </div>
  );
}
