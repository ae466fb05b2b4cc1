/**
 * Substitutions (pure rules). Every cart line, and so every order line, carries the shopper's
 * preference for when its product is missing at the store: the best match (the default), a product
 * they chose from the same sub category, or none (refund it). When a picker marks units of a line
 * unavailable and the preference allows one, a substitute is proposed on the order's pick; the
 * shopper accepts or rejects it, and when they have not answered by `decideBy` the preference
 * decides (it asked for a replacement, so the substitute is given). The shopper never pays more for
 * a substitute than the missing units cost them (`chargedPaise`); the rest is given back.
 */
import { formatPaise } from './money.js';
import { unitsPaidPaise, unitsRefunded, type RefundRecord } from './refunds.js';

/** What the shopper wants when a line's product is missing; absent on a line means best match. */
export type SubstitutionPreference = 'best_match' | 'dont_replace' | { productId: string };

export const SUBSTITUTION_STATUSES = ['pending', 'accepted', 'rejected', 'sold_out'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/** A substitute proposed for the missing units of one order line (kept on the order's pick). */
export interface Substitution {
  /** The order line it replaces units of (its product id). */
  lineId: string;
  productId: string;
  name: string;
  unit: string;
  image: string;
  /** Units given instead of the missing ones (as many as were missing when it was proposed). */
  quantity: number;
  unitPricePaise: number;
  /** What the shopper pays for it: its price, at most what the missing units cost them. */
  chargedPaise: number;
  /** What the missing units cost the shopper (their share of the line's paid amount). */
  missingPaise: number;
  status: SubstitutionStatus;
  proposedAt: string;
  /** Until when the shopper may answer; after it the preference decides. */
  decideBy: string;
  decidedAt?: string;
  decidedBy?: 'shopper' | 'preference';
  /** Units of it the picker scanned into the bag: once it is given, Packed needs all of them. */
  scanned?: number;
}

/** Minutes a shopper has to answer a proposed substitute when the store sets none. */
export const SUBSTITUTION_MINUTES = 5;

/** A substitute may cost at most this much more (per item) than the original: 20 %. */
const MAX_DEARER_PERCENT = 20;

/** A product that could stand in for a missing one, with its stock at the order's store. */
export interface CandidateProduct {
  productId: string;
  name: string;
  unit: string;
  image: string;
  unitPricePaise: number;
  subCategoryIds: readonly string[];
  stock: number;
}

/** How much of one measure a unit text holds ("500 ml", "1 kg", "2 x 200 g", "6 pcs"), in g, ml or pieces. */
export function unitSize(unit: string): { measure: 'g' | 'ml' | 'pc'; amount: number } | undefined {
  const match = /^\s*(?:(\d+(?:\.\d+)?)\s*[x×]\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)\.?\s*$/i.exec(unit);
  if (!match) return undefined;
  const times = match[1] ? Number(match[1]) : 1;
  const amount = Number(match[2]) * times;
  const scale: Record<string, ['g' | 'ml' | 'pc', number]> = {
    g: ['g', 1], gm: ['g', 1], gms: ['g', 1], kg: ['g', 1000], ml: ['ml', 1], l: ['ml', 1000], ltr: ['ml', 1000], litre: ['ml', 1000],
    pc: ['pc', 1], pcs: ['pc', 1], piece: ['pc', 1], pieces: ['pc', 1], pack: ['pc', 1], unit: ['pc', 1], units: ['pc', 1],
  };
  const found = scale[match[3]!.toLowerCase()];
  if (!found || !(amount > 0)) return undefined;
  return { measure: found[0], amount: amount * found[1] };
}

/**
 * The paise per gram, millilitre or piece of a product, when both units measure the same thing;
 * otherwise per item (a unit we cannot read is compared by what one of it costs).
 */
function perUnit(price: number, unit: string, other: string): number {
  const mine = unitSize(unit);
  const theirs = unitSize(other);
  return mine && theirs && mine.measure === theirs.measure ? price / mine.amount : price;
}

/**
 * The best match for `quantity` missing units of `original`: a product of one of its sub
 * categories (not itself), with at least that many in stock at the store, never dearer per item by
 * more than 20 %, and nearest in price per unit (per g / ml / piece when the units say so); ties go
 * to the cheaper, then by name, so the same shelf always offers the same one.
 */
export function bestMatch(
  original: { productId: string; unit: string; unitPricePaise: number; subCategoryIds: readonly string[] },
  quantity: number,
  candidates: readonly CandidateProduct[],
): CandidateProduct | undefined {
  const subs = new Set(original.subCategoryIds);
  const allowed = candidates.filter(
    (c) =>
      c.productId !== original.productId &&
      c.stock >= quantity &&
      c.subCategoryIds.some((id) => subs.has(id)) &&
      c.unitPricePaise * 100 <= original.unitPricePaise * (100 + MAX_DEARER_PERCENT),
  );
  const distance = (c: CandidateProduct) => Math.abs(perUnit(c.unitPricePaise, c.unit, original.unit) - perUnit(original.unitPricePaise, original.unit, c.unit));
  return [...allowed].sort((a, b) => distance(a) - distance(b) || a.unitPricePaise - b.unitPricePaise || a.name.localeCompare(b.name))[0];
}

/** Whether a chosen product may be a line's preference: it shares a sub category with the line's product and is another product. */
export function canChoose(line: { productId: string; subCategoryIds: readonly string[] }, chosen: { productId: string; subCategoryIds: readonly string[] }): boolean {
  return chosen.productId !== line.productId && chosen.subCategoryIds.some((id) => line.subCategoryIds.includes(id));
}

/**
 * The substitute proposed for `quantity` missing units of a line: what those units cost the shopper
 * (the line's paid amount spread to the paisa, its first units as a refund counts them) and what the
 * substitute is charged: its price, never more than that.
 */
export function propose(
  line: { productId: string; quantity: number; lineTotalPaise: number; paidPaise?: number },
  quantity: number,
  product: Omit<CandidateProduct, 'subCategoryIds' | 'stock'>,
  at: Date,
  minutes: number,
): Substitution {
  const missingPaise = unitsPaidPaise(line.paidPaise ?? line.lineTotalPaise, line.quantity, 0, quantity);
  return {
    lineId: line.productId,
    productId: product.productId,
    name: product.name,
    unit: product.unit,
    image: product.image,
    quantity,
    unitPricePaise: product.unitPricePaise,
    chargedPaise: Math.min(missingPaise, product.unitPricePaise * quantity),
    missingPaise,
    status: 'pending',
    proposedAt: at.toISOString(),
    decideBy: new Date(at.getTime() + minutes * 60_000).toISOString(),
  };
}

/**
 * The question the shopper reads (the order page builds it from the order's `substitutions`):
 * "Amul Taaza 500 ml is out. Replace with Nandini Toned Milk 500 ml (₹2 less)?"; `lessPaise`: what
 * they pay less than for the missing units.
 */
export function substitutionPrompt(originalName: string, sub: { name: string; unit: string }, lessPaise: number): string {
  return `${originalName} is out. Replace with ${sub.name} ${sub.unit} (${lessPaise > 0 ? `${formatPaise(lessPaise)} less` : 'same price'})?`;
}

export type SubstitutionAnswer = { ok: true; substitution: Substitution; changed: boolean } | { ok: false; status: 404 | 409; reason: string };

/**
 * The shopper's answer. The same answer again changes nothing (a retry); a different answer after
 * the substitution was decided, or after its time ran out, is refused.
 */
export function answer(subs: readonly Substitution[] | undefined, lineId: string, accept: boolean, now: Date): SubstitutionAnswer {
  const sub = subs?.find((s) => s.lineId === lineId);
  if (!sub) return { ok: false, status: 404, reason: 'No replacement was proposed for that item' };
  const wanted = accept ? 'accepted' : 'rejected';
  if (sub.status === wanted && sub.decidedBy === 'shopper') return { ok: true, substitution: sub, changed: false };
  if (sub.status !== 'pending') return { ok: false, status: 409, reason: `This replacement was ${sub.status.replace('_', ' ')} already` };
  if (Date.parse(sub.decideBy) <= now.getTime()) return { ok: false, status: 409, reason: 'The time to answer has passed: your preference decided' };
  return { ok: true, substitution: { ...sub, status: wanted, decidedAt: now.toISOString(), decidedBy: 'shopper' }, changed: true };
}

/** Pending substitutions whose time ran out, decided by the preference (which asked for a replacement). */
export function expiredPending(subs: readonly Substitution[] | undefined, now: Date): Substitution[] {
  return (subs ?? [])
    .filter((s) => s.status === 'pending' && Date.parse(s.decideBy) <= now.getTime())
    .map((s) => ({ ...s, status: 'accepted' as const, decidedAt: now.toISOString(), decidedBy: 'preference' as const }));
}

/** The earliest answer still awaited, if any: the order cannot be packed before it. */
export function awaitedUntil(subs: readonly Substitution[] | undefined, now: Date): string | undefined {
  return (subs ?? []).filter((s) => s.status === 'pending' && Date.parse(s.decideBy) > now.getTime()).map((s) => s.decideBy).sort()[0];
}

export const withSubstitution = (subs: readonly Substitution[] | undefined, sub: Substitution): Substitution[] => [
  ...(subs ?? []).filter((s) => s.lineId !== sub.lineId),
  sub,
];

/** What accepted substitutes are charged: kept from what the missing units paid. */
export const substitutesPaise = (subs: readonly Substitution[] | undefined): number =>
  (subs ?? []).filter((s) => s.status === 'accepted').reduce((sum, s) => sum + s.chargedPaise, 0);

/**
 * A card order's refund at packing: the missing units no refund covers yet, less what their
 * accepted substitutes are charged. A line whose substitute costs all its missing units paid gets
 * nothing back, so it is left out (a refund of nothing is no refund).
 */
export function refundDue(
  unavailable: readonly { productId: string; quantity: number }[],
  subs: readonly Substitution[] | undefined,
  refunds: readonly RefundRecord[] | undefined,
): { lines: { productId: string; quantity: number }[]; keptPaise: number } {
  const given = unitsRefunded(refunds);
  const lines: { productId: string; quantity: number }[] = [];
  let keptPaise = 0;
  for (const u of unavailable) {
    const quantity = u.quantity - (given.get(u.productId) ?? 0);
    if (quantity <= 0) continue;
    const sub = subs?.find((s) => s.lineId === u.productId && s.status === 'accepted');
    if (sub && sub.chargedPaise >= sub.missingPaise && sub.quantity >= quantity) continue;
    lines.push({ productId: u.productId, quantity });
    keptPaise += sub?.chargedPaise ?? 0;
  }
  return { lines, keptPaise };
}
