/**
 * Every item the table holds has a schema in items/: each `type` an item declaration writes is
 * named here with the schema that reads it back, and repos/ and migrations/ write no `type` (nor a
 * whole item) of their own, so a new kind of item cannot be written without a declaration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import * as address from './address.js';
import * as cartLine from './cart-line.js';
import * as category from './category.js';
import * as claim from './claim.js';
import * as claimWriteOff from './claim-write-off.js';
import * as connection from './connection.js';
import * as credit from './credit.js';
import * as creditNote from './credit-note.js';
import * as emailChange from './email-change.js';
import * as emailClaim from './email-claim.js';
import * as exportJob from './export-job.js';
import * as idempotency from './idempotency.js';
import * as importJob from './import-job.js';
import * as invoiceSerial from './invoice-serial.js';
import * as lowStock from './low-stock.js';
import * as migration from './migration.js';
import * as nameClaim from './name-claim.js';
import * as cartOffer from './cart-offer.js';
import * as offer from './offer.js';
import * as offerRedemption from './offer-redemption.js';
import * as order from './order.js';
import * as orderEffects from './order-effects.js';
import * as otp from './otp.js';
import * as pendingCheckout from './pending-checkout.js';
import * as picker from './picker.js';
import * as pincodeZone from './pincode-zone.js';
import * as product from './product.js';
import * as report from './report.js';
import * as resetProof from './reset-proof.js';
import * as rider from './rider.js';
import * as riderDelivery from './rider-delivery.js';
import * as riderDuty from './rider-duty.js';
import * as riderPosition from './rider-position.js';
import * as searchLookup from './search-lookup.js';
import * as seedMarker from './seed-marker.js';
import * as skuClaim from './sku-claim.js';
import * as stockBatch from './stock-batch.js';
import * as stockGap from './stock-gap.js';
import * as rating from './rating.js';
import * as stockReceipt from './stock-receipt.js';
import * as store from './store.js';
import * as storeStock from './store-stock.js';
import * as stripeEvent from './stripe-event.js';
import * as subCategory from './subcategory.js';
import * as user from './user.js';
import * as waitingOrder from './waiting-order.js';
import * as writeOff from './write-off.js';

/** Each written `type` and the schema that reads it back. */
const declared: Record<string, z.ZodType | undefined> = {
  address: address.schema,
  'cart-line': cartLine.schema,
  category: category.schema,
  connection: connection.schema,
  'credit-balance': credit.balanceSchema,
  'credit-entry': credit.entrySchema,
  'credit-key': credit.markerSchema,
  'credit-note': creditNote.schema,
  'email-change': emailChange.schema,
  'email-claim': emailClaim.schema,
  'export-job': exportJob.schema,
  'idempotency-key': idempotency.schema,
  'import-job': importJob.schema,
  'import-lock': importJob.lockSchema,
  'invoice-serial': invoiceSerial.schema,
  'low-stock-alert': lowStock.alertSchema,
  'low-stock-now': lowStock.nowSchema,
  'low-stock-pending': lowStock.pendingSchema,
  'low-stock-digest': lowStock.digestSchema,
  migration: migration.schema,
  'name-claim': nameClaim.schema,
  offer: offer.schema,
  'offer-redemption': offerRedemption.schema,
  'cart-offer': cartOffer.schema,
  order: order.schema,
  'order effects': orderEffects.schema,
  'order-number': searchLookup.orderSchema,
  'mobile-order': searchLookup.orderSchema,
  'mobile-user': searchLookup.userSchema,
  otp: otp.schema,
  'pending-checkout': pendingCheckout.schema,
  picker: picker.schema,
  'pincode-zone': pincodeZone.schema,
  rating: rating.schema,
  claim: claim.schema,
  'open-claim': claim.openSchema,
  'claim-write-off': claimWriteOff.schema,
  product: product.schema,
  'report-applied': report.appliedSchema,
  'reset-proof': resetProof.schema,
  rider: rider.schema,
  'rider delivery': riderDelivery.schema,
  'rider duty': riderDuty.schema,
  'rider position': riderPosition.schema,
  'seed-marker': seedMarker.schema,
  'sku-claim': skuClaim.schema,
  store: store.schema,
  'store-stock': storeStock.schema,
  'stock-batch': stockBatch.schema,
  'stock-gap': stockGap.schema,
  'stock-receipt': stockReceipt.schema,
  'stripe-event': stripeEvent.schema,
  subcategory: subCategory.schema,
  user: user.schema,
  'waiting order': waitingOrder.schema,
  'write-off': writeOff.schema,
};

const data = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): { file: string; text: string }[] =>
  fs
    .readdirSync(path.join(data, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `${dir}/${file}`, text: fs.readFileSync(path.join(data, dir, file), 'utf8') }));

/** `type: 'x'` in a written item, or `TYPE = 'x'` for an update that may create the item. */
const writtenTypes = (text: string): string[] => [...text.matchAll(/(?:\btype: |_?TYPE = )'([^']+)'/g)].map((m) => m[1]!);

describe('written items', () => {
  it('every type an item declaration writes has its schema', () => {
    const written = new Set(sources('items').flatMap(({ text }) => writtenTypes(text)));
    expect([...written].filter((type) => !declared[type]), 'types written without a schema named here').toEqual([]);
    expect(Object.keys(declared).filter((type) => !written.has(type)), 'named here but no longer written').toEqual([]);
  });

  it('repos and migrations write no type or whole item of their own: they use the declarations', () => {
    const own = [...sources('repos'), ...sources('migrations')].flatMap(({ file, text }) => [
      ...[...text.matchAll(/(?:(?<![#'\w])type|':type'): '[^']+'/g)].map((m) => `${file}: ${m[0]}`),
      ...[...text.matchAll(/\bItem: \{/g)].map((m) => `${file}: ${m[0]}`),
      ...[...text.matchAll(/\.setType\((?!\w+\.\w*TYPE\))[^)]*\)/g)].map((m) => `${file}: ${m[0]}`),
    ]);
    expect(own).toEqual([]);
  });
});
