/**
 * Stock in batches at a store (core/stock-batches.ts, docs/stock-batches.md): an admin receives a
 * batch, the expiry job writes off what expired batches still hold, the pick list asks which batch
 * to take, the Stock page which products expire soon. Each change of a product's batches is one
 * conditional transaction (repos/stock-batches.ts writeLedger); an order meanwhile makes it read
 * again, so a unit is either sold or written off, never both.
 */
import type { ApiWriteOff, ReceivedStock } from '../../core/contracts/store-batches.js';
import { newId } from '../../core/ids.js';
import {
  batchesToTake,
  DEFAULT_STORE_TIME_ZONE,
  expireBatch,
  isExpired,
  localDay,
  MAX_BATCHES,
  receiveBatch,
  settle,
  type TakeFrom,
} from '../../core/stock-batches.js';
import type { StoreRecord } from '../../core/stores.js';
import type { ClaimWriteOff } from '../../data/items/claim-write-off.js';
import type { WriteOff } from '../../data/items/write-off.js';
import { getProduct } from '../../data/repos/products.js';
import { confirmWriteOff, getWriteOff, listStoreBatches, listWriteOffs, readLedger, writeLedger } from '../../data/repos/stock-batches.js';
import { getStore, listStores } from '../../data/repos/stores.js';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';

/** Reads again after an order (or another settle) changed the product's stock meanwhile, this often at most. */
const SETTLE_TRIES = 8;

const zoneOf = (store: Pick<StoreRecord, 'timeZone'>) => store.timeZone ?? DEFAULT_STORE_TIME_ZONE;

export async function storeOrNotFound(storeId: string): Promise<StoreRecord> {
  const store = await getStore(storeId, { consistent: true });
  if (!store) throw new NotFound('Store not found');
  return store;
}

/** A batch received at a store: the sellable stock grows by its units, in one transaction with the batch. */
export async function receiveStock(input: { storeId: string; productId: string; quantity: number; expiresOn?: string }, now = new Date()): Promise<ReceivedStock> {
  const received = await receiveAt(await storeOrNotFound(input.storeId), input, now);
  if (received === 'received-already') throw new Conflict('This stock was received before');
  return received;
}

/**
 * receiveStock at a store already read; with `receiptId` (a CSV row, services/stores/receive-csv.ts)
 * the row's claim is put in the same transaction, and a row received before answers
 * 'received-already' and adds nothing.
 */
export async function receiveAt(
  store: StoreRecord,
  input: { productId: string; quantity: number; expiresOn?: string },
  now: Date,
  receiptId?: string,
): Promise<ReceivedStock | 'received-already'> {
  const today = localDay(now, zoneOf(store));
  if (input.expiresOn !== undefined && input.expiresOn < today) throw new BadRequest(`expiresOn: that day has passed at ${store.name} (today is ${today}); expired stock is not received`);
  const batch = {
    batchId: newId(now.getTime()),
    ...(input.expiresOn ? { expiresOn: input.expiresOn } : {}),
    units: input.quantity,
    received: input.quantity,
    receivedAt: now.toISOString(),
  };
  const receipt = receiptId
    ? { storeId: store._id, receiptId, productId: input.productId, batchId: batch.batchId, quantity: input.quantity, receivedAt: batch.receivedAt }
    : undefined;
  for (let attempt = 1; ; attempt++) {
    const read = await readLedger(store._id, input.productId);
    if (read.batches.length >= MAX_BATCHES) throw new Conflict(`This product already has ${MAX_BATCHES} batches at ${store.name}; write off or sell some first`);
    const next = receiveBatch(read, read.stock, batch, zoneOf(store));
    const result = await writeLedger(read, next, { mustExist: true, at: now.toISOString(), ...(receipt ? { receipt } : {}) });
    if (result.ok) return { storeId: store._id, productId: input.productId, batchId: batch.batchId, quantity: input.quantity, expiresOn: input.expiresOn ?? null, stock: next.stock };
    if (result.failure.kind === 'received-already') return 'received-already';
    if (result.failure.kind === 'store-not-found') throw new NotFound('Store not found');
    if (result.failure.kind === 'product-not-found') throw new NotFound('Product not found');
    if (attempt >= SETTLE_TRIES) throw new Conflict('Sales kept changing this product\'s stock; try again');
  }
}

export interface ExpirySummary {
  stores: number;
  /** Batches written off this run, and the units they still held. */
  expired: number;
  units: number;
  /** Batches that could not be written off (tried again next run). */
  failed: number;
}

/** Writes off one expired batch: its remaining units leave the counter, in one transaction with the write-off. */
async function expireOne(store: StoreRecord, productId: string, batchId: string, now: Date): Promise<number | undefined> {
  const name = (await getProduct(productId))?.name;
  for (let attempt = 1; attempt <= SETTLE_TRIES; attempt++) {
    const read = await readLedger(store._id, productId);
    const batch = read.batches.find((b) => b.batchId === batchId);
    // Gone: another run wrote it off first.
    if (!batch?.expiresOn) return undefined;
    // The product was deleted (its stock items with it): there is no stock to take it from.
    if (!read.stocked || name === undefined) {
      logger.warn('expiry: batch of a product no longer stocked here, left as it is', { storeId: store._id, productId, batchId });
      return undefined;
    }
    const next = expireBatch(read, read.stock, batchId, zoneOf(store));
    const writeOff: WriteOff = { storeId: store._id, productId, name, batchId, expiresOn: batch.expiresOn, units: next.writeOff, received: batch.received, writtenOffAt: now.toISOString() };
    const result = await writeLedger(read, next, { writeOff, at: now.toISOString() });
    if (result.ok) return next.writeOff;
  }
  throw new Error(`batch ${batchId} of product ${productId} at store ${store._id}: its stock kept changing`);
}

/**
 * The expiry job (jobs/expire-batches.ts): at each store, every batch past its last day in the
 * store's time zone at `now` is written off, one transaction per batch. Safe to repeat: a batch
 * written off is gone.
 */
export async function expireDueBatches(now = new Date()): Promise<ExpirySummary> {
  const stores = await listStores({ consistent: true });
  const summary: ExpirySummary = { stores: stores.length, expired: 0, units: 0, failed: 0 };
  for (const store of stores) {
    const today = localDay(now, zoneOf(store));
    const due = (await listStoreBatches(store._id, { consistent: true })).filter((b) => isExpired(b, today));
    for (const batch of due) {
      try {
        const units = await expireOne(store, batch.productId, batch.batchId, now);
        if (units === undefined) continue;
        summary.expired++;
        summary.units += units;
      } catch (error) {
        summary.failed++;
        logger.error('expiry: batch not written off, the next run tries again', { storeId: store._id, batchId: batch.batchId, error: error as Error });
      }
    }
  }
  return summary;
}

/**
 * Which batches to take `quantity` units of a product from at a store, for an order already
 * placed (the pick list): its units left the counter at placement but are still on the shelf, so
 * they count as the shelf's; FEFO, never a batch past its last day.
 */
export async function batchesToPick(storeId: string, productId: string, quantity: number, now = new Date()): Promise<TakeFrom[]> {
  const store = await storeOrNotFound(storeId);
  return takeFromShelf(storeId, productId, quantity, localDay(now, zoneOf(store)));
}

/** What is on the shelf (the sellable stock and the units of this order, already taken from it) settled FEFO. */
async function takeFromShelf(storeId: string, productId: string, quantity: number, today: string): Promise<TakeFrom[]> {
  const read = await readLedger(storeId, productId);
  const shelf = settle(read, read.stock + quantity);
  return batchesToTake(shelf.batches, quantity, today, shelf.untracked);
}

/** The pick list's batch for each of an order's lines: the first batch (earliest expiry) its units come from, if any batch holds them. */
export async function pickListBatches(
  storeId: string,
  lines: readonly { productId: string; quantity: number }[],
  now = new Date(),
): Promise<Map<string, { batchId: string; expiresOn: string | null }>> {
  const today = localDay(now, zoneOf(await storeOrNotFound(storeId)));
  const firsts = await Promise.all(
    lines.map(async (line) => {
      const first = (await takeFromShelf(storeId, line.productId, line.quantity, today)).find((take) => take.batchId !== null);
      return first?.batchId ? ([line.productId, { batchId: first.batchId, expiresOn: first.expiresOn ?? null }] as const) : undefined;
    }),
  );
  return new Map(firsts.filter((entry) => entry !== undefined));
}

const apiWriteOff = (w: WriteOff): ApiWriteOff => ({
  storeId: w.storeId,
  productId: w.productId,
  name: w.name,
  batchId: w.batchId,
  expiresOn: w.expiresOn,
  units: w.units,
  received: w.received,
  writtenOffAt: w.writtenOffAt,
  confirmedAt: w.confirmedAt ?? null,
  claim: null,
});

const apiClaimWriteOff = (w: ClaimWriteOff): ApiWriteOff => ({
  storeId: w.storeId,
  productId: w.productId,
  name: w.name,
  batchId: w.batchId ?? null,
  expiresOn: null,
  units: w.units,
  received: null,
  writtenOffAt: w.writtenOffAt,
  confirmedAt: null,
  claim: { claimId: w.claimId, orderNo: w.orderNo, reason: w.reason },
});

/** A store's write-offs: expired batches waiting for confirmation first, then the rest (confirmed, and claims'), newest first. */
export async function storeWriteOffs(storeId: string): Promise<ApiWriteOff[]> {
  await storeOrNotFound(storeId);
  const { expired, claimed } = await listWriteOffs(storeId);
  const waiting = expired.filter((w) => !w.confirmedAt).map(apiWriteOff);
  const rest = [...expired.filter((w) => w.confirmedAt).map(apiWriteOff), ...claimed.map(apiClaimWriteOff)].sort((a, b) => b.writtenOffAt.localeCompare(a.writtenOffAt));
  return [...waiting, ...rest];
}

/** An admin confirms a write-off (the units were taken off the shelf); a second confirmation is refused (409). */
export async function confirmStoreWriteOff(storeId: string, batchId: string, by: string, now = new Date()): Promise<ApiWriteOff> {
  const result = await confirmWriteOff(storeId, batchId, by, now.toISOString());
  if (!result.ok) {
    if (result.failure.kind === 'not-found') throw new NotFound('Write-off not found');
    throw new Conflict('This write-off was already confirmed');
  }
  const confirmed = await getWriteOff(storeId, batchId);
  if (!confirmed) throw new NotFound('Write-off not found');
  return apiWriteOff(confirmed);
}
