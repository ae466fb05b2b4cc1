import { parseArgs } from 'node:util';
import { defaultPorts, serviceEnv } from './config.js';

/**
 * `npm run migrate`: brings data written by an earlier version up to date (functions/data/migrations).
 * Locally (no options) against the running `npm start` stack; the stack also runs it at every start.
 * Against AWS: `npm run migrate -- --table <TableName output of the data stack>` with your AWS
 * credentials and region (AWS_PROFILE / AWS_REGION), as for `cdk deploy`.
 */
const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (values.table) process.env.TABLE_NAME = values.table;
else Object.assign(process.env, serviceEnv(defaultPorts()));

const { backfillOrderIndexes } = await import('../functions/data/migrations/order-indexes.js');
const { backfillOrderLookups } = await import('../functions/data/migrations/order-lookups.js');
const { backfillNameClaims } = await import('../functions/data/migrations/name-claims.js');
const { migrateStoreStock } = await import('../functions/data/migrations/store-stock.js');
const { backfillProductSkus } = await import('../functions/data/migrations/product-skus.js');
try {
  const { migrated, skipped } = await backfillOrderIndexes();
  console.log(skipped ? 'Orders: already up to date.' : `Orders brought up to date: ${migrated}.`);
  const lookups = await backfillOrderLookups();
  console.log(lookups.skipped ? 'Order search: already up to date.' : `Order search: ${lookups.orders} orders and ${lookups.profiles} profiles made findable.`);
  const { claimed, duplicates } = await backfillNameClaims();
  console.log(`Category and sub category names claimed: ${claimed}.`);
  if (duplicates.length > 0) console.log(`Names saved twice before they were unique (rename or delete one of each): ${duplicates.join(', ')}`);
  const stores = await migrateStoreStock();
  if (stores.skipped) console.log('Stock per store: already up to date.');
  else {
    if (stores.createdStore) console.log('Created the default store ("Default store", no zones yet): add the pincodes it serves on the Stores page.');
    console.log(`Stock per store: ${stores.products} products' stock moved to the default store; ${stores.orders} orders given the default store.`);
  }
  const skus = await backfillProductSkus();
  console.log(`Product SKUs: ${skus.given} products given one, ${skus.claimed} claimed.`);
  if (skus.duplicates.length > 0) console.log(`SKUs two products share (change one of each): ${skus.duplicates.join(', ')}`);
} catch (err) {
  console.error(`Migration failed: ${(err as Error).message}`);
  process.exit(1);
}
