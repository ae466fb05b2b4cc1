/** The orders export: one row per order line, in this order of columns. */
import { paiseToRupees } from './money.js';
import type { OrderRecord } from './order-record.js';
import { STORE_TIME_ZONE } from './stores.js';

export const ORDER_EXPORT_COLUMNS = [
  'orderNo',
  'date',
  'status',
  'store',
  'paymentMethod',
  'shopper',
  'shopperEmail',
  'pincode',
  'sku',
  'product',
  'quantity',
  'unitPrice',
  'lineTotal',
] as const;

/** A day (yyyy-mm-dd) in the shop's time zone (IST: +05:30, no daylight saving) as epoch ms: its first and last millisecond. */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00.000+05:30`);
export const dayEndMs = (day: string): number => Date.parse(`${day}T23:59:59.999+05:30`);

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-26 14:05" in IST: what a spreadsheet sorts and reads as a date. */
export function istDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function orderRows(
  order: OrderRecord,
  shopper: { name: string; email: string } | undefined,
  skuOf: (productId: string) => string | undefined,
  storeName: string,
): (string | number)[][] {
  return order.lines.map((line) => [
    order.orderId,
    istDateTime(order.createdAt),
    order.status,
    order.storeName ?? storeName,
    order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Card',
    shopper?.name ?? '',
    shopper?.email ?? '',
    order.address.pincode,
    skuOf(line.productId) ?? '',
    line.name,
    line.quantity,
    paiseToRupees(line.unitPricePaise).toFixed(2),
    paiseToRupees(line.lineTotalPaise).toFixed(2),
  ]);
}
