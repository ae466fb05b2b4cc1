/** Every DynamoDB key string of the table is built here and nowhere else; ./README.md lists the access patterns they serve. */
import { nameKey } from '../core/sort.js';

export interface Key {
  pk: string;
  sk: string;
}

/** The order's id a claim's id starts with (keys.claimId). */
const orderOfClaim = (claimId: string): string => claimId.slice(0, Math.max(0, claimId.lastIndexOf('.')));

export const keys = {
  category: (id: string): Key => ({ pk: 'CATEGORY', sk: `CATEGORY#${id}` }),
  allCategories: () => ({ pk: 'CATEGORY' }),
  /**
   * A category's name (by core/sort nameKey) to its id: makes names unique under concurrent writes
   * (written in the same transaction as the create or rename, deleted with the category).
   */
  categoryName: (name: string): Key => ({ pk: `CATEGORY_NAME#${nameKey(name)}`, sk: 'CLAIM' }),

  subCategory: (id: string): Key => ({ pk: 'SUBCATEGORY', sk: `SUBCATEGORY#${id}` }),
  allSubCategories: () => ({ pk: 'SUBCATEGORY' }),
  /** The same claim for sub category names. */
  subCategoryName: (name: string): Key => ({ pk: `SUBCATEGORY_NAME#${nameKey(name)}`, sk: 'CLAIM' }),

  product: (id: string): Key => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' }),
  /** gsi1: every product, oldest first; read page by page to build the catalog snapshot. */
  productListing: (createdAt: string, id: string) => ({ gsi1pk: 'PRODUCTS', gsi1sk: `${createdAt}#${id}` }),
  allProductsIndex: () => ({ gsi1pk: 'PRODUCTS' }),
  /**
   * A SKU (core/product.ts skuKey: case does not count) to its product (`ownerId`): makes SKUs unique
   * (put `attribute_not_exists` in the product's create transaction, deleted with the product) and
   * finds an import row's product in one BatchGet.
   */
  skuClaim: (skuKey: string): Key => ({ pk: `SKU#${skuKey}`, sk: 'CLAIM' }),
  /** A product import: its state, counts and first errors, read by import-status. */
  importJob: (jobId: string): Key => ({ pk: `IMPORT#${jobId}`, sk: 'JOB' }),
  /** The one import running at a store: put `attribute_not_exists` (or expired) when an import starts. */
  importLock: (storeId: string): Key => ({ pk: `IMPORT_LOCK#${storeId}`, sk: 'LOCK' }),
  /** A CSV export: its state and rows, read by /api/export/status. */
  exportJob: (jobId: string): Key => ({ pk: `EXPORT#${jobId}`, sk: 'JOB' }),
  /** Bumped by every catalog write; readers compare it with their snapshot's version. */
  catalogVersion: (): Key => ({ pk: 'CATALOG', sk: 'VERSION' }),

  user: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** E-mail to user id; also makes an e-mail unique (written in the same transaction as the profile). */
  emailClaim: (email: string): Key => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'CLAIM' }),
  /** A user's e-mail change waiting for the code mailed to the new address (one at a time; expires). */
  emailChange: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'EMAIL_CHANGE' }),

  cartLine: (userId: string, lineId: string): Key => ({ pk: `USER#${userId}`, sk: `CART#${lineId}` }),
  cartLines: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'CART#' }),

  address: (userId: string, addressId: string): Key => ({ pk: `USER#${userId}`, sk: `ADDRESS#${addressId}` }),
  addresses: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ADDRESS#' }),

  /** Order ids are time-sortable, so a descending query lists the newest first. */
  order: (userId: string, orderId: string): Key => ({ pk: `USER#${userId}`, sk: `ORDER#${orderId}` }),
  orders: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ORDER#' }),
  /** gsi1: every order of every shopper, newest first; also finds an order's owner from its id. */
  orderListing: (orderId: string) => ({ gsi1pk: 'ORDERS', gsi1sk: orderId }),
  allOrdersIndex: () => ({ gsi1pk: 'ORDERS' }),
  /** gsi2: the orders in one status, newest first (moves with every status change). */
  orderByStatus: (status: string, orderId: string) => ({ gsi2pk: `ORDERS#${status}`, gsi2sk: orderId }),
  ordersByStatusIndex: (status: string) => ({ gsi2pk: `ORDERS#${status}` }),
  /**
   * Orders per status, kept in shards (an order always counts in the shard of its id) so that
   * concurrent orders rarely touch the same counter item; the counts are the shards' sums.
   */
  orderCountShard: (shard: number): Key => ({ pk: `ORDER_COUNTS#${shard}`, sk: 'COUNTS' }),
  /**
   * Order search: lookup items written with what they point at, so a search is a Query
   * of one small partition, never a Scan. An order number (`ORD-…`, core/order-record.ts) to its
   * order: the sort key is the order's id, so two orders whose numbers happen to match are both found.
   */
  orderNumber: (orderNumber: string, orderId: string): Key => ({ pk: `ORDER_NO#${orderNumber.toUpperCase()}`, sk: orderId }),
  orderNumberLookups: (orderNumber: string) => ({ pk: `ORDER_NO#${orderNumber.toUpperCase()}` }),
  /**
   * A mobile number (10 digits, as core/contracts/fields.ts stores it) to the orders delivered to it
   * (the order's address) and to the shoppers whose profile gives it: one partition for both.
   */
  mobileOrder: (mobile: string, orderId: string): Key => ({ pk: `MOBILE#${mobile}`, sk: `ORDER#${orderId}` }),
  mobileUser: (mobile: string, userId: string): Key => ({ pk: `MOBILE#${mobile}`, sk: `USER#${userId}` }),
  mobileLookups: (mobile: string) => ({ pk: `MOBILE#${mobile}` }),
  /**
   * The shopper's one card order awaiting payment (its `orderId`): written with the order, replaced
   * by the next card checkout on the condition that it still names the order read (one checkout wins).
   */
  pendingCheckout: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'PENDING_CHECKOUT' }),

  /** A dark store (core/stores.ts); all stores are one Query (they are few). */
  store: (id: string): Key => ({ pk: 'STORE', sk: `STORE#${id}` }),
  allStores: () => ({ pk: 'STORE' }),
  /**
   * A pincode to the store whose zone holds it (`storeId`, `travelMinutes`): pincode → store in one GetItem, and a pincode in at most
   * one store's zones (written `attribute_not_exists` in the store's create or update transaction, deleted when the zone is dropped).
   */
  pincodeZone: (pincode: string): Key => ({ pk: `PINCODE#${pincode}`, sk: 'ZONE' }),
  /** One product's stock at one store; a product the store never stocked has no item (stock 0). */
  storeStock: (storeId: string, productId: string): Key => ({ pk: `STOCK#${storeId}`, sk: `PRODUCT#${productId}` }),
  /** A store's whole stock: one Query. */
  storeStockAll: (storeId: string) => ({ pk: `STOCK#${storeId}`, skPrefix: 'PRODUCT#' }),
  /**
   * A batch of a product received at a store (data/items/stock-batch.ts): a product's batches are
   * one Query (`stockBatchesOf`), a store's all one Query of its partition (the expiry job, the
   * Stock page's marks). Never under `STOCK#`: the stock Query and the low-stock stream see none.
   */
  stockBatch: (storeId: string, productId: string, batchId: string): Key => ({ pk: `BATCH#${storeId}`, sk: `PRODUCT#${productId}#${batchId}` }),
  stockBatchesOf: (storeId: string, productId: string) => ({ pk: `BATCH#${storeId}`, skPrefix: `PRODUCT#${productId}#` }),
  storeBatches: (storeId: string) => ({ pk: `BATCH#${storeId}` }),
  /** An expired batch's write-off waiting for (or given) an admin's confirmation; a store's are one Query. */
  writeOff: (storeId: string, batchId: string): Key => ({ pk: `WRITE_OFF#${storeId}`, sk: `BATCH#${batchId}` }),
  writeOffs: (storeId: string) => ({ pk: `WRITE_OFF#${storeId}` }),
  /** The units of an approved damaged or expired claim written off, one item per claimed product, in the same store partition. */
  claimWriteOff: (storeId: string, claimId: string, productId: string): Key => ({ pk: `WRITE_OFF#${storeId}`, sk: `CLAIM#${claimId}#${productId}` }),
  /**
   * A row of a stock receipt CSV received at a store (`receiptId`: the file's and the row's hash),
   * claimed in the transaction that stores its batch, so the same file again receives nothing.
   */
  stockReceipt: (storeId: string, receiptId: string): Key => ({ pk: `RECEIPT#${storeId}`, sk: `CSV#${receiptId}` }),
  /** A store's open and unfinished orders now (data/items/store-load.ts): `ADD ±1` in the order transactions. */
  storeLoad: (storeId: string): Key => ({ pk: `STORE#${storeId}`, sk: 'LOAD' }),
  /** gsi3: the orders of one store, newest first (moves never: an order keeps its store). */
  orderAtStore: (storeId: string, orderId: string) => ({ gsi3pk: `ORDERS_AT#${storeId}`, gsi3sk: orderId }),
  ordersAtStoreIndex: (storeId: string) => ({ gsi3pk: `ORDERS_AT#${storeId}` }),
  /**
   * A live connection (functions/ws, services/live/live-connections.ts): its record by its id, which
   * $disconnect reads to delete it, and one lookup item per audience it belongs to, so finding
   * whom an order change goes to is one Query per user and one of the admins (never a Scan).
   */
  connection: (connectionId: string): Key => ({ pk: `CONNECTION#${connectionId}`, sk: 'CONNECTION' }),
  userConnection: (userId: string, connectionId: string): Key => ({ pk: `CONNECTIONS#USER#${userId}`, sk: connectionId }),
  userConnections: (userId: string) => ({ pk: `CONNECTIONS#USER#${userId}` }),
  adminConnection: (connectionId: string): Key => ({ pk: 'CONNECTIONS#ADMINS', sk: connectionId }),
  adminConnections: () => ({ pk: 'CONNECTIONS#ADMINS' }),

  /** A rider (core/dispatch.ts RiderRecord): all riders are one Query (a store has a handful). */
  rider: (riderId: string): Key => ({ pk: 'RIDER', sk: `RIDER#${riderId}` }),
  allRiders: () => ({ pk: 'RIDER' }),
  /**
   * A rider on duty at a store: present only while on duty; `orderId` while they hold a delivery,
   * else `freeSince`. One partition per store, read strongly consistent by dispatch (never a GSI:
   * a pack and a duty toggle racing must see each other's write).
   */
  riderDuty: (storeId: string, riderId: string): Key => ({ pk: `DUTY#${storeId}`, sk: `RIDER#${riderId}` }),
  storeDuty: (storeId: string) => ({ pk: `DUTY#${storeId}` }),
  /** A packed order of a store no rider has taken yet (oldest first: order ids are time-sortable). */
  waitingOrder: (storeId: string, orderId: string): Key => ({ pk: `WAITING#${storeId}`, sk: orderId }),
  waitingOrders: (storeId: string) => ({ pk: `WAITING#${storeId}` }),
  /**
   * The newest position of the rider of an order out for delivery (items/rider-position.ts): put
   * only while the rider holds the order, deleted in the transaction that ends the delivery.
   * Not under `USER#…/ORDER#`: a position is no change of the order, so the stream's push never sees it.
   */
  riderPosition: (orderId: string): Key => ({ pk: `RIDER_POSITION#${orderId}`, sk: 'LATEST' }),
  /** A picker (core/picking.ts PickerRecord), bound to one store: all pickers are one Query (a store has a handful). */
  picker: (pickerId: string): Key => ({ pk: 'PICKER', sk: `PICKER#${pickerId}` }),
  allPickers: () => ({ pk: 'PICKER' }),
  /**
   * Units of an order's line a picker found missing at the store (items/stock-gap.ts): one per
   * order and product, so a retried Packed writes it once; a store's are one Query.
   */
  stockGap: (storeId: string, orderId: string, productId: string): Key => ({ pk: `STOCK_GAP#${storeId}`, sk: `ORDER#${orderId}#${productId}` }),
  stockGaps: (storeId: string) => ({ pk: `STOCK_GAP#${storeId}` }),
  /**
   * An order's rating (items/rating.ts): one item per order, so "once per order" is one condition.
   * gsi1 lists a rider's ratings and gsi2 a store's, newest first by when each was first given (an
   * edit keeps that time, so the index keys never move): a score is one Query of the newest 100.
   */
  rating: (orderId: string): Key => ({ pk: `RATING#${orderId}`, sk: 'RATING' }),
  ratingOfRider: (riderId: string, at: string, orderId: string) => ({ gsi1pk: `RATINGS_OF_RIDER#${riderId}`, gsi1sk: `${at}#${orderId}` }),
  riderRatingsIndex: (riderId: string) => ({ gsi1pk: `RATINGS_OF_RIDER#${riderId}` }),
  ratingAtStore: (storeId: string, at: string, orderId: string) => ({ gsi2pk: `RATINGS_AT#${storeId}`, gsi2sk: `${at}#${orderId}` }),
  storeRatingsIndex: (storeId: string) => ({ gsi2pk: `RATINGS_AT#${storeId}` }),
  /**
   * An order's claims (items/claim.ts), in the order's own partition so its claimed units are one
   * consistent Query. A claim's id is its order's id and its number on the order (claimId), so a
   * decision finds it by id alone. `OPEN` is held while a claim of the order is open: one at a time.
   * gsi1 lists a shopper's claims and gsi2 a store's, by when each was made.
   */
  claimId: (orderId: string, number: number): string => `${orderId}.${number}`,
  claimOrderOf: (claimId: string): string => orderOfClaim(claimId),
  claim: (claimId: string): Key => ({ pk: `CLAIMS#${orderOfClaim(claimId)}`, sk: `CLAIM#${claimId}` }),
  orderClaims: (orderId: string) => ({ pk: `CLAIMS#${orderId}`, skPrefix: 'CLAIM#' }),
  openClaim: (orderId: string): Key => ({ pk: `CLAIMS#${orderId}`, sk: 'OPEN' }),
  claimOfUser: (userId: string, at: string, claimId: string) => ({ gsi1pk: `CLAIMS_OF_USER#${userId}`, gsi1sk: `${at}#${claimId}` }),
  userClaimsIndex: (userId: string) => ({ gsi1pk: `CLAIMS_OF_USER#${userId}` }),
  claimAtStore: (storeId: string, at: string, claimId: string) => ({ gsi2pk: `CLAIMS_AT#${storeId}`, gsi2sk: `${at}#${claimId}` }),
  storeClaimsIndex: (storeId: string) => ({ gsi2pk: `CLAIMS_AT#${storeId}` }),
  /** A product's thumbs from shoppers' item ratings: two counters moved only by `ADD` in the rating's transaction. */
  productRating: (productId: string): Key => ({ pk: `PRODUCT_RATING#${productId}`, sk: 'TALLY' }),
  /** A delivery a rider finished (delivered or could not), for their day's list: by time. */
  riderDelivery: (riderId: string, at: string, orderId: string): Key => ({ pk: `RIDER#${riderId}`, sk: `DONE#${at}#${orderId}` }),
  riderDeliveriesSince: (riderId: string, since: string) => ({ pk: `RIDER#${riderId}`, skFrom: `DONE#${since}`, skTo: 'DONE#~' }),
  /**
   * The sales dashboard (core/report.ts): one store's figures of one day and its products sold that
   * day, both in the store's report partition (a range of days is one Query per store).
   */
  reportFigures: (storeId: string, day: string): Key => ({ pk: `REPORT#${storeId}`, sk: `DAY#${day}` }),
  reportProducts: (storeId: string, day: string): Key => ({ pk: `REPORT#${storeId}`, sk: `DAY#${day}#PRODUCTS` }),
  reportDays: (storeId: string, from: string, to: string) => ({ pk: `REPORT#${storeId}`, skFrom: `DAY#${from}`, skTo: `DAY#${to}#~` }),
  /** The share of the figures an order has added so far (written in the same transaction as the figures). */
  reportApplied: (orderId: string): Key => ({ pk: `REPORT_ORDER#${orderId}`, sk: 'APPLIED' }),
  /** A low-stock alert sent: one per store, product and day (written once, conditionally, before the mail). */
  lowStockAlert: (storeId: string, productId: string, day: string): Key => ({ pk: `LOW_STOCK#${storeId}`, sk: `ALERT#${day}#${productId}` }),
  /** A product at or below its threshold at a store now (kept by the low-stock consumer): the admin's badge counts them. */
  lowStockNow: (storeId: string, productId: string): Key => ({ pk: `LOW_STOCK#${storeId}`, sk: `NOW#${productId}` }),
  lowStockNowAll: (storeId: string) => ({ pk: `LOW_STOCK#${storeId}`, skPrefix: 'NOW#' }),
  /** A claimed alert not mailed yet: the store's next digest lists it, then deletes it (one item per alert, so writers never collide). */
  lowStockPending: (storeId: string, productId: string, day: string): Key => ({ pk: `LOW_STOCK#${storeId}`, sk: `PENDING#${day}#${productId}` }),
  lowStockPendingAll: (storeId: string) => ({ pk: `LOW_STOCK#${storeId}`, skPrefix: 'PENDING#' }),
  /** A store's digest slot: when its last low-stock digest went (taken by one conditional write). */
  lowStockDigest: (storeId: string): Key => ({ pk: `LOW_STOCK#${storeId}`, sk: 'DIGEST' }),

  /** An offer or coupon (core/offers.ts OfferRule); all offers are one Query (they are few). */
  offer: (id: string): Key => ({ pk: 'OFFER', sk: `OFFER#${id}` }),
  allOffers: () => ({ pk: 'OFFER' }),
  /** A coupon code (upper case: case does not count) to its offer: makes codes unique (name-claim item). */
  offerCode: (code: string): Key => ({ pk: `OFFER_CODE#${code.toUpperCase()}`, sk: 'CLAIM' }),
  /** One shard of an offer's total uses (core/offer-uses.ts): each its own partition, so a busy offer's writes spread. */
  offerUseShard: (offerId: string, shard: number): Key => ({ pk: `OFFER_USES#${offerId}#${shard}`, sk: 'USES' }),
  /** One shopper's uses of one offer (held and used), in the shopper's partition. */
  shopperOfferUses: (userId: string, offerId: string): Key => ({ pk: `USER#${userId}`, sk: `OFFER_USES#${offerId}` }),
  /** A shopper's claim on a first-order-only offer (0 or 1), taken in the placement transaction. */
  firstOrderClaim: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'FIRST_ORDER_OFFER' }),
  /**
   * Store credit (items/credit.ts): the shopper's balance, one entry per move (newest first by
   * when, then its id), and one marker per idempotency key, all in the shopper's partition and all
   * written in one transaction, so the entries always add up to the balance.
   */
  creditBalance: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'CREDIT' }),
  creditEntry: (userId: string, at: string, entryId: string): Key => ({ pk: `USER#${userId}`, sk: `CREDIT_ENTRY#${at}#${entryId}` }),
  creditEntries: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'CREDIT_ENTRY#' }),
  creditKey: (userId: string, idempotencyKey: string): Key => ({ pk: `USER#${userId}`, sk: `CREDIT_KEY#${idempotencyKey}` }),

  /** A store's invoice prefix, held by the one store that took it (never given back: its numbers stay unique). */
  invoicePrefix: (prefix: string): Key => ({ pk: `INVOICE_PREFIX#${prefix}`, sk: 'CLAIM' }),
  /** The offer an order holds (held → released or used, once each). */
  offerRedemption: (orderId: string): Key => ({ pk: `REDEMPTION#${orderId}`, sk: 'REDEMPTION' }),
  /** The coupon a shopper applied to their cart (one, on every device). */
  cartOffer: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'CART_OFFER' }),

  otp: (email: string): Key => ({ pk: `OTP#${email.toLowerCase()}`, sk: 'CODE' }),
  otpRate: (email: string, hour: string): Key => ({ pk: `OTP#${email.toLowerCase()}`, sk: `RATE#${hour}` }),
  resetProof: (email: string): Key => ({ pk: `OTP#${email.toLowerCase()}`, sk: 'PROOF' }),

  /**
   * A store's last serial of one series (`INV` invoices, `CN` credit notes) in one financial year
   * (core/invoice.ts financialYear): moved n → n + 1 under the condition it was n, in the same
   * transaction as the invoice or credit note that takes the number (repos/invoices.ts).
   */
  invoiceSerial: (storeId: string, year: string, series: 'INV' | 'CN'): Key => ({ pk: `INVOICE_SERIAL#${storeId}#${year}`, sk: series }),
  /** A credit note of an order, one per refund (put `attribute_not_exists` with its serial); an order's notes are one Query. */
  creditNote: (orderId: string, refundId: string): Key => ({ pk: `CREDIT_NOTES#${orderId}`, sk: `REFUND#${refundId}` }),
  creditNotes: (orderId: string) => ({ pk: `CREDIT_NOTES#${orderId}`, skPrefix: 'REFUND#' }),

  stripeEvent: (eventId: string): Key => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
  /** The effects of one change of an order (its timeline position) claimed by whoever runs them first (core/order-effects.ts). */
  orderEffects: (orderId: string, seq: number): Key => ({ pk: `ORDER_EFFECTS#${orderId}`, sk: `CHANGE#${String(seq).padStart(4, '0')}` }),

  /**
   * One Idempotency-Key of one caller on one route (functions/services/idempotency.ts): `keyHash` is
   * the hash of the caller and the key; the record expires (TABLE.ttlAttribute).
   */
  idempotencyRecord: (route: string, keyHash: string): Key => ({ pk: `IDEMPOTENCY#${route}#${keyHash}`, sk: 'RECORD' }),

  /** A finished one-off backfill (functions/data/migrations), so it is not repeated. */
  migration: (name: string): Key => ({ pk: 'MIGRATION', sk: name }),

  /** Written last by the demo seed (local/seed), so a finished seed is not repeated. */
  seedMarker: (): Key => ({ pk: 'SEED', sk: 'DEMO' }),
} as const;

/**
 * How an order item's keys begin (keys.order): the table stream's records of orders are those, and
 * only those feed the live push (infra filters the stream by them; the local stream reader too).
 */
export const ORDER_KEY_PREFIXES = { pk: 'USER#', sk: 'ORDER#' } as const;

/** How a store stock item's keys begin (keys.storeStock): the low-stock consumer's stream filter. */
export const STOCK_KEY_PREFIXES = { pk: 'STOCK#', sk: 'PRODUCT#' } as const;

/** The store and product a stream record's keys name when it is a stock item, else undefined. */
export function stockOfKey(key: { pk?: string; sk?: string }): { storeId: string; productId: string } | undefined {
  const { pk = '', sk = '' } = key;
  if (!pk.startsWith(STOCK_KEY_PREFIXES.pk) || !sk.startsWith(STOCK_KEY_PREFIXES.sk)) return undefined;
  const storeId = pk.slice(STOCK_KEY_PREFIXES.pk.length);
  const productId = sk.slice(STOCK_KEY_PREFIXES.sk.length);
  return storeId && productId ? { storeId, productId } : undefined;
}

/** The order a stream record's keys name, or undefined for any other item. */
export function orderOfKey(key: { pk?: string; sk?: string }): { userId: string; orderId: string } | undefined {
  const { pk = '', sk = '' } = key;
  if (!pk.startsWith(ORDER_KEY_PREFIXES.pk) || !sk.startsWith(ORDER_KEY_PREFIXES.sk)) return undefined;
  const userId = pk.slice(ORDER_KEY_PREFIXES.pk.length);
  const orderId = sk.slice(ORDER_KEY_PREFIXES.sk.length);
  return userId && orderId ? { userId, orderId } : undefined;
}
