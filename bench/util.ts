export const median = (values: readonly number[]): number => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export const kb = (bytes: number): number => bytes / 1024;

/** The sum of counts by name (DynamoDB requests by operation, calls by route). */
export const sumOf = (counts: Readonly<Record<string, number>>): number => Object.values(counts).reduce((a, b) => a + b, 0);

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Logs progress to stderr, so stdout keeps only the table. */
export const progress = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  progress(`▸ ${label}`);
  try {
    return await work();
  } finally {
    progress(`  ${label}: ${seconds(performance.now() - started)}`);
  }
}
