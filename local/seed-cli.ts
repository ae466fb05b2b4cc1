import { parseArgs } from 'node:util';
import { defaultPorts, serviceEnv } from './config.js';

/**
 * Scales the data of a running local stack (npm start), for benchmarks:
 * `npm run seed -- --products 5000` (the catalog, up to that many products) and
 * `npm run seed -- --orders 5000` (that many more past orders, for the admin's order list).
 */
const { values } = parseArgs({ options: { products: { type: 'string' }, orders: { type: 'string' } } });
const count = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number.parseInt(value, 10);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(1);
  }
  return n;
};
const products = count('products', values.products);
const orders = count('orders', values.orders);
Object.assign(process.env, serviceEnv(defaultPorts()));
try {
  if (orders === undefined || products !== undefined) {
    const { seedDemoCatalog } = await import('./seed/seed.js');
    const result = await seedDemoCatalog({ products, log: (line) => console.log(line) });
    console.log(result.skipped ? `Already seeded with at least ${products ?? 'the demo'} products.` : `Seeded ${result.products} products.`);
  }
  if (orders !== undefined) {
    const { seedOrders } = await import('./seed/orders.js');
    await seedOrders({ count: orders, log: (line) => console.log(line) });
  }
} catch (err) {
  console.error(`Seeding failed (is the stack running? start it with npm start): ${(err as Error).message}`);
  process.exit(1);
}
