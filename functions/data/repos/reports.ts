/**
 * The sales dashboard's figures (data/items/report.ts): an order's share applied exactly once, and
 * a range of days read back.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { contributionDelta, type Contribution, type DayDelta, type DayFigures, type DayProducts } from '../../core/report.js';
import { db, queryAll, tableName } from '../client.js';
import { keys } from '../keys.js';
import * as report from '../items/report.js';
import { transact, type Step } from './transact.js';

export async function readApplied(orderId: string): Promise<report.Applied | undefined> {
  const result = await db.send(new GetCommand({ TableName: tableName, Key: report.appliedKey(orderId), ConsistentRead: true }));
  return result.Item ? report.appliedFromItem(result.Item) : undefined;
}

/** `ADD` of each counter (names by placeholder: counters are data, not code). */
function addStep(key: { pk: string; sk: string }, delta: DayDelta, values: Record<string, number>, prefix: string, names: Record<string, string> = {}): Step<never> {
  const write = report.dayUpdate().set(report.dayAttributes.storeId, delta.storeId).set(report.dayAttributes.day, delta.day);
  for (const [id, name] of Object.entries(names)) write.set(`${report.NAME_PREFIX}${id}`, name);
  for (const [name, value] of Object.entries(values)) write.add(`${prefix}${name}`, value);
  return {
    item: {
      Update: {
        TableName: tableName,
        Key: key,
        ...write.build(),
      },
    },
  };
}

/**
 * Moves the figures from the share `seen` (the applied item read; undefined: none yet) to `next`,
 * in one transaction with the applied item, on the condition that it is still what was read.
 * 'stale' when another writer applied a share of this order meanwhile: read again and retry.
 */
export async function applyShare(orderId: string, seen: report.Applied | undefined, next: Contribution | null): Promise<'applied' | 'unchanged' | 'stale'> {
  const deltas = contributionDelta(seen?.applied ?? null, next);
  if (deltas.length === 0 && seen) return 'unchanged';
  const steps: Step<'stale'>[] = [
    {
      item: {
        Put: {
          TableName: tableName,
          Item: report.appliedToItem({ orderId, rev: (seen?.rev ?? 0) + 1, applied: next }),
          ConditionExpression: seen ? 'rev = :rev' : 'attribute_not_exists(pk)',
          ...(seen ? { ExpressionAttributeValues: { ':rev': seen.rev } } : {}),
        },
      },
      onConditionFailed: () => 'stale',
    },
  ];
  for (const delta of deltas) {
    if (Object.keys(delta.figures).length > 0) steps.push(addStep(keys.reportFigures(delta.storeId, delta.day), delta, delta.figures, ''));
    if (Object.keys(delta.products).length > 0) {
      steps.push(addStep(keys.reportProducts(delta.storeId, delta.day), delta, delta.products, report.QUANTITY_PREFIX, delta.names));
    }
  }
  const result = await transact(steps, { conflictRetries: 8 });
  return result.ok ? 'applied' : result.failure;
}

/** One store's figures and products of the days `from`..`to` (one Query, eventually consistent). */
export async function readReportDays(storeId: string, from: string, to: string): Promise<{ figures: DayFigures[]; products: DayProducts[] }> {
  const { pk, skFrom, skTo } = keys.reportDays(storeId, from, to);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pk, ':from': skFrom, ':to': skTo },
  });
  return {
    figures: items.filter((i) => !report.isProductsItem(i)).map(report.figuresFromItem),
    products: items.filter(report.isProductsItem).map(report.productsFromItem),
  };
}
