/**
 * Picking an order at its dark store (pure rules). A picker claims a placed order ("Start picking"),
 * confirms each line by scanning its product's barcode once per unit, and may mark units of a line
 * unavailable; "Packed" is allowed only when every unit of every line is scanned or unavailable.
 * The pick is kept on the order (`pick`) and each write of it is conditional on the `rev` read, so
 * a retried or concurrent scan never counts twice a unit the other already counted.
 */
import { normalBarcode } from './barcode.js';
import { unitsPaidPaise, unitsRefunded, type RefundRecord } from './refunds.js';
import { substitutesPaise, type Substitution } from './substitution.js';

/** What the rules need of an order line (core/order-record.ts OrderLine, which imports this module's types). */
interface OrderLine {
  productId: string;
  name: string;
  quantity: number;
  lineTotalPaise: number;
  paidPaise?: number;
}

/** A picker: a Cognito user in the group PICKER, bound to one store; `_id` is their user id. */
export interface PickerRecord {
  _id: string;
  name: string;
  email: string;
  /** The store whose orders they pick: they see no other. */
  storeId: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Units of a line a picker found missing on the shelf: the store's stock said they were there. */
export interface StockGap {
  storeId: string;
  orderId: string;
  /** The order number the shopper and the admin read. */
  orderNumber: string;
  productId: string;
  name: string;
  quantity: number;
  pickerName: string;
  at: string;
}

export interface PickLine {
  /** The order line it is (an order has one line per product). */
  productId: string;
  scanned: number;
  unavailable: number;
  /**
   * The stock batch the pick list named for this line (earliest expiry first) when its first unit
   * was scanned: a claim approved later for damaged or expired units is written off against it.
   */
  batchId?: string;
}

export interface PickState {
  pickerId: string;
  pickerName: string;
  startedAt: string;
  /** Bumped by every write: each write is conditional on the one read. */
  rev: number;
  lines: PickLine[];
  /** Substitutes proposed for missing units, one per line at most (core/substitution.ts). */
  substitutions?: Substitution[];
}

export type PickDecision = { ok: true; pick: PickState } | { ok: false; status: 400 | 404 | 409; reason: string };

/** What a picker sees of a product they scan: its name and barcode (if it has one), its unit to tell packs apart. */
export interface ScannedProduct {
  productId: string;
  name: string;
  unit?: string;
  barcode?: string;
}

/**
 * What a scanned code is, when it is not the item asked for: a product of the order (`whose`), a
 * product of the catalog that is not on the order (`outside`: the picker holds the wrong pack and
 * can put it back), or no product at all (a misread or a pack we do not sell).
 */
function whatItIs(code: string, whose: ScannedProduct | undefined, outside: ScannedProduct | undefined): string {
  if (whose) return `Wrong item: ${code} is the barcode of ${whose.name}`;
  if (outside) return `Wrong item: that is ${outside.name}${outside.unit ? ` (${outside.unit})` : ''}, not on this order`;
  return `Unknown barcode: ${code} is not the barcode of any product we sell`;
}

/** A new pick of an order by this picker; only a placed order nobody picks yet can be started. */
export function startPick(order: { status: string; lines: readonly Pick<OrderLine, 'productId'>[]; pick?: PickState }, picker: { id: string; name: string }, at: string): PickDecision {
  if (order.status !== 'placed') return { ok: false, status: 409, reason: `This order is not waiting to be picked (it is ${order.status.replace(/_/g, ' ')})` };
  if (order.pick) {
    if (order.pick.pickerId === picker.id) return { ok: true, pick: order.pick };
    return { ok: false, status: 409, reason: `${order.pick.pickerName} is already picking this order` };
  }
  return { ok: true, pick: { pickerId: picker.id, pickerName: picker.name, startedAt: at, rev: 0, lines: order.lines.map((l) => ({ productId: l.productId, scanned: 0, unavailable: 0 })) } };
}

/** Why this picker may not change this pick now, or undefined when they may. */
function notYours(order: { status: string; pick?: PickState }, pickerId: string, isAdmin: boolean): { status: 409; reason: string } | undefined {
  if (order.status !== 'placed') return { status: 409, reason: `This order is ${order.status.replace(/_/g, ' ')}: it is not being picked` };
  if (!order.pick) return { status: 409, reason: 'Start picking this order first' };
  // An admin may finish anyone's pick (a picker who went home); a picker only their own.
  if (order.pick.pickerId !== pickerId && !isAdmin) return { status: 409, reason: `${order.pick.pickerName} is picking this order` };
  return undefined;
}

const left = (line: OrderLine, pl: PickLine) => line.quantity - pl.scanned - pl.unavailable;

/**
 * A substitute going into the bag: accepted, or one whose answer time is up (the preference gives it,
 * settled at Packed). It is scanned as any line is; a pending one still awaiting the shopper is not.
 */
const given = (s: Substitution, now: Date) => s.status === 'accepted' || (s.status === 'pending' && Date.parse(s.decideBy) <= now.getTime());
const subLeft = (s: Substitution) => s.quantity - (s.scanned ?? 0);

/** The substitutes still to scan into the bag. */
const substitutesToScan = (pick: PickState | undefined, now: Date) => (pick?.substitutions ?? []).filter((s) => given(s, now) && subLeft(s) > 0);

/**
 * One scanned code: it counts one unit of the line whose product has that barcode (the line named
 * by `lineId`, or the first line of that product still to pick). A code that is not the named line's
 * product, or no line's, is refused, naming whose barcode it is: a product of the order (`products`,
 * its lines' and substitutes'), else `owner`, the catalog's product with that barcode (the caller looks
 * it up only when no product of the order has it), else unknown.
 */
export function scanCode(
  order: { status: string; lines: readonly OrderLine[]; pick?: PickState },
  products: readonly ScannedProduct[],
  ask: { pickerId: string; isAdmin: boolean; lineId?: string; code: string },
  owner?: ScannedProduct,
  now: Date = new Date(),
): PickDecision {
  const refused = notYours(order, ask.pickerId, ask.isAdmin);
  if (refused) return { ok: false, ...refused };
  const pick = order.pick as PickState;
  const code = normalBarcode(ask.code);
  const byId = new Map(products.map((p) => [p.productId, p]));
  const matches = (productId: string) => {
    const barcode = byId.get(productId)?.barcode;
    return barcode !== undefined && normalBarcode(barcode) === code;
  };
  const named = ask.lineId === undefined ? undefined : order.lines.find((l) => l.productId === ask.lineId);
  if (ask.lineId !== undefined && !named) return { ok: false, status: 404, reason: 'That line is not in this order' };
  const whose = products.find((p) => matches(p.productId));
  // The catalog's owner is named only when the order has no product of that code.
  const outside = whose || !owner?.barcode || normalBarcode(owner.barcode) !== code ? undefined : owner;
  const wrong = whatItIs(code, whose, outside);
  // A line whose own units are done and whose substitute is given asks for the substitute's barcode.
  const toScan = substitutesToScan(pick, now);
  const swap = toScan.find((sub) => (named ? sub.lineId === named.productId : true) && matches(sub.productId));
  if (swap) return { ok: true, pick: { ...pick, rev: pick.rev + 1, substitutions: pick.substitutions!.map((s) => (s === swap ? { ...s, scanned: (s.scanned ?? 0) + 1 } : s)) } };
  const awaited = named && left(named, pickLineOf(pick, named.productId)) <= 0 ? toScan.find((sub) => sub.lineId === named.productId) : undefined;
  if (awaited) return { ok: false, status: 409, reason: `${wrong}; this line now takes ${awaited.name} (${awaited.unit}), the replacement: scan it` };
  if (named && !matches(named.productId)) {
    const expected = byId.get(named.productId);
    if (!expected?.barcode) return { ok: false, status: 409, reason: `${named.name} has no barcode yet: ask an admin to add it on the product` };
    return { ok: false, status: 409, reason: whose ? `${wrong}, not of ${named.name}` : `${wrong}; scan ${named.name}` };
  }
  const line = named ?? order.lines.find((l) => matches(l.productId) && left(l, pickLineOf(pick, l.productId)) > 0) ?? order.lines.find((l) => matches(l.productId));
  if (!line) return { ok: false, status: 409, reason: whose ? `${wrong}, which is not in this order` : wrong };
  const pl = pickLineOf(pick, line.productId);
  if (left(line, pl) <= 0) {
    const instead = toScan.find((sub) => sub.lineId === line.productId);
    if (instead) return { ok: false, status: 409, reason: `Wrong item: ${line.name} is done; scan ${instead.name} (${instead.unit}), its replacement` };
    return { ok: false, status: 409, reason: `${line.name} is done already: all ${line.quantity} picked or unavailable` };
  }
  return { ok: true, pick: withLine(pick, { ...pl, scanned: pl.scanned + 1 }) };
}

/** `quantity` units of a line cannot be picked (none on the shelf, or damaged): at most what is left of it. */
export function markUnavailable(
  order: { status: string; lines: readonly OrderLine[]; pick?: PickState },
  ask: { pickerId: string; isAdmin: boolean; lineId: string; quantity: number },
): PickDecision {
  const refused = notYours(order, ask.pickerId, ask.isAdmin);
  if (refused) return { ok: false, ...refused };
  const pick = order.pick as PickState;
  const line = order.lines.find((l) => l.productId === ask.lineId);
  if (!line) return { ok: false, status: 404, reason: 'That line is not in this order' };
  const pl = pickLineOf(pick, line.productId);
  const open = left(line, pl);
  if (ask.quantity > open) return { ok: false, status: 409, reason: `Only ${open} of ${line.name} ${open === 1 ? 'is' : 'are'} still to pick` };
  return { ok: true, pick: withLine(pick, { ...pl, unavailable: pl.unavailable + ask.quantity }) };
}

/**
 * Whether the order may be packed: every unit of every line scanned or unavailable, and every given
 * substitute scanned (else why not).
 */
export function canPack(
  order: { status: string; lines: readonly OrderLine[]; pick?: PickState },
  pickerId: string,
  isAdmin: boolean,
  now: Date = new Date(),
): { ok: true } | { ok: false; status: 409; reason: string } {
  const refused = notYours(order, pickerId, isAdmin);
  if (refused) return { ok: false, ...refused };
  const open = order.lines.filter((l) => left(l, pickLineOf(order.pick as PickState, l.productId)) > 0);
  if (open.length > 0) return { ok: false, status: 409, reason: `Not every item is picked: ${open.map((l) => l.name).join(', ')} still to scan or mark unavailable` };
  const swaps = substitutesToScan(order.pick, now);
  if (swaps.length > 0) return { ok: false, status: 409, reason: `Not every replacement is scanned: ${swaps.map((s) => s.name).join(', ')} still to scan` };
  return { ok: true };
}

/** The units of each line that were not packed (lines with none are left out). */
export const unavailableUnits = (pick: PickState | undefined): { productId: string; quantity: number }[] =>
  (pick?.lines ?? []).filter((l) => l.unavailable > 0).map((l) => ({ productId: l.productId, quantity: l.unavailable }));

/**
 * What the units not packed paid, to the paisa, counted as a line's first refund counts them
 * (core/refunds.ts partRefund: its first units, the line's paid amount spread by unitsPaidPaise with
 * its offer share taken off), so a cash order's total drops by exactly what a card order gets back.
 */
export function unavailablePaise(lines: readonly OrderLine[], pick: PickState | undefined): number {
  return unavailableUnits(pick).reduce((sum, u) => {
    const line = lines.find((l) => l.productId === u.productId);
    if (!line) return sum;
    return sum + unitsPaidPaise(line.paidPaise ?? line.lineTotalPaise, line.quantity, 0, u.quantity);
  }, 0);
}

/**
 * The units not packed that no refund (that did not fail) gave back yet: what a card order's
 * refund at packing asks for. A retried Packed after the refund was recorded asks for nothing.
 */
export function unitsStillToRefund(pick: PickState | undefined, refunds: readonly RefundRecord[] | undefined): { productId: string; quantity: number }[] {
  const given = unitsRefunded(refunds);
  return unavailableUnits(pick)
    .map((u) => ({ productId: u.productId, quantity: u.quantity - (given.get(u.productId) ?? 0) }))
    .filter((u) => u.quantity > 0);
}

/** What the shopper gets back for units not packed: what they paid, less what accepted substitutes are charged. */
export const givenBackPaise = (lines: readonly OrderLine[], pick: PickState | undefined): number => unavailablePaise(lines, pick) - substitutesPaise(pick?.substitutions);

/** The totals of a cash order whose unavailable units are taken off (substitutes charged): the cash to collect is its grand total. */
export function totalsWithoutUnavailable<T extends { grandTotalPaise: number }>(totals: T, lines: readonly OrderLine[], pick: PickState | undefined): T {
  return { ...totals, grandTotalPaise: totals.grandTotalPaise - givenBackPaise(lines, pick) };
}

function pickLineOf(pick: PickState, productId: string): PickLine {
  return pick.lines.find((l) => l.productId === productId) ?? { productId, scanned: 0, unavailable: 0 };
}

function withLine(pick: PickState, line: PickLine): PickState {
  const lines = pick.lines.some((l) => l.productId === line.productId) ? pick.lines.map((l) => (l.productId === line.productId ? line : l)) : [...pick.lines, line];
  return { ...pick, rev: pick.rev + 1, lines };
}

/**
 * The pick with each line that has units scanned and no batch yet given the batch the pick list
 * names for it (`batches`: productId → batch); the same pick when nothing is new, so a decision
 * that changed nothing still writes nothing. A line spread over two batches names its first.
 */
export function withPickedBatches(pick: PickState, batches: ReadonlyMap<string, { batchId: string }>): PickState {
  const named = (l: PickLine) => l.scanned > 0 && l.batchId === undefined && batches.has(l.productId);
  if (!pick.lines.some(named)) return pick;
  return { ...pick, lines: pick.lines.map((l) => (named(l) ? { ...l, batchId: batches.get(l.productId)!.batchId } : l)) };
}
