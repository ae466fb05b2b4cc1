/**
 * How late the live push is: the time from an order's change to the moment its messages were
 * posted, the measure of the live push's objective (infra/slos.ts).
 *
 * The change's time comes from two clocks. The stream record's ApproximateCreationDateTime is in
 * whole seconds, rounded down, so alone it makes every push look up to a second later than it
 * was: too coarse for a one-second objective. The order's updatedAt is in milliseconds, but only
 * the writes that change the order's state set it, and the push reads the order as it is now. So
 * the later of the two: updatedAt when this change set it (it then falls within the record's
 * second or after it), else the record's second (a push measured as late, never as early).
 */
export function changedAt(recordSeconds: number, updatedAt: string | undefined): number {
  const fromRecord = recordSeconds * 1000;
  const fromOrder = updatedAt === undefined ? Number.NaN : Date.parse(updatedAt);
  return Number.isFinite(fromOrder) ? Math.max(fromRecord, fromOrder) : fromRecord;
}

/** Milliseconds from the change to the send; never negative (the two Lambda clocks may differ by a little). */
export function pushDelayMs(recordSeconds: number, updatedAt: string | undefined, sentAt: number): number {
  return Math.max(0, sentAt - changedAt(recordSeconds, updatedAt));
}
