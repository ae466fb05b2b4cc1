import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../platform/logger.js';
import { observed } from '../platform/tracer.js';
import { buildCatalogObject, type CatalogBuild } from '../services/catalog/catalog-object.js';

/**
 * Fed by the table's stream, filtered to the catalog version item (infra/stacks/events-stack.ts),
 * and locally by the table stream stand-in, alike (local/stream-consumers.ts): stores the catalog object of the current
 * version. The records only say that the version moved; a batch of them is one build of the newest.
 * A failure is retried by the stream, then lands in the dead-letter queue (its alarm); readers read
 * the table meanwhile.
 */
export const handler = observed(async (_event: DynamoDBStreamEvent): Promise<CatalogBuild> => {
  const build = await buildCatalogObject();
  logger.info('catalog object', { ...build });
  return build;
});
