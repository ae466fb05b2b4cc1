/**
 * Stock held in batches at a store (docs/stock-batches.md, decision 0064), pure.
 *
 * The store's stock counter (`stock` of the store stock item) stays THE sellable stock: orders take
 * it under their no-oversell condition and never touch a batch. Batches record how many units each
 * held when the ledger was last settled (`countedStock`: the counter then). Units the counter lost
 * since were sold (or taken away) and units it gained were given back (or added by an admin): a
 * settle attributes that difference, first to the units no batch accounts for (stock from before
 * batches, returns, an admin's count), then to the batches in FEFO order: earliest expiry first,
 * no expiry last. Every settle is one transaction conditioned on the counter being what it read,
 * so at a batch's expiry its remaining units are known exactly.
 *
 * A batch's expiry date is the last day it is sold: it leaves sellable stock at the store's
 * midnight that ends that day (`sellableUntil`), in the store's time zone.
 */

/** India has one offset all year; a store without its own time zone is there. */
export const DEFAULT_STORE_TIME_ZONE = 'Asia/Kolkata';
/** A batch expiring within this many days is marked on the Stock page (a store may set its own). */
export const EXPIRING_SOON_DAYS = 3;
/**
 * Batches a product may hold at one store at once: a settle writes each of them in one
 * transaction with the stock item, a write-off and a new batch (DynamoDB takes 100 items).
 */
export const MAX_BATCHES = 40;
/**
 * How often the expiry job runs. Orders refuse a product whose earliest batch has passed its last
 * day until the job has written it off, so this is the longest such a product waits after midnight.
 */
export const EXPIRY_EVERY_MINUTES = 5;
export const EXPIRY_EVERY_MS = EXPIRY_EVERY_MINUTES * 60_000;

export interface Batch {
  batchId: string;
  /** yyyy-mm-dd, the last day it is sold; absent: it never expires (non-perishables). */
  expiresOn?: string;
  /** Units it holds as of the ledger's last settle. */
  units: number;
  /** Units received. */
  received: number;
  receivedAt: string;
}

/** A product's batches at a store and the counter they were last settled against. */
export interface Ledger {
  countedStock: number;
  batches: readonly Batch[];
}

/** FEFO: earliest expiry first, no expiry last; then the oldest receipt, then the id (a total order). */
export function fefo(a: Batch, b: Batch): number {
  const ea = a.expiresOn ?? '~';
  const eb = b.expiresOn ?? '~';
  if (ea !== eb) return ea < eb ? -1 : 1;
  if (a.receivedAt !== b.receivedAt) return a.receivedAt < b.receivedAt ? -1 : 1;
  return a.batchId < b.batchId ? -1 : a.batchId > b.batchId ? 1 : 0;
}

const sum = (batches: readonly Batch[]) => batches.reduce((total, b) => total + b.units, 0);

/**
 * The units each batch holds with the counter at `stockNow`, and the units no batch accounts for.
 * Units sold since the last settle come first out of those unaccounted for (their expiry is
 * unknown: never assume a dated unit sold while others could have been), then FEFO.
 */
export function settle(ledger: Ledger, stockNow: number): { batches: Batch[]; untracked: number } {
  const ordered = [...ledger.batches].sort(fefo);
  const untracked = Math.max(0, ledger.countedStock - sum(ordered));
  const sold = ledger.countedStock - stockNow;
  if (sold <= 0) return { batches: ordered, untracked: untracked - sold };
  let left = sold - Math.min(sold, untracked);
  const batches = ordered.map((batch) => {
    const taken = Math.min(left, batch.units);
    left -= taken;
    return { ...batch, units: batch.units - taken };
  });
  return { batches, untracked: Math.max(0, untracked - sold) };
}

/** Whether a batch is past its last day on `today` (the store's yyyy-mm-dd). */
export const isExpired = (batch: Pick<Batch, 'expiresOn'>, today: string): boolean => batch.expiresOn !== undefined && batch.expiresOn < today;

/** Whether a batch's last day is within `days` days of `today` (and not past). */
export const expiresWithin = (batch: Pick<Batch, 'expiresOn'>, today: string, days: number): boolean =>
  batch.expiresOn !== undefined && !isExpired(batch, today) && batch.expiresOn <= addDays(today, days);

/**
 * Per product, the last day of its earliest batch that still holds units and expires within
 * `days` days of `today` (the Stock page's mark). Units are as of each ledger's last settle: a
 * batch sold out since may still be marked until the next receipt or expiry settles it.
 */
export function expiringSoon(batches: readonly (Pick<Batch, 'expiresOn' | 'units'> & { productId: string })[], today: string, days: number): Map<string, string> {
  const soon = new Map<string, string>();
  for (const batch of batches) {
    if (batch.units <= 0 || !expiresWithin(batch, today, days)) continue;
    const known = soon.get(batch.productId);
    if (known === undefined || batch.expiresOn! < known) soon.set(batch.productId, batch.expiresOn!);
  }
  return soon;
}

export interface TakeFrom {
  /** null: units no batch accounts for. */
  batchId: string | null;
  expiresOn?: string;
  quantity: number;
}

/**
 * Which batches to take `quantity` units from (the pick list): FEFO over the batches that hold
 * units and are not past their last day on `today`; what they cannot cover comes from units no
 * batch accounts for (`untracked`); beyond that, nothing (the list is shorter than asked).
 */
export function batchesToTake(batches: readonly Batch[], quantity: number, today: string, untracked = 0): TakeFrom[] {
  const picks: TakeFrom[] = [];
  let left = quantity;
  for (const batch of [...batches].sort(fefo)) {
    if (left <= 0) break;
    if (batch.units <= 0 || isExpired(batch, today)) continue;
    const take = Math.min(left, batch.units);
    picks.push({ batchId: batch.batchId, ...(batch.expiresOn ? { expiresOn: batch.expiresOn } : {}), quantity: take });
    left -= take;
  }
  const loose = Math.min(left, untracked);
  if (loose > 0) picks.push({ batchId: null, quantity: loose });
  return picks;
}

export interface SettledLedger {
  /** The counter after the change (`countedStock` of the new ledger). */
  stock: number;
  /** Batches to keep, with their units now (a batch left with none is dropped: it sold out). */
  keep: Batch[];
  /** Batch ids to delete. */
  drop: string[];
  /** When the earliest kept batch stops being sellable; undefined: none expires. */
  sellableUntil: string | undefined;
}

function settled(ledger: Ledger, stockNow: number, change: { add?: Batch; expire?: string }, timeZone: string): SettledLedger & { writeOff: number } {
  const { batches } = settle(ledger, stockNow);
  const expired = change.expire === undefined ? undefined : batches.find((b) => b.batchId === change.expire);
  // Never more than the counter holds (a counter set below its batches by hand).
  const writeOff = Math.min(expired?.units ?? 0, Math.max(0, stockNow));
  const rest = batches.filter((b) => b !== expired);
  const keep = [...rest.filter((b) => b.units > 0), ...(change.add ? [change.add] : [])].sort(fefo);
  const kept = new Set(keep.map((b) => b.batchId));
  const earliest = keep.find((b) => b.expiresOn !== undefined)?.expiresOn;
  return {
    stock: stockNow - writeOff + (change.add?.units ?? 0),
    keep,
    drop: ledger.batches.map((b) => b.batchId).filter((id) => !kept.has(id)),
    sellableUntil: earliest === undefined ? undefined : endOfDay(earliest, timeZone),
    writeOff,
  };
}

/** A received batch joins the ledger: the counter grows by its units. */
export const receiveBatch = (ledger: Ledger, stockNow: number, batch: Batch, timeZone: string): SettledLedger => settled(ledger, stockNow, { add: batch }, timeZone);

/** An expired batch leaves: the counter drops by exactly the units it still holds (`writeOff`). */
export const expireBatch = (ledger: Ledger, stockNow: number, batchId: string, timeZone: string): SettledLedger & { writeOff: number } =>
  settled(ledger, stockNow, { expire: batchId }, timeZone);

// Days and midnights in a store's time zone.

/** The store's calendar day (yyyy-mm-dd) at `now`. */
export function localDay(now: Date, timeZone: string): string {
  // en-CA writes yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((all, p) => (p.type === 'literal' ? all : { ...all, [p.type]: Number(p.value) }), {});
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant (ISO, UTC) of the store's midnight that ends `day`. */
export function endOfDay(day: string, timeZone: string): string {
  const [y, m, d] = addDays(day, 1).split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the one at the answer across a clock change.
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(first, timeZone) * 60_000).toISOString();
}

/** Whether `timeZone` is one Intl knows (a store's setting). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
