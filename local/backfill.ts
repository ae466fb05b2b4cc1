import { parseArgs } from 'node:util';
import { defaultPorts, serviceEnv } from './config.js';

/**
 * `npm run backfill`: builds the sales dashboard's figures from every existing order (services/
 * report.ts backfillReport), through the very step the stream consumer runs, so it is safe to
 * repeat and safe while orders keep changing: an order whose share is already applied changes
 * nothing. Locally (no options) against the running `npm start` stack; against AWS:
 * `npm run backfill -- --table <TableName output of the data stack>` with your AWS credentials.
 */
const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (values.table) process.env.TABLE_NAME = values.table;
else Object.assign(process.env, serviceEnv(defaultPorts()));

const { backfillReport } = await import('../functions/services/reports/report.js');
try {
  const { orders, applied } = await backfillReport((done) => process.stdout.write(`\r${done} orders read`));
  console.log(`\nDashboard figures: ${orders} orders read, ${applied} brought up to date (the rest were already).`);
} catch (err) {
  console.error(`Backfill failed: ${(err as Error).message}`);
  process.exit(1);
}
