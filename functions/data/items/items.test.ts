/** Every stored item: what its writer puts is what its reader gets back; anything else fails loudly with its key. */
import { describe, expect, it } from 'vitest';
import type { ClaimRecord } from '../../core/claims.js';
import { paidShares } from '../../core/claims.js';
import { toProductRecord } from '../../core/product.js';
import { sampleOrder } from '../../../test/fixtures/sample-order.js';
import { sampleProfileItem } from '../../../test/fixtures/sample-profile.js';
import { keys } from '../keys.js';
import * as address from './address.js';
import * as cartLine from './cart-line.js';
import * as catalogVersion from './catalog-version.js';
import * as category from './category.js';
import * as connection from './connection.js';
import * as emailChange from './email-change.js';
import * as emailClaim from './email-claim.js';
import * as idempotency from './idempotency.js';
import * as migration from './migration.js';
import * as nameClaim from './name-claim.js';
import * as order from './order.js';
import * as orderCounts from './order-counts.js';
import * as orderEffects from './order-effects.js';
import * as otp from './otp.js';
import * as otpRate from './otp-rate.js';
import * as pendingCheckout from './pending-checkout.js';
import * as picker from './picker.js';
import * as product from './product.js';
import * as resetProof from './reset-proof.js';
import * as rider from './rider.js';
import * as riderDelivery from './rider-delivery.js';
import * as riderDuty from './rider-duty.js';
import * as riderPosition from './rider-position.js';
import * as waitingOrder from './waiting-order.js';
import * as searchLookup from './search-lookup.js';
import * as seedMarker from './seed-marker.js';
import * as storeLoad from './store-load.js';
import * as stockBatch from './stock-batch.js';
import * as storeStock from './store-stock.js';
import * as stockGap from './stock-gap.js';
import * as rating from './rating.js';
import * as writeOff from './write-off.js';
import * as claimWriteOff from './claim-write-off.js';
import * as claim from './claim.js';
import * as stripeEvent from './stripe-event.js';
import * as subCategory from './subcategory.js';
import * as user from './user.js';

const at = '2026-11-24T10:00:00.000Z';
const productRecord = toProductRecord(
  'p1',
  { name: 'Paneer', image: ['/media/product/p.webp'], category: ['c1'], subCategory: ['s1'], unit: '200 g', stock: 7, pricePaise: 9000, discount: 10, description: 'Fresh', more_details: { Brand: 'Amul' } },
  { category: [{ _id: 'c1', name: 'Dairy' }], subCategory: [{ _id: 's1', name: 'Paneer' }] },
  { createdAt: at, updatedAt: at },
);
const profile = sampleProfileItem({ _id: 'u1' });
const secret = { hash: 'h', salt: 's', expiresAt: 1_800_000_000 };

/** Each item's writer, what its reader returns for it, and one attribute to break. */
const position = { orderId: 'o1', riderId: 'r1', lat: 12.97, lng: 77.64, accuracy: 10, at, atMs: 1_764_000_000_000, expiresAt: 1_764_000_000 };

const cases = [
  { type: 'category', item: category.toItem({ _id: 'c1', name: 'Dairy', image: '/i.webp', productCount: 2, createdAt: at, updatedAt: at }), read: category.fromItem, expected: { _id: 'c1', name: 'Dairy', image: '/i.webp', productCount: 2, createdAt: at, updatedAt: at }, broken: { name: 42 } },
  { type: 'subcategory', item: subCategory.toItem({ _id: 's1', name: 'Paneer', image: '/i.webp', category: [{ _id: 'c1', name: 'Dairy' }], createdAt: at, updatedAt: at }), read: subCategory.fromItem, expected: { _id: 's1', name: 'Paneer', image: '/i.webp', category: [{ _id: 'c1', name: 'Dairy' }], createdAt: at, updatedAt: at }, broken: { category: [{ _id: 'c1' }] } },
  { type: 'product', item: product.toItem(productRecord), read: product.fromItem, expected: productRecord, broken: { pricePaise: '90.00' } },
  { type: 'catalog version', item: { ...keys.catalogVersion(), version: 3, changedAt: 5 }, read: catalogVersion.fromItem, expected: { version: 3, changedAt: 5 }, broken: { version: -1 } },
  { type: 'user', item: profile, read: user.fromItem, expected: (({ pk: _p, sk: _s, type: _t, ...p }) => p)(profile), broken: { status: 'Deleted' } },
  { type: 'email claim', item: emailClaim.toItem('a@b.c', 'u1'), read: emailClaim.fromItem, expected: { userId: 'u1' }, broken: { userId: undefined } },
  { type: 'email change', item: emailChange.toItem('u1', { email: 'new@b.c', ...secret, tries: 1 }), read: emailChange.fromItem, expected: { email: 'new@b.c', ...secret, tries: 1 }, broken: { tries: '1' } },
  { type: 'cart line', item: cartLine.toItem('u1', { _id: 'p1', productId: 'p1', quantity: 2, createdAt: at }), read: cartLine.fromItem, expected: { _id: 'p1', productId: 'p1', quantity: 2, createdAt: at }, broken: { quantity: 1.5 } },
  { type: 'address', item: address.toItem({ _id: 'a1', userId: 'u1', address_line: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876501234', status: true, createdAt: at, updatedAt: at }), read: address.fromItem, expected: { _id: 'a1', userId: 'u1', address_line: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001', mobile: '9876501234', status: true, createdAt: at, updatedAt: at }, broken: { status: 'active' } },
  { type: 'order', item: order.toItem(sampleOrder({ refunds: [{ id: 're_1', amountPaise: 100, status: 'pending', at, attempt: 1 }], refundsRev: 1 })), read: order.fromItem, expected: sampleOrder({ refunds: [{ id: 're_1', amountPaise: 100, status: 'pending', at, attempt: 1 }], refundsRev: 1 }), broken: { status: 'shipped' } },
  { type: 'order', item: order.toItem(sampleOrder({ storeId: 'st1', storeName: 'Mumbai Central', etaAt: at })), read: order.fromItem, expected: sampleOrder({ storeId: 'st1', storeName: 'Mumbai Central', etaAt: at }), broken: { storeId: 7 } },
  { type: 'store stock', item: storeStock.toItem({ storeId: 'st1', productId: 'p1', stock: 3, stockSet: 5, updatedAt: at }), read: storeStock.fromItem, expected: { storeId: 'st1', productId: 'p1', stock: 3, stockSet: 5, updatedAt: at }, broken: { stock: 1.5 } },
  { type: 'stock batch', item: stockBatch.toItem({ storeId: 'st1', productId: 'p1', batchId: 'b1', expiresOn: '2026-11-30', units: 3, received: 5, receivedAt: at }), read: stockBatch.fromItem, expected: { storeId: 'st1', productId: 'p1', batchId: 'b1', expiresOn: '2026-11-30', units: 3, received: 5, receivedAt: at }, broken: { units: 'three' } },
  { type: 'write-off', item: writeOff.toItem({ storeId: 'st1', productId: 'p1', name: 'Milk', batchId: 'b1', expiresOn: '2026-11-30', units: 3, received: 5, writtenOffAt: at }), read: writeOff.fromItem, expected: { storeId: 'st1', productId: 'p1', name: 'Milk', batchId: 'b1', expiresOn: '2026-11-30', units: 3, received: 5, writtenOffAt: at }, broken: { expiresOn: undefined } },
  { type: 'claim-write-off', item: claimWriteOff.toItem({ storeId: 'st1', productId: 'p1', name: 'Milk', batchId: 'b1', units: 2, claimId: 'o1.1', orderId: 'o1', orderNo: 'ORD-1', reason: 'damaged', writtenOffAt: at }), read: claimWriteOff.fromItem, expected: { storeId: 'st1', productId: 'p1', name: 'Milk', batchId: 'b1', units: 2, claimId: 'o1.1', orderId: 'o1', orderNo: 'ORD-1', reason: 'damaged', writtenOffAt: at }, broken: { reason: 'missing' } },
  { type: 'store load', item: { ...keys.storeLoad('st1'), storeId: 'st1', openOrders: 2 }, read: storeLoad.fromItem, expected: { storeId: 'st1', openOrders: 2, unfinishedOrders: 0 }, broken: { openOrders: 'two' } },
  { type: 'order counts', item: { ...keys.orderCountShard(3), placed: 4, cancelled: 1 }, read: orderCounts.fromItem, expected: { placed: 4, cancelled: 1 }, broken: { placed: 'four' } },
  { type: 'pending checkout', item: pendingCheckout.toItem('u1', 'o1'), read: pendingCheckout.fromItem, expected: 'o1', broken: { orderId: 7 } },
  { type: 'stripe event', item: stripeEvent.toItem('evt_1', 'o1', 1_000_000), read: stripeEvent.fromItem, expected: { orderId: 'o1', expiresAt: 1000 + stripeEvent.EVENT_MEMORY_SECONDS }, broken: { expiresAt: undefined } },
  { type: 'order effects', item: orderEffects.toItem('o1', 3, ['mail', 'dispatch'], 1_000_000), read: orderEffects.fromItem, expected: { orderId: 'o1', seq: 3, effects: ['mail', 'dispatch'], expiresAt: 1000 + orderEffects.EFFECTS_MEMORY_SECONDS }, broken: { seq: 0 } },
  { type: 'idempotency key', item: idempotency.toItem('product/create', 'hash', { status: 'done', requestHash: 'rh', answer: { ok: 1 }, expiresAt: 9 }), read: idempotency.fromItem, expected: { status: 'done', requestHash: 'rh', answer: { ok: 1 }, expiresAt: 9 }, broken: { status: 'failed' } },
  { type: 'name claim', item: nameClaim.toItem(keys.categoryName('Dairy'), 'c1'), read: nameClaim.fromItem, expected: 'c1', broken: { ownerId: null } },
  { type: 'otp', item: otp.toItem('a@b.c', secret, 100), read: otp.fromItem, expected: { ...secret, tries: 0 }, broken: { hash: undefined } },
  { type: 'otp rate', item: { ...otpRate.key('a@b.c', '2026-11-24T10'), mails: 2, expiresAt: 9 }, read: otpRate.fromItem, expected: { mails: 2, expiresAt: 9 }, broken: { mails: 'x' } },
  { type: 'reset proof', item: resetProof.toItem('a@b.c', secret), read: resetProof.fromItem, expected: secret, broken: { salt: 1 } },
  { type: 'migration', item: migration.toItem('order-indexes', { migrated: 2, at }), read: migration.fromItem, expected: { migrated: 2, at }, broken: { migrated: 'all' } },
  { type: 'connection', item: connection.toItems({ connectionId: 'c1=', userId: 'u1', groups: ['ADMIN'], authTime: 5, connectedAt: at, expiresAt: 9 })[2]!, read: connection.fromItem, expected: { connectionId: 'c1=', userId: 'u1', groups: ['ADMIN'], authTime: 5, connectedAt: at, expiresAt: 9 }, broken: { groups: 'ADMIN' } },
  { type: 'order', item: order.toItem(sampleOrder({ status: 'out_for_delivery', riderId: 'r1', riderName: 'Ravi Kumar', riderMobile: '9880012345', assignedAt: at, pickedUpAt: at, deliveryCode: '0042', codeTries: 2, codeLocked: false })), read: order.fromItem, expected: sampleOrder({ status: 'out_for_delivery', riderId: 'r1', riderName: 'Ravi Kumar', riderMobile: '9880012345', assignedAt: at, pickedUpAt: at, deliveryCode: '0042', codeTries: 2, codeLocked: false }), broken: { codeTries: '2' } },
  { type: 'rider', item: rider.toItem({ _id: 'r1', name: 'Ravi Kumar', email: 'ravi@b.c', mobile: '9880012345', storeId: 'st1', active: true, createdAt: at, updatedAt: at }), read: rider.fromItem, expected: { _id: 'r1', name: 'Ravi Kumar', email: 'ravi@b.c', mobile: '9880012345', storeId: 'st1', active: true, createdAt: at, updatedAt: at }, broken: { active: 'yes' } },
  { type: 'rider duty', item: riderDuty.toItem({ riderId: 'r1', storeId: 'st1', onDutySince: at, orderId: 'o1', orderUserId: 'u1' }), read: riderDuty.fromItem, expected: { riderId: 'r1', storeId: 'st1', onDutySince: at, orderId: 'o1', orderUserId: 'u1' }, broken: { onDutySince: 5 } },
  { type: 'rider position', item: riderPosition.toItem(position), read: riderPosition.fromItem, expected: position, broken: { lat: 'north' } },
  { type: 'waiting order', item: waitingOrder.toItem({ orderId: 'o1', userId: 'u1', storeId: 'st1', packedAt: at }), read: waitingOrder.fromItem, expected: { orderId: 'o1', userId: 'u1', storeId: 'st1', packedAt: at }, broken: { userId: undefined } },
  { type: 'rider delivery', item: riderDelivery.toItem('r1', { _id: 'o1', orderId: 'ORD-1', status: 'delivered', at, totalAmt: 90, cashCollected: 90, area: 'Bengaluru 560038' }), read: riderDelivery.fromItem, expected: { _id: 'o1', orderId: 'ORD-1', status: 'delivered', at, totalAmt: 90, cashCollected: 90, area: 'Bengaluru 560038' }, broken: { status: 'lost' } },
  { type: 'order-number', item: searchLookup.orderLookupItems(sampleOrder())[0]!, read: searchLookup.fromItem, expected: { userId: 'user-1', orderId: sampleOrder()._id }, broken: { orderId: undefined } },
  { type: 'mobile-order', item: searchLookup.orderLookupItems(sampleOrder())[1]!, read: searchLookup.fromItem, expected: { userId: 'user-1', orderId: sampleOrder()._id }, broken: { userId: 3 } },
  { type: 'mobile-user', item: searchLookup.mobileUserItem('9876501234', 'u1'), read: searchLookup.fromItem, expected: { userId: 'u1' }, broken: { userId: null } },
  { type: 'picker', item: picker.toItem({ _id: 'k1', name: 'Priya Patil', email: 'priya@b.c', storeId: 'st1', active: true, createdAt: at, updatedAt: at }), read: picker.fromItem, expected: { _id: 'k1', name: 'Priya Patil', email: 'priya@b.c', storeId: 'st1', active: true, createdAt: at, updatedAt: at }, broken: { storeId: undefined } },
  {
    type: 'rating',
    item: rating.toItem({ orderId: 'o1', userId: 'u1', storeId: 'st1', riderId: 'r1', delivery: 'down', tags: ['late'], items: [{ productId: 'p1', thumb: 'up' }], at, updatedAt: at }),
    read: rating.fromItem,
    expected: { orderId: 'o1', userId: 'u1', storeId: 'st1', riderId: 'r1', delivery: 'down', tags: ['late'], items: [{ productId: 'p1', thumb: 'up' }], at, updatedAt: at },
    broken: { delivery: 'meh' },
  },
  { type: 'stock gap', item: stockGap.toItem({ storeId: 'st1', orderId: 'o1', orderNumber: 'ORD-1', productId: 'p1', name: 'Paneer', quantity: 2, pickerName: 'Priya Patil', at }), read: stockGap.fromItem, expected: { storeId: 'st1', orderId: 'o1', orderNumber: 'ORD-1', productId: 'p1', name: 'Paneer', quantity: 2, pickerName: 'Priya Patil', at }, broken: { quantity: 'two' } },
  { type: 'order', item: order.toItem(sampleOrder({ pick: { pickerId: 'k1', pickerName: 'Priya Patil', startedAt: at, rev: 3, lines: [{ productId: 'p1', scanned: 1, unavailable: 1 }] } })), read: order.fromItem, expected: sampleOrder({ pick: { pickerId: 'k1', pickerName: 'Priya Patil', startedAt: at, rev: 3, lines: [{ productId: 'p1', scanned: 1, unavailable: 1 }] } }), broken: { pick: { pickerId: 'k1' } } },
  { type: 'seed marker', item: seedMarker.toItem({ categories: 1, subCategories: 2, products: 3, seededAt: at }), read: seedMarker.fromItem, expected: { categories: 1, subCategories: 2, products: 3, seededAt: at }, broken: { products: undefined } },
] as const;

describe('stored items', () => {
  it.each(cases)('$type: read back as written', ({ item, read, expected }) => {
    expect((read as (raw: Record<string, unknown>) => unknown)(item)).toEqual(expected);
  });

  it.each(cases)('$type: a malformed item fails loudly with its key', ({ type, item, read, broken }) => {
    const raw = { ...item, ...broken } as Record<string, unknown>;
    const message = new RegExp(`^malformed ${type} item ${escape(String(item.pk))}/${escape(String(item.sk))}: ${escape(Object.keys(broken)[0]!)}`);
    expect(() => (read as (raw: Record<string, unknown>) => unknown)(raw)).toThrow(message);
  });

  it('keys and index keys come from keys.ts', () => {
    expect(product.toItem(productRecord)).toMatchObject({ ...keys.product('p1'), ...keys.productListing(at, 'p1'), type: 'product' });
    const placed = sampleOrder();
    expect(order.toItem(placed)).toMatchObject({ ...keys.order(placed.userId, placed._id), ...keys.orderListing(placed._id), ...keys.orderByStatus(placed.status, placed._id) });
    expect(order.toItem(placed)).not.toHaveProperty('gsi3pk');
    expect(order.toItem({ ...placed, storeId: 'st1' })).toMatchObject(keys.orderAtStore('st1', placed._id));
    expect(storeStock.toItem({ storeId: 'st1', productId: 'p1', stock: 3 })).toMatchObject({ ...keys.storeStock('st1', 'p1'), type: 'store-stock' });
    expect(otp.toItem('a@b.c', secret, 100)).toMatchObject({ ...keys.otp('a@b.c'), tries: 0, issuedAt: 100 });
    expect(searchLookup.orderLookupItems(placed)).toMatchObject([keys.orderNumber(placed.orderId, placed._id), keys.mobileOrder('9876501234', placed._id)]);
    expect(searchLookup.orderLookupItems({ ...placed, address: { ...placed.address, mobile: '' } })).toHaveLength(1);
  });
});

describe('product item', () => {
  it('reads a stored item (keys and all) back into the same record', () => {
    const item = { pk: 'PRODUCT#p1', sk: 'PRODUCT', gsi1pk: 'PRODUCTS', gsi1sk: 'x', type: 'product', ...productRecord };
    expect(product.fromItem(item)).toEqual(productRecord);
  });

  it('holds no stock; one saved before stores keeps its legacy stock apart, for the migration', () => {
    expect(product.toItem(productRecord)).not.toHaveProperty('stock');
    expect(product.toItem(productRecord)).not.toHaveProperty('stockSet');
    const legacy = { ...product.toItem(productRecord), stock: 7, stockSet: 10 };
    expect(product.fromItem(legacy)).toEqual(productRecord);
    expect(product.fromListingItem(legacy)).toEqual(productRecord);
    expect(product.legacyStockOf(legacy)).toEqual({ stock: 7, stockSet: 10 });
    expect(product.legacyStockOf(product.toItem(productRecord))).toEqual({});
    expect(() => product.legacyStockOf({ ...legacy, stock: 'seven' })).toThrow(/^malformed product item PRODUCT#p1\/PRODUCT: stock: /);
  });

  it('fills in what the first product forms did not ask for, and nothing else', () => {
    const { description: _d, more_details: _m, updatedAt: _u, ...old } = product.toItem(productRecord);
    expect(product.fromItem(old)).toEqual({ ...productRecord, description: '', more_details: {}, updatedAt: productRecord.createdAt });
    const { pricePaise: _p, ...priceless } = product.toItem(productRecord);
    expect(() => product.fromItem(priceless)).toThrow(/^malformed product item PRODUCT#p1\/PRODUCT: pricePaise: /);
  });

  it('parses the stock projection', () => {
    expect(storeStock.fromItem({ ...keys.storeStock('st1', 'p1'), storeId: 'st1', productId: 'p1', stock: 3 })).toEqual({ storeId: 'st1', productId: 'p1', stock: 3 });
    expect(() => storeStock.fromItem({ ...keys.storeStock('st1', 'p1'), storeId: 'st1', productId: 'p1' })).toThrow(/^malformed store stock item STOCK#st1\/PRODUCT#p1: stock: /);
  });
});

describe('the catalog load\'s lean product parse', () => {
  const item = product.toItem(productRecord);
  const answer = (read: (raw: Record<string, unknown>) => unknown, raw: Record<string, unknown>) => {
    try {
      return { record: read(raw) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  };
  const variants: Record<string, Record<string, unknown>> = {
    'well formed': item,
    'without the optional fields': (({ description: _d, more_details: _m, updatedAt: _u, ...rest }) => rest)(item),
    'extra attributes on the item and its links': { ...item, extra: 1, category: [{ _id: 'c1', name: 'Dairy', slug: 'dairy' }] },
    'a price in rupees': { ...item, pricePaise: 90.5 },
    'a price as text': { ...item, pricePaise: '9000' },
    'a legacy stock (before stores)': { ...item, stock: 7, stockSet: 10 },
    'a legacy stock that is not a number': { ...item, stock: 'many' },
    'a link without a name': { ...item, subCategory: [{ _id: 's1' }] },
    'details as a list': { ...item, more_details: ['Amul'] },
    'a detail that is not text': { ...item, more_details: { Weight: 200 } },
    'images as text': { ...item, image: '/media/product/p.webp' },
    'no id': { ...item, _id: undefined },
  };

  it.each(Object.entries(variants))('answers as the zod parse does: %s', (_name, raw) => {
    expect(answer(product.fromListingItem, raw)).toEqual(answer(product.fromItem, raw));
  });

  it('answers as the zod parse does for every seed product', async () => {
    const { buildSeedCatalog } = await import('../../../local/seed/catalog.js');
    for (const seeded of buildSeedCatalog().products) expect(product.fromListingItem(seeded)).toEqual(product.fromItem(seeded));
  });
});

describe('projected and absent items', () => {
  it('reads what a projection returns', () => {
    expect(category.refFromItem({ ...keys.category('c1'), _id: 'c1', name: 'Dairy' })).toEqual({ _id: 'c1', name: 'Dairy' });
    expect(subCategory.refFromItem({ ...keys.subCategory('s1'), _id: 's1', name: 'Paneer' })).toEqual({ _id: 's1', name: 'Paneer' });
    expect(order.ownerFromItem({ pk: 'USER#u1', sk: 'ORDER#o1', userId: 'u1' })).toBe('u1');
    expect(user.sessionsEndedAtFromItem({ ...keys.user('u1'), sessionsValidAfter: 5 })).toBe(5);
    expect(user.sessionsEndedAtFromItem({ ...keys.user('u1') })).toBeUndefined();
    expect(() => user.sessionsEndedAtFromItem({ ...keys.user('u1'), sessionsValidAfter: '5' })).toThrow(/^malformed user item USER#u1\/PROFILE: sessionsValidAfter: /);
  });

  it('an absent catalog version is version 0; one the seed bumped has no changedAt', () => {
    expect(catalogVersion.fromItem(undefined)).toEqual({ version: 0, changedAt: 0 });
    expect(catalogVersion.fromItem({ ...keys.catalogVersion(), version: 1 })).toEqual({ version: 1, changedAt: 0 });
  });

  it('an e-mail change is written with its declared fields only', () => {
    const read = { ...emailChange.fromItem(emailChange.toItem('u1', { email: 'n@b.c', ...secret, tries: 2 })), extra: 'x' };
    expect(emailChange.toItem('u1', read)).toEqual({ ...keys.emailChange('u1'), type: 'email-change', email: 'n@b.c', ...secret, tries: 2 });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('claim item', () => {
  const paid: ClaimRecord = {
    claimId: 'o1.1', orderId: 'o1', orderNo: 'ORD-1', userId: 'u1', storeId: 'st1', reason: 'damaged', note: '', photos: [], lines: [{ productId: 'p1', quantity: 2 }],
    amountPaise: 12_000, wantsCredit: false, state: 'approved', createdAt: at, approvedLines: [{ productId: 'p1', quantity: 2 }], approvedPaise: 12_000, decidedAt: at, decidedBy: 'auto',
    paidBy: 'card+credit', paidAt: at, refundId: 're_1', paidCardPaise: 8_000, paidCreditPaise: 4_000,
  };

  it('reads a claim paid on the card and as credit back with both shares', () => {
    expect(claim.fromItem(claim.toItem(paid))).toEqual(paid);
  });

  it('reads a claim paid before the shares were kept (paidBy alone) as all of it that way', () => {
    const { paidCardPaise: _c, paidCreditPaise: _r, ...old } = { ...paid, paidBy: 'card' as const };
    const read = claim.fromItem(claim.toItem(old));
    expect(read).toEqual(old);
    expect(paidShares(read)).toEqual({ cardPaise: 12_000, creditPaise: 0 });
    expect(() => claim.fromItem({ ...claim.toItem(paid), paidBy: 'wallet' })).toThrow(/^malformed claim item CLAIMS#o1\/CLAIM#o1.1: paidBy/);
  });
});
