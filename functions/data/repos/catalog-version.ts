import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.js';
import * as versionItem from '../items/catalog-version.js';
import { update } from '../update.js';
import type { CatalogVersion } from '../items/catalog-version.js';
import type { Step } from './transact.js';
import { createVersionCheck } from '../../core/catalog-cache.js';

/**
 * Added to every catalog write transaction, so cached catalog readers know to reload. `changedAt`
 * (epoch ms) tells a reader whether its snapshot was read from gsi1 soon enough after the write that
 * the index may not have caught up yet (see catalog-snapshot.ts). Once the transaction commits, this
 * container's own version check forgets what it read, so its next catalog read sees the write.
 */
export function bumpCatalogVersion<F>(): Step<F> {
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: versionItem.key(),
        ...update(versionItem.schema).set('changedAt', Date.now()).add('version', 1).build(),
      },
    },
    afterCommit: () => versionCheck.invalidate(),
  };
}

export type { CatalogVersion } from '../items/catalog-version.js';

/** One strongly consistent GetItem of the version item, now (the catalog builder; readers use currentCatalogVersion). */
export async function readCatalogVersion(): Promise<CatalogVersion> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: versionItem.key(), ConsistentRead: true }));
  return versionItem.fromItem(result.Item);
}

const versionCheck = createVersionCheck(readCatalogVersion);

/**
 * The catalog version for this request: read at most once a second per container (shared by the
 * product and taxonomy snapshots and by concurrent requests), so a warm catalog read usually costs
 * no request for freshness at all. Another container's write is seen within 1 s (plus a read in
 * flight); this container's own writes at once. See core/catalog-cache.ts.
 */
export const currentCatalogVersion = (): Promise<CatalogVersion> => versionCheck.current();

/** How many times this container read the version item (benchmarks). */
export const catalogVersionReads = (): number => versionCheck.reads;
