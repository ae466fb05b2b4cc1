import { paiseToRupees } from './money.js';
import type { Substitution, SubstitutionStatus } from './substitution.js';

/**
 * A substitution as the shopper's order and the picker's list show it (rupees). Apart from
 * substitution.ts: every order answer carries these, so only this mapping is in their bundles.
 */
export interface ApiSubstitution {
  /** The order line it replaces missing units of (its product id). */
  lineId: string;
  productId: string;
  name: string;
  unit: string;
  image: string;
  quantity: number;
  status: SubstitutionStatus;
  /** Until when the shopper may answer; then their preference decides. */
  decideBy: string;
  decidedBy: 'shopper' | 'preference' | null;
  /** What the shopper pays less than for the missing units (0: same price; a dearer one is given at the original price). */
  less: number;
  /** Units of it the picker scanned. */
  scanned: number;
}

export const apiSubstitutions = (subs: readonly Substitution[] | undefined): ApiSubstitution[] =>
  (subs ?? []).map((s) => ({
    lineId: s.lineId,
    productId: s.productId,
    name: s.name,
    unit: s.unit,
    image: s.image,
    quantity: s.quantity,
    status: s.status,
    decideBy: s.decideBy,
    decidedBy: s.decidedBy ?? null,
    less: paiseToRupees(s.missingPaise - s.chargedPaise),
    scanned: s.scanned ?? 0,
  }));
