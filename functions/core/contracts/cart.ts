import * as z from 'zod';
import type { ApiCartLine } from '../cart.js';
import type { SubstitutionPreference } from '../substitution.js';
import { GUEST_CART_MAX_LINES } from '../limits.js';
import type { ReorderPlan } from '../reorder.js';
import type { Call, IdReply, NoBody } from './envelope.js';
import { id, type IdRequest } from './fields.js';
import { substitutionField } from './substitution.js';

/**
 * The cart calls: a line's _id is its product's id. Add, the quantity cap and the cart's `stock`
 * are the stock of the store the `X-Store-Id` header names (contracts/product.ts STORE_ID_HEADER),
 * else the default store's; checkout decides by the address (contracts/order.ts).
 */

export const addToCartBody = z.object({ productId: id });

export const updateCartQtyBody = z.object({
  _id: id,
  qty: z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(1000, 'is too large'),
  /** What to do if the product is missing at the store (contracts/substitution.ts); absent: unchanged. */
  substitution: substitutionField.optional(),
});

/**
 * The guest cart's lines (kept in the browser before sign-in), added to the caller's cart: only
 * product ids and quantities; prices and stock are the server's. Send the guest cart's own id as
 * the `Idempotency-Key`, so it is added once however often it is sent.
 */
export const mergeCartBody = z.object({
  lines: z
    .array(z.object({ productId: id, quantity: updateCartQtyBody.shape.qty }))
    .min(1, 'must have at least one line')
    .max(GUEST_CART_MAX_LINES, `has more than ${GUEST_CART_MAX_LINES} lines`),
});

/** What went into the cart (`capped`: less than asked, the stock's limit) and what did not. */
export type CartMergeReply = Pick<ReorderPlan, 'added' | 'skipped'>;

/** The line as stored: `productId` is the id here (GET /api/cart/get answers the product itself). */
export interface AddedCartLine {
  _id: string;
  productId: string;
  quantity: number;
  createdAt: string;
}

export interface CartQuantityReply {
  _id: string;
  quantity: number;
  /** Sent back when the request set it. */
  substitution?: SubstitutionPreference;
}

export interface CartCalls {
  /** Adds one of a product; pressing Add twice is harmless (the line is already there). */
  'POST /api/cart/create': Call<z.input<typeof addToCartBody>, AddedCartLine>;
  'GET /api/cart/get': Call<NoBody, ApiCartLine[]>;
  /** Raising is capped by the stock (409); lowering is always allowed. */
  'PUT /api/cart/update-qty': Call<z.input<typeof updateCartQtyBody>, CartQuantityReply>;
  'DELETE /api/cart/delete-cart-item': Call<IdRequest, IdReply>;
  /** The guest cart into the caller's: quantities added, each capped by the stock; once per Idempotency-Key. */
  'POST /api/cart/merge': Call<z.input<typeof mergeCartBody>, CartMergeReply>;
}
