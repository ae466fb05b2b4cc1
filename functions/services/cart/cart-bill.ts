/**
 * The bill of the caller's cart (core/bill.ts): the same one rule for the cart's bill box and for
 * checkout, which passes the lines, products and store it has just read so the order is billed for
 * exactly the lines it holds. The store is the address's (its pincode's zone), else the store the
 * cart is read for (the `X-Store-Id` header, else the default store), as the cart shows stock.
 */
import { bill, type Bill } from '../../core/bill.js';
import { NO_FEES, type StoreFees } from '../../core/fees.js';
import { totals, type PricedLine } from '../../core/pricing.js';
import { NO_LOAD, type CapacityLoad } from '../../core/capacity.js';
import { isBusy, type StoreRecord } from '../../core/stores.js';
import { getAddress } from '../../data/repos/addresses.js';
import type { ProductAtStore } from '../../data/repos/products.js';
import { capacityLoads } from '../../data/repos/store-capacity.js';
import { findZone, getStore } from '../../data/repos/stores.js';
import { BadRequest, Conflict } from '../../platform/errors.js';
import { billOffer } from '../offers/cart-offer.js';
import { storeForRequest } from '../stores/store-of-request.js';
import { readCart } from './cart-view.js';

export interface BillOptions {
  addressId?: string;
  /** The store the cart is read for, when no address is given (or its pincode is not served). */
  storeId?: string;
  tipPaise: number;
  /** Unknown in the cart; checkout's payment. */
  payment?: 'card' | 'cash';
  at: Date;
}

/** What checkout has read already: the cart's lines in order, their products, the store. */
export interface BilledCart {
  lines: readonly { productId: string; quantity: number }[];
  products: ReadonlyMap<string, { pricePaise: number; discount: number }>;
  store: { _id: string; fees: StoreFees; busy: boolean };
}

export interface CartBill {
  bill: Bill;
  /** The offer's record, when the bill applied one: the order holds its use. */
  offerId?: string;
  storeId?: string;
}

/** The bill of the caller's cart; `read` is checkout's own consistent read of it. */
export async function billForCart(userId: string, options: BillOptions, read?: BilledCart): Promise<CartBill> {
  const cart = read ?? (await readForBill(userId, options));
  const lines = pricedLines(cart);
  const storeId = cart.store._id;
  const { offer, refusal } = storeId ? await billOffer(userId, { storeId, cartValuePaise: totals(lines).discountedTotalPaise, at: options.at }) : {};
  // Checkout (its payment chosen) never charges more than the cart showed with the shopper's code.
  if (refusal && options.payment) throw new Conflict(`${refusal}; remove the code from your cart to order without it`);
  const billed = bill({
    lines,
    fees: cart.store.fees,
    at: options.at,
    busy: cart.store.busy,
    payment: options.payment,
    offer: offer?.terms,
    tipPaise: options.tipPaise,
  });
  return { bill: billed, ...(billed.offer && offer ? { offerId: offer.offerId } : {}), ...(storeId ? { storeId } : {}) };
}

async function readForBill(userId: string, options: BillOptions): Promise<BilledCart> {
  let store: StoreRecord | undefined;
  if (options.addressId) {
    const address = await getAddress(userId, options.addressId);
    if (!address || !address.status) throw new BadRequest('Please choose a delivery address');
    // Read as checkout reads it (not from the directory), so the bill names the fees checkout charges.
    const zone = await findZone(address.pincode);
    store = zone ? await getStore(zone.storeId) : undefined;
  }
  // No address, or its pincode is not served: billed at the cart's store (checkout then says why it cannot deliver).
  store ??= await storeForRequest(options.storeId);
  const [contents, counts] = await Promise.all([readCart(userId, store?._id), openOrdersAt(store)]);
  return billedCart(contents.lines, contents.products, store, counts);
}

/** The load of the store (its surge fee's "busy": open orders, and riders on duty under a capacity rule); none without a store. */
export const openOrdersAt = (store: StoreRecord | undefined): Promise<Map<string, CapacityLoad>> =>
  store ? capacityLoads([store]) : Promise.resolve(new Map<string, CapacityLoad>());

/**
 * What a bill counts of `lines` at `store`: what can be bought now, as the cart's summary does: a
 * sold-out line (or one of a product that is gone) left out, a line capped at the stock left
 * (checkout refuses until the shopper fixes them). The store with its fee rules and its load.
 */
export function billedCart(
  lines: readonly { productId: string; quantity: number }[],
  atStore: ReadonlyMap<string, ProductAtStore>,
  store: StoreRecord | undefined,
  loads: ReadonlyMap<string, CapacityLoad>,
): BilledCart {
  return {
    lines: lines.flatMap((line) => {
      const stock = atStore.get(line.productId)?.stock ?? 0;
      return stock > 0 ? [{ productId: line.productId, quantity: Math.min(line.quantity, stock) }] : [];
    }),
    products: new Map([...atStore].map(([id, { record }]) => [id, record])),
    store: { _id: store?._id ?? '', fees: store?.fees ?? NO_FEES, busy: store ? busyAt(store, loads.get(store._id) ?? NO_LOAD) : false },
  };
}

const busyAt = (store: StoreRecord, load: CapacityLoad) => isBusy(store, load.openOrders, load.ridersOnDuty);

/** The bill's lines at today's prices (the server's, never a client's). */
export function pricedLines(cart: BilledCart): PricedLine[] {
  return cart.lines.map((line) => {
    const product = cart.products.get(line.productId);
    if (!product) throw new Error(`product ${line.productId} missing`);
    return { pricePaise: product.pricePaise, discount: product.discount, quantity: line.quantity };
  });
}
