/**
 * What picking one order costs in DynamoDB: a cash order of three of the script's own products (with
 * barcodes) at the default store, picked by the demo picker: Start picking, a scan per unit of two
 * lines, the third line unavailable, Packed. Per call: DynamoDB requests by operation (the counting
 * proxy, local/dynamodb-counter.ts) and the handler's wall time; then the whole pick. The first pick
 * loads each handler and is not counted. `npx tsx bench/pick-cost.ts <port base>` (prints the table).
 */
import fs from 'node:fs';
import { gs1CheckDigit } from '../functions/core/barcode.js';
import { DEMO_ACCOUNTS } from '../local/provision.js';
import { causedSettled } from './dynamo-counts.js';
import { signInByApi } from './page.js';
import { callApi, newAddress, newShopper, ownProductFields, signInDemo } from './section-fixtures.js';
import { startScriptStack } from './stack-setup.js';
import { sumOf } from './util.js';

const base = Number(process.argv[2] ?? 43900);
const { stack, dataDir } = await startScriptStack(base, 'pickcost');
const url = stack.gateway.url;
const counter = stack.dynamoCounter;
if (!counter) throw new Error('start the stack with countDynamoRequests');

const barcode = (i: number) => {
  const body = `890${String(Date.now() % 1e7).padStart(7, '0')}${String(i).padStart(2, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};

const admin = await signInDemo(url, 'admin');
const pickerAccount = DEMO_ACCOUNTS.find((a) => a.picker)!;
const picker = await signInByApi(url, pickerAccount.email, pickerAccount.password);
const subCategories = await callApi<{ _id: string; category: { _id: string }[] }[]>(url, 'POST', '/api/subcategory/get', { body: {} });
const sub = subCategories.find((s) => s.category.length > 0)!;
const [seeded] = await callApi<{ image: string[] }[]>(url, 'POST', '/api/product/get', { body: { page: 1, limit: 1 } });
const place = { categoryId: sub.category[0]!._id, subCategoryId: sub._id, image: seeded!.image[0]! };
const products: { _id: string; barcode: string }[] = [];
for (let i = 0; i < 3; i++) {
  const code = barcode(i);
  const made = await callApi<{ _id: string }>(url, 'POST', '/api/product/create', { token: admin.accessToken, body: { ...ownProductFields('pick-cost', i, 100, place), barcode: code } });
  products.push({ _id: made._id, barcode: code });
}
const shopper = await newShopper(url, 'pick-cost');
const addressId = await newAddress(url, shopper);


async function measure(step: string, work: () => Promise<unknown>) {
  // What the steps before caused (the order placed, not counted) is done before this one is counted.
  await causedSettled(stack);
  await counter!.reset();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  await causedSettled(stack);
  return { step, ms, dynamo: await counter!.counts() };
}

/** One order placed (not counted), then picked: two units of the first line, one of the second, the third unavailable. */
async function pickOne() {
  for (const [i, p] of products.entries()) {
    await callApi(url, 'POST', '/api/cart/create', { token: shopper.accessToken, body: { productId: p._id } });
    if (i === 0) await callApi(url, 'PUT', '/api/cart/update-qty', { token: shopper.accessToken, body: { _id: p._id, qty: 2 } });
  }
  // Don't replace: the missing unit is refunded, so Packed waits for no shopper's answer about a substitute.
  const order = await callApi<{ _id: string }>(url, 'POST', '/api/order/cash-on-delivery', { token: shopper.accessToken, body: { addressId, substitution: 'dont_replace' } });
  const as = (path: string, body: unknown) => () => callApi(url, 'POST', path, { token: picker.accessToken, body });
  return [
    await measure('queue', as('/api/picker/queue', {})),
    await measure('start', as('/api/picker/start', { orderId: order._id })),
    await measure('scan', as('/api/picker/scan', { orderId: order._id, code: products[0]!.barcode })),
    await measure('scan', as('/api/picker/scan', { orderId: order._id, code: products[0]!.barcode })),
    await measure('scan', as('/api/picker/scan', { orderId: order._id, code: products[1]!.barcode })),
    await measure('unavailable', as('/api/picker/unavailable', { orderId: order._id, lineId: products[2]!._id, quantity: 1 })),
    await measure('packed', as('/api/picker/packed', { orderId: order._id })),
  ];
}

await pickOne();
const steps = await pickOne();
const total: Record<string, number> = {};
for (const s of steps) for (const [op, n] of Object.entries(s.dynamo)) total[op] = (total[op] ?? 0) + n;
const lines = steps.map((s) => `${s.step.padEnd(12)} ${String(sumOf(s.dynamo)).padStart(3)} requests (${Object.entries(s.dynamo).map(([op, n]) => `${op} ${n}`).join(', ')}), ${Math.round(s.ms)} ms`);
lines.push(`one picked order (queue once, 3 scans, 1 unavailable, packed): ${sumOf(total)} DynamoDB requests (${Object.entries(total).map(([op, n]) => `${op} ${n}`).join(', ')})`);
console.log(lines.join('\n'));
await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
