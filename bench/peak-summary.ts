/**
 * The peak section's figures from what its simulated people saw (pure, so its rules are tested):
 * every time is in simulated minutes since the run began (bench/peak-sim.ts says how they are made).
 */

/** One checkout the simulation tried, and what became of it. */
export interface SimOrder {
  storeId: string;
  pay: 'cash' | 'card';
  /** When the shopper pressed the button. */
  triedAt: number;
  /** The order's id; absent when the checkout was refused. */
  orderId?: string;
  /** When the order was placed (a card order: once paid). */
  placedAt?: number;
  /** Minutes promised at checkout: the order's `etaAt` − its `createdAt`. */
  promisedMinutes?: number;
  packedAt?: number;
  pickedUpAt?: number;
  deliveredAt?: number;
}

export interface PeakSummary {
  tried: number;
  placed: number;
  refused: number;
  delivered: number;
  /** Share (0–1) of placed orders delivered within the minutes promised at checkout; an order never delivered is late. */
  onTime: number;
  /** Minutes from packed to picked up by a rider: p50 and p95 over delivered orders. */
  riderWaitP50: number;
  riderWaitP95: number;
  /** Rider trips (leaving the store with one or more orders) per delivered order. */
  tripsPerOrder: number;
  /** DynamoDB requests during the run per placed order (refusals, polling and positions included). */
  dynamoPerOrder: number;
}

/** The value at `p` (0–1) of the sorted values, nearest rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] as number;
}

export function summarize(orders: readonly SimOrder[], trips: number, dynamoRequests: number): PeakSummary {
  const placed = orders.filter((o) => o.orderId !== undefined);
  const delivered = placed.filter((o) => o.deliveredAt !== undefined);
  const onTime = delivered.filter((o) => (o.deliveredAt as number) - o.triedAt <= (o.promisedMinutes ?? 0)).length;
  const waits = delivered.filter((o) => o.packedAt !== undefined && o.pickedUpAt !== undefined).map((o) => (o.pickedUpAt as number) - (o.packedAt as number));
  return {
    tried: orders.length,
    placed: placed.length,
    refused: orders.length - placed.length,
    delivered: delivered.length,
    onTime: placed.length === 0 ? Number.NaN : onTime / placed.length,
    riderWaitP50: percentile(waits, 0.5),
    riderWaitP95: percentile(waits, 0.95),
    tripsPerOrder: delivered.length === 0 ? Number.NaN : trips / delivered.length,
    dynamoPerOrder: placed.length === 0 ? Number.NaN : dynamoRequests / placed.length,
  };
}
