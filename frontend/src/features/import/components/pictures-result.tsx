import type { PictureProblem, PictureProgress } from '../api/import-pictures';

const number = (n: number) => n.toLocaleString('en-IN');

/** The pictures chosen with the CSV: a progress bar while they upload, then those not uploaded and why. */
export function PicturesResult({ progress, problems }: { progress: PictureProgress; problems: readonly PictureProblem[] }) {
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div className="space-y-2" aria-live="polite">
      <div
        role="progressbar"
        aria-label="Picture upload progress"
        aria-valuemin={0}
        aria-valuemax={progress.total || 100}
        aria-valuenow={progress.done}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-ink-muted">
        Pictures done: {number(progress.done)} of {number(progress.total)}
      </p>
      {problems.length > 0 ? (
        <div className="max-h-64 overflow-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pictures not uploaded</caption>
            <thead>
              <tr className="border-b border-line text-xs text-ink-muted uppercase">
                <th className="px-2 py-1">Picture</th>
                <th className="px-2 py-1">Problem</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((p) => (
                <tr key={p.name} className="border-b border-line last:border-0">
                  <td className="px-2 py-1 break-all">{p.name}</td>
                  <td className="px-2 py-1">{p.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
