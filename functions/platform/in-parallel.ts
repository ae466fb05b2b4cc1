/** Reads of the bucket or writes of the table in flight at once. */
const CONCURRENCY = 16;

/** `work` on every item, CONCURRENCY at a time. */
export async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}
