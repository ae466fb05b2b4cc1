import type { AddressCalls } from './address.js';
import type { CartCalls } from './cart.js';
import type { CartBillCalls } from './cart-bill.js';
import type { CategoryCalls } from './category.js';
import type { ClaimCalls } from './claim.js';
import type { CreditCalls } from './credit.js';
import type { FileCalls } from './file.js';
import type { GuestBillCalls } from './guest-bill.js';
import type { ImportExportCalls } from './import-export.js';
import type { InvoiceCalls } from './invoice.js';
import type { OfferCalls } from './offer.js';
import type { OrderCalls } from './order.js';
import type { PickerCalls } from './picker.js';
import type { ProductCalls } from './product.js';
import type { RatingCalls } from './rating.js';
import type { RiderCalls, RiderOrderCalls } from './rider.js';
import type { ReportCalls } from './report.js';
import type { StoreCalls } from './store.js';
import type { StoreBatchCalls } from './store-batches.js';
import type { SubCategoryCalls } from './subcategory.js';
import type { SubstitutionCalls } from './substitution.js';
import type { UserCalls } from './user.js';

/**
 * Every call a client makes, by "METHOD path": its body and reply (envelope.ts Call). The site's api
 * client is typed by it (frontend/src/lib/api-client.ts), and functions/api/routes.test.ts holds
 * its keys to the routes manifest (all but the Stripe webhook, which no client calls).
 */
export interface ApiCalls
  extends UserCalls, FileCalls, CategoryCalls, SubCategoryCalls, ProductCalls, CartCalls, CartBillCalls, GuestBillCalls, AddressCalls, OrderCalls, StoreCalls, StoreBatchCalls, RiderCalls, RiderOrderCalls, ReportCalls, ImportExportCalls, InvoiceCalls, OfferCalls, PickerCalls, RatingCalls, SubstitutionCalls, ClaimCalls, CreditCalls {}

export type CallKey = keyof ApiCalls;
