import type { ExportReply } from '@core/contracts/import-export';
import { exportRunning, useExportStatus } from '../api/import-export';

const number = (n: number) => n.toLocaleString('en-IN');

/**
 * One export job after its call answered: "Preparing…" with the rows read so far while the job
 * runs, then the file's link, or why it failed.
 */
export function ExportJob({ started, what }: { started: ExportReply; what: 'products' | 'orders' }) {
  const status = useExportStatus(started.jobId);
  const data = status.data;
  if (status.error) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        Could not follow the {what} export: {status.error.message}
      </p>
    );
  }
  if (exportRunning(data)) {
    return (
      <div className="flex min-w-48 flex-1 flex-col gap-1" aria-live="polite">
        <div role="progressbar" aria-label={`Preparing the ${what} export`} className="h-2 w-full overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand" />
        </div>
        <p className="text-sm text-ink-muted">Preparing…{data && data.rows > 0 ? ` ${number(data.rows)} rows read` : ''}</p>
      </div>
    );
  }
  if (data?.state === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-danger-soft p-2 text-sm font-medium text-danger">
        The {what} export failed: {data.message ?? 'try again.'}
      </p>
    );
  }
  return (
    <a className="text-sm font-semibold text-brand underline" href={data?.url ?? started.url} download>
      Download {what} CSV ({number(data?.rows ?? 0)} rows)
    </a>
  );
}

/** Whether an export started from `started` still runs (its button stays off meanwhile). */
export function useExportBusy(started: ExportReply | undefined): boolean {
  const status = useExportStatus(started?.jobId);
  return started !== undefined && exportRunning(status.data) && !status.error;
}
