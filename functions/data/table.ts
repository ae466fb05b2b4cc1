/**
 * The one table's shape. Imported by the repos, the local stack and the CDK data stack, so the
 * names can never drift apart.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** All products by creation time; all orders newest first (and an order's owner by its id). */
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  /** Orders by status, newest first (the admin's filter). */
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  /** Orders of one store, newest first (the admin's store filter). */
  gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  /** Epoch seconds; DynamoDB deletes the item some time after (OTPs, rate windows, webhook ids). */
  ttlAttribute: 'expiresAt',
  /**
   * The table's stream: keys only. Its readers (the catalog builder, the live push) read the items
   * they need themselves, consistently, so no item's contents travel through the stream.
   */
  streamView: 'KEYS_ONLY',
} as const;

/** Every index, in the order they were added (CloudFormation adds one per deploy). */
export const TABLE_INDEXES = [TABLE.gsi1, TABLE.gsi2, TABLE.gsi3] as const;

/** Local default; deployed stacks pass the real name in TABLE_NAME. */
export const LOCAL_TABLE_NAME = 'quickbasket';
