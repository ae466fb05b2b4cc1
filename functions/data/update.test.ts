import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { assignedValues, attributeNames, conditionOn, update, updateNamed } from './update.js';

const schema = z.object({ name: z.string(), stock: z.number(), timeline: z.array(z.string()).optional(), sessions: z.record(z.string(), z.number()).optional() });

describe('update builder', () => {
  it('names each attribute of the schema as itself', () => {
    expect(attributeNames(schema)).toEqual({ name: 'name', stock: 'stock', timeline: 'timeline', sessions: 'sessions' });
  });

  it('makes SET, ADD and REMOVE clauses with every name aliased and every value a placeholder', () => {
    expect(update(schema).set('name', 'Paneer').add('stock', -2).remove('timeline').build()).toEqual({
      UpdateExpression: 'SET #name = :v0 ADD #stock :v1 REMOVE #timeline',
      ExpressionAttributeNames: { '#name': 'name', '#stock': 'stock', '#timeline': 'timeline' },
      ExpressionAttributeValues: { ':v0': 'Paneer', ':v1': -2 },
    });
  });

  it('aliases a name once however often it is used, and a map key that is no identifier by number', () => {
    const out = update(schema).set(['sessions', 'a-b'], 5).remove(['sessions', 'c']).when((c) => c.exists('sessions')).build();
    expect(out.UpdateExpression).toBe('SET #sessions.#n1 = :v0 REMOVE #sessions.#c');
    expect(out.ConditionExpression).toBe('attribute_exists(#sessions)');
    expect(out.ExpressionAttributeNames).toEqual({ '#sessions': 'sessions', '#n1': 'a-b', '#c': 'c' });
  });

  it('keeps a name that looks like an earlier alias apart from it', () => {
    const out = updateNamed<string>().set('n0', 1).set('a b', 2).set('n1', 3).build();
    expect(out.ExpressionAttributeNames).toEqual({ '#n0': 'n0', '#n1': 'a b', '#n2': 'n1' });
    expect(out.UpdateExpression).toBe('SET #n0 = :v0, #n1 = :v1, #n2 = :v2');
  });

  it('writes if_not_exists, list_append and the item type', () => {
    const out = update(schema).setIfMissing('name', 'x').append('timeline', ['e']).setType('thing').build();
    expect(out.UpdateExpression).toBe('SET #name = if_not_exists(#name, :v0), #timeline = list_append(if_not_exists(#timeline, :v1), :v2), #type = :v3');
    expect(out.ExpressionAttributeValues).toEqual({ ':v0': 'x', ':v1': [], ':v2': ['e'], ':v3': 'thing' });
  });

  it('puts compound conditions in brackets inside AND / OR', () => {
    const out = update(schema)
      .set('stock', 3)
      .when((c) => c.and(c.itemExists(), c.or(c.missing('timeline'), c.le('stock', 1)), c.ne('name', 'x')))
      .build();
    expect(out.ConditionExpression).toBe('attribute_exists(pk) AND (attribute_not_exists(#timeline) OR #stock <= :v1) AND #name <> :v2');
    expect(conditionOn(schema, (c) => c.in('name', ['a', 'b'])).ConditionExpression).toBe('#name IN (:v0, :v1)');
  });

  it('has no empty maps (DynamoDB refuses them) and no empty update', () => {
    expect(update(schema).remove('timeline').build()).toEqual({ UpdateExpression: 'REMOVE #timeline', ExpressionAttributeNames: { '#timeline': 'timeline' } });
    expect(conditionOn(schema, (c) => c.itemMissing())).toEqual({ ConditionExpression: 'attribute_not_exists(pk)' });
    expect(() => update(schema).build()).toThrow('at least one attribute');
  });

  it('refuses, at compile time, an attribute the schema does not declare', () => {
    // @ts-expect-error `stok` is not an attribute of the schema
    update(schema).set('stok', 1);
    // @ts-expect-error nor in a condition
    conditionOn(schema, (c) => c.eq('nam', 'x'));
    expect(true).toBe(true);
  });

  it('reads back what a built update assigns, by attribute', () => {
    const built = update(schema).set('name', 'Paneer').setIfMissing('stock', 1).set(['sessions', 'a-b'], 2).add('stock', 3).build();
    expect(assignedValues(built)).toEqual({ name: 'Paneer', 'sessions.a-b': 2 });
    expect(assignedValues({ UpdateExpression: 'SET last_login_date = :now', ExpressionAttributeValues: { ':now': 'x' } })).toEqual({ last_login_date: 'x' });
  });
});
