import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { dynamodb, tableName } from '../client.js';
import { keys } from '../keys.js';
import { TABLE } from '../table.js';

/**
 * Where Powertools keeps one route's Idempotency-Key records (functions/platform/idempotency.ts):
 * our table, partition keys.idempotency(route), sort key `<route>#<hash>` (the utility builds it
 * from the key prefix), expiring through the table's TTL attribute. The utility itself checks the
 * expiry on every read, so a record is dead at its time even before DynamoDB deletes it (and on
 * DynamoDB Local, which never does). Its writes are the PutItem, GetItem, UpdateItem and
 * DeleteItem a read-write route is granted already.
 */
export function idempotencyStore(route: string): DynamoDBPersistenceLayer {
  return new DynamoDBPersistenceLayer({
    tableName,
    keyAttr: TABLE.partitionKey,
    sortKeyAttr: TABLE.sortKey,
    staticPkValue: keys.idempotency(route).pk,
    expiryAttr: TABLE.ttlAttribute,
    awsSdkV3Client: dynamodb,
  });
}
