/**
 * A stored item that is not what its writers write fails at the read (functions/data/items/): the
 * route answers a plain 500, never a value made up from the bad attribute.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { api, createProduct, newShopper, table } from './helpers.js';

const tableName = inject('stack').env.TABLE_NAME;

async function setAttribute(key: { pk: string; sk: string }, name: string, value: unknown) {
  await table.send(new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: 'SET #a = :v', ExpressionAttributeNames: { '#a': name }, ExpressionAttributeValues: { ':v': value } }));
}

const serverError = { success: false, error: true, message: expect.stringMatching(/^Something went wrong \(request [^)]+\)$/) as string };

describe('a malformed stored item', () => {
  it('a cart line whose quantity is text fails the cart read instead of being read as a number', async () => {
    const product = await createProduct({ stock: 5, price: 20 });
    const { accessToken: token, userId } = await newShopper();
    expect((await api('POST', '/api/cart/create', { token, body: { productId: product._id } })).status).toBe(200);
    await setAttribute(keys.cartLine(userId, product._id), 'quantity', '2');

    const cart = await api('GET', '/api/cart/get', { token });
    expect(cart.status).toBe(500);
    expect(cart.body).toEqual(serverError);
  });

  it('a profile in a status no writer writes fails the profile read instead of being answered', async () => {
    const { accessToken: token, userId } = await newShopper();
    await setAttribute(keys.user(userId), 'status', 'Deleted');

    const details = await api('GET', '/api/user/user-details', { token });
    expect(details.status).toBe(500);
    expect(details.body).toEqual(serverError);
    expect(JSON.stringify(details.body)).not.toContain('Deleted');
  });
});
