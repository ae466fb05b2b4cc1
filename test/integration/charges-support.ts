import type { OrderRecord } from '../../functions/core/order-record.js';
import { chargeStoredOrder, type TestCharges } from '../fixtures/charge-stored-order.js';
import { table } from './helpers.js';

/** A stored order given the charges checkout writes with the money model (test/fixtures/charge-stored-order.ts). */
export const chargeOrder = (userId: string, orderId: string, charges: TestCharges): Promise<OrderRecord> =>
  chargeStoredOrder(table, process.env.TABLE_NAME!, userId, orderId, charges);
