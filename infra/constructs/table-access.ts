import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { TABLE_INDEXES as INDEXES } from '../../functions/data/table.js';

/**
 * The DynamoDB actions the handlers use (functions/data/repos): reads by key (GetItem, BatchGetItem,
 * Query) and writes (PutItem, UpdateItem, DeleteItem, and the ConditionCheck items of
 * TransactWriteItems, which IAM authorizes item by item). Narrower than grantReadData and
 * grantReadWriteData: no Scan (nothing scans; every read is by key), no BatchWriteItem (only the
 * local seed batches) and no DescribeTable.
 */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'];

/** The indexes of functions/data/table.ts (the data stack creates exactly these). */
export const TABLE_INDEXES = INDEXES.map((index) => index.name);

/**
 * The table and its indexes by name, for these actions only. (table.grant would allow `index/*`:
 * any index added later, without a review of who queries it.)
 */
export function grantTableAccess(table: ITableV2, grantee: IGrantable, access: 'read' | 'read-write'): Grant {
  const actions = access === 'read' ? TABLE_READ_ACTIONS : [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS];
  return Grant.addToPrincipal({
    grantee,
    actions,
    resourceArns: [table.tableArn, ...TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index}`)],
  });
}

/**
 * Exactly `actions` on the table itself (no index), and only on items whose partition key is one of
 * `partitionKeys` (a trailing `*` matches any rest: `USER#*`), through IAM's dynamodb:LeadingKeys
 * condition, which IAM evaluates on every key a request names (each item of a BatchGetItem or a
 * TransactWriteItems too). For functions that touch a few kinds of items only (the live channel's).
 */
export function grantTableItems(table: ITableV2, grantee: IGrantable, actions: readonly string[], partitionKeys: readonly string[]): Grant {
  return Grant.addToPrincipal({
    grantee,
    actions: [...actions],
    resourceArns: [table.tableArn],
    conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitionKeys] } },
  });
}
