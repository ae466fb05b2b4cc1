/**
 * A store's short invoice prefix is its own: stores whose names give the same first choice, taking
 * their first prefix at once, each get another (the claim's condition), and keep it.
 */
// First: it gives this process the stack's environment, which the table client reads when imported.
import { table } from './helpers.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { INVOICE_PREFIX_PATTERN, invoicePrefixCandidates } from '../../functions/core/invoice.js';
import { keys } from '../../functions/data/keys.js';
import { takeInvoicePrefix } from '../../functions/data/repos/invoice-prefixes.js';
import { testStore } from './stores-support.js';

const storedPrefix = async (storeId: string) =>
  (await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.store(storeId), ConsistentRead: true }))).Item?.invoicePrefix as string | undefined;

describe('store invoice prefixes', () => {
  it('six stores with the same first choice take their prefixes at once: six different prefixes, each kept', async () => {
    const name = `Qprefix Zone ${Date.now()}`;
    const stores = await Promise.all(Array.from({ length: 6 }, () => testStore({ name })));
    const candidates = invoicePrefixCandidates(name);
    const taken = await Promise.all(stores.map((s) => takeInvoicePrefix(s._id, candidates)));

    expect(new Set(taken).size).toBe(6);
    for (const prefix of taken) expect(prefix).toMatch(INVOICE_PREFIX_PATTERN);
    for (const [i, store] of stores.entries()) expect(await storedPrefix(store._id)).toBe(taken[i]);
    // Asked again (a later invoice): the store keeps the prefix it has.
    expect(await Promise.all(stores.map((s) => takeInvoicePrefix(s._id, candidates)))).toEqual(taken);
  }, 120_000);
});
