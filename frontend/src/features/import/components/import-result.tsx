import type { ImportStatusReply } from '@core/contracts/import-export';

const number = (n: number) => n.toLocaleString('en-IN');

/** A running import's progress bar, then its summary, first errors and the error report. */
export function ImportResult({ status }: { status: ImportStatusReply | undefined }) {
  if (!status || status.state === 'queued' || status.state === 'running') {
    const total = status?.total ?? 0;
    const done = status?.done ?? 0;
    const percent = total > 0 ? Math.round((done / total) * 100) : 0;
    return (
      <div className="space-y-1" aria-live="polite">
        <div
          role="progressbar"
          aria-label="Import progress"
          aria-valuemin={0}
          aria-valuemax={total || 100}
          aria-valuenow={total > 0 ? done : 0}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-ink-muted">{total > 0 ? `Rows done: ${number(done)} of ${number(total)}` : 'Reading the file…'}</p>
      </div>
    );
  }
  if (status.state === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm font-medium text-danger">
        Import refused, nothing was saved: {status.message}
      </p>
    );
  }
  const figures: [string, number][] = [
    ['Created', status.created],
    ['Updated', status.updated],
    ['Unchanged', status.unchanged],
    ['Failed', status.failed],
  ];
  return (
    <div className="space-y-3" aria-live="polite">
      <p className="text-sm font-semibold text-ink">Import finished: {number(status.total)} rows.</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-line p-2 text-center">
            <dt className="text-xs text-ink-muted uppercase">{label}</dt>
            <dd className="text-lg font-bold text-ink" data-testid={`import-${label.toLowerCase()}`}>
              {number(value)}
            </dd>
          </div>
        ))}
      </dl>
      {status.failed > 0 ? (
        <div className="space-y-2">
          {status.reportUrl ? (
            <a className="text-sm font-semibold text-brand underline" href={status.reportUrl} download>
              Download error report
            </a>
          ) : null}
          <div className="max-h-64 overflow-auto rounded-lg border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows not imported</caption>
              <thead>
                <tr className="border-b border-line text-xs text-ink-muted uppercase">
                  <th className="px-2 py-1">Row</th>
                  <th className="px-2 py-1">Column</th>
                  <th className="px-2 py-1">Problem</th>
                </tr>
              </thead>
              <tbody>
                {status.errors.map((e) => (
                  <tr key={`${e.row}-${e.column}`} className="border-b border-line last:border-0">
                    <td className="px-2 py-1">{e.row}</td>
                    <td className="px-2 py-1">{e.column}</td>
                    <td className="px-2 py-1">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
