/**
 * A store of the test's own, made through the admin API: its own pincode (no other file's order
 * counts in its load), the test's product in stock there, its own riders (the shared demo rider
 * stays out of it) and shoppers at its pincode. The peak-hour browser tests use it
 * (peak-capacity.test.ts, rider-trip.test.ts).
 */
import { expect } from 'vitest';
import type { ApiStore, StoreRequest } from '../functions/core/contracts/store.js';
import { TEST_ADDRESS, apiCall, createTestProduct, latestOtp, placeCashOrder, shopperViaApi, uniqueId, type PlacedOrder, type Product } from './api-setup.js';

/** Open all day, every day (open = close). */
const ALL_DAY = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, open: '00:00', close: '00:00' }));

/** Six digits no demo store serves (they serve 1100xx, 4000xx and 5600xx). */
const freePincode = () => String(800_000 + Math.floor(Math.random() * 199_999));

export interface OwnStore {
  store: ApiStore;
  /** The one pincode it serves (travel 5 minutes). */
  pincode: string;
  /** The test's product, `stock` of it at this store. */
  product: Product;
}

/**
 * A new store serving one fresh pincode, with `fields` (capacity, fees, batching...) over a plain
 * store's, and the test's own product in stock there. Another file may have taken the pincode drawn:
 * then another is drawn (the server refuses a pincode another store serves, 409).
 */
export async function ownStore(admin: string, label: string, fields: Partial<StoreRequest>, stock = 20): Promise<OwnStore> {
  const { store, pincode } = await createAtFreePincode(admin, label, fields);
  const product = await createTestProduct(admin, stock);
  await apiCall('PUT', '/api/store/update-stock', { storeId: store._id, productId: product._id, stock, stockSeen: 0 }, admin);
  return { store, pincode, product };
}

async function createAtFreePincode(admin: string, label: string, fields: Partial<StoreRequest>, attempt = 1): Promise<{ store: ApiStore; pincode: string }> {
  const pincode = freePincode();
  const body: StoreRequest = {
    name: `E2E ${label} ${uniqueId()}`,
    address_line: '1 Test Lane',
    city: 'Pune',
    pincode: '411001',
    mobile: '9876501234',
    zones: [{ pincode, travelMinutes: 5 }],
    hours: ALL_DAY,
    paused: false,
    reason: '',
    ...fields,
  };
  try {
    return { store: await apiCall<ApiStore>('POST', '/api/store/create', body, admin), pincode };
  } catch (error) {
    if (attempt >= 3 || !String(error).includes(' 409 ')) throw error;
    return createAtFreePincode(admin, label, fields, attempt + 1);
  }
}

/** An address in the store's pincode. */
export const addressAt = (pincode: string) => ({ ...TEST_ADDRESS, city: 'Pune', state: 'Maharashtra', pincode });

/** A new shopper at the store's pincode with its product in the cart. */
export function shopperAt(own: OwnStore, label: string) {
  return shopperViaApi(label, { addresses: [addressAt(own.pincode)], productIds: [own.product._id] });
}

/** A cash order of a new shopper at the store (don't replace: nothing waits on a substitute). */
export async function orderAt(own: OwnStore, label: string): Promise<{ order: PlacedOrder; token: string; shopper: { email: string; password: string } }> {
  const { shopper, token, addressIds } = await shopperAt(own, label);
  const order = await placeCashOrder(token, addressIds[0]!, 'dont_replace');
  return { order, token, shopper };
}

export const RIDER_PASSWORD = 'Rider#E2e12345';

/**
 * A rider of the store added by the admin, with a password set as the welcome mail tells them to:
 * Forgot password, the code from the mail, a new password.
 */
export async function riderAt(admin: string, storeId: string, name: string): Promise<{ _id: string; email: string; password: string }> {
  const email = `e2e-rider-${uniqueId()}@example.com`;
  const rider = await apiCall<{ _id: string }>('POST', '/api/rider/create', { name, email, mobile: '9880012345', storeId }, admin);
  await apiCall('PUT', '/api/user/forgot-password', { email });
  let otp: string | null = null;
  await expect.poll(async () => (otp = await latestOtp(email)), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  const { resetToken } = await apiCall<{ resetToken: string }>('PUT', '/api/user/verify-forgot-password-otp', { email, otp });
  await apiCall('PUT', '/api/user/reset-password', { email, newPassword: RIDER_PASSWORD, confirmPassword: RIDER_PASSWORD, resetToken });
  return { _id: rider._id, email, password: RIDER_PASSWORD };
}
