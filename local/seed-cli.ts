import { parseArgs } from 'node:util';
import { defaultPorts, serviceEnv } from './config.js';

/** `npm run seed -- --products 5000`: scales the catalog of a running local stack (npm start). */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products ? Number.parseInt(values.products, 10) : undefined;
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products must be a positive whole number');
  process.exit(1);
}
Object.assign(process.env, serviceEnv(defaultPorts()));
const { seedDemoCatalog } = await import('./seed/seed.js');
try {
  const result = await seedDemoCatalog({ products, log: (line) => console.log(line) });
  console.log(result.skipped ? `Already seeded with at least ${products ?? 'the demo'} products.` : `Seeded ${result.products} products.`);
} catch (err) {
  console.error(`Seeding failed (is the stack running? start it with npm start): ${(err as Error).message}`);
  process.exit(1);
}
