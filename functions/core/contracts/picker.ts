import * as z from 'zod';
import { barcodeProblem } from '../barcode.js';
import type { StockGap } from '../picking.js';
import type { ApiSubstitution } from '../substitution-api.js';
import type { Call, NoBody } from './envelope.js';
import { email, id, name } from './fields.js';

/**
 * The picker calls: the admins add pickers (like riders), and the picker's own screen (/picker):
 * the queue of their store's placed orders, Start picking, scan, unavailable, Packed. A picker is a
 * Cognito user in the group PICKER bound to one store; admins may do all a picker does, at any store.
 * An order of another store is "not found" (404), as every order a caller may not see.
 */

export const createPickerBody = z.object({ name, email, storeId: id });

/** Admins name the store; a picker's is their own (another store's is 404). */
export const pickQueueBody = z.object({ storeId: id.optional() });

export const pickOrderBody = z.object({ orderId: id });

/** A longest code we look at: anything longer is no barcode. */
const code = z
  .string('is required')
  .trim()
  .min(1, 'is required')
  .max(32, 'is too long')
  .superRefine((value, ctx) => {
    const problem = barcodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** One scanned (or typed) code; `lineId` (the line's productId) when the picker scanned for one line. */
export const scanBody = pickOrderBody.extend({ lineId: id.optional(), code });

export const unavailableBody = pickOrderBody.extend({
  lineId: id,
  quantity: z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(1000, 'is too many'),
});

export const stockGapsBody = z.object({ storeId: id });

/** Where a product is at a store ("A3-2"); '' clears it. The Stock page's field and the product CSV's `shelf:<store>` columns. */
export const shelfText = z
  .string('is required')
  .trim()
  .max(16, 'is too long: at most 16 characters, like A3-2')
  .regex(/^[A-Za-z0-9 ./-]*$/, 'may hold letters, digits, spaces and . / - only, like A3-2');

export const shelfBody = z.object({ storeId: id, productId: id, shelf: shelfText });

/** One line of a pick list, in shelf order. */
export interface ApiPickLine {
  /** The line's product id: what scan and unavailable name. */
  lineId: string;
  name: string;
  image: string | null;
  unit: string;
  quantity: number;
  scanned: number;
  unavailable: number;
  /** Where it is at the store ("A3-2"), set on the Stock page; null: not set. */
  shelf: string | null;
  /** The product has a barcode to scan (else an admin must add one first). */
  hasBarcode: boolean;
  /** The stock batch to take first (earliest expiry first, docs/stock-batches.md); null when no batch holds the units. */
  batch: { batchId: string; expiresOn: string | null } | null;
  /** The substitute proposed for its missing units, and whether the shopper took it (bag it once accepted); null: none. */
  substitute: ApiSubstitution | null;
}

/** An order in the pick queue or being picked. */
export interface ApiPickOrder {
  _id: string;
  /** The order number. */
  orderId: string;
  storeId: string;
  createdAt: string;
  /** When it was promised (its ETA at checkout); null for orders from before ETAs. */
  etaAt: string | null;
  itemCount: number;
  /** Who picks it now, if anyone; `mine` when it is the caller. */
  picker: { name: string; mine: boolean } | null;
}

export interface ApiPickList extends ApiPickOrder {
  status: string;
  lines: ApiPickLine[];
  /** Every line scanned or resolved unavailable: Packed is allowed. */
  complete: boolean;
}

export interface ApiPickQueue {
  storeId: string;
  storeName: string;
  /** Placed orders, oldest first. */
  orders: ApiPickOrder[];
}

export interface ApiPicker {
  _id: string;
  name: string;
  email: string;
  storeId: string;
  storeName: string;
  active: boolean;
}

/** What Packed answers: the order's new status and what the shopper gets back for what was not packed. */
export interface ApiPacked {
  _id: string;
  status: string;
  /** Paise not charged for units not packed (a card order's refund, a cash order's lower total). */
  unavailablePaise: number;
  /** A card order: the refund recorded for them; null when nothing is refunded. */
  refundId: string | null;
  /** A cash order: what the rider collects now (rupees); null for card orders. */
  amountToCollect: number | null;
}

export interface PickerCalls {
  'GET /api/picker/get': Call<NoBody, ApiPicker[]>;
  /** Creates the Cognito user (group PICKER) and mails them how to set their password; the same e-mail again answers the same picker. */
  'POST /api/picker/create': Call<z.input<typeof createPickerBody>, ApiPicker>;
  'POST /api/picker/queue': Call<z.input<typeof pickQueueBody>, ApiPickQueue>;
  /** Claims the order: one picker per order; 409 when another picker has it or it is no longer placed. */
  'POST /api/picker/start': Call<z.input<typeof pickOrderBody>, ApiPickList>;
  /** 409 for a wrong item (the message names whose barcode it is) or a line already done. Honours an Idempotency-Key. */
  'POST /api/picker/scan': Call<z.input<typeof scanBody>, ApiPickList>;
  /** Honours an Idempotency-Key. 409 beyond what is left of the line. */
  'POST /api/picker/unavailable': Call<z.input<typeof unavailableBody>, ApiPickList>;
  /** placed → packed (as the admin's Packed); 409 while a line is open. Units not packed are given back. */
  'POST /api/picker/packed': Call<z.input<typeof pickOrderBody>, ApiPacked>;
  /** Where a product is at a store: the pick list's order. */
  'PUT /api/store/update-shelf': Call<z.input<typeof shelfBody>, { storeId: string; productId: string; shelf: string | null }>;
  /** The admin's list of units pickers found missing at a store, newest first. */
  'POST /api/store/stock-gaps': Call<z.input<typeof stockGapsBody>, StockGap[]>;
}
