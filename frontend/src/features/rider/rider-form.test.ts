import { describe, expect, it } from 'vitest';
import { riderChanges, riderForm, riderServerProblem } from './rider-form';

describe('the rider form', () => {
  it('refuses what the server refuses, in its words', () => {
    const result = riderForm.safeParse({ name: '', email: 'nope', mobile: '123', storeId: '' });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['name', 'email', 'mobile', 'storeId']));
    expect(riderForm.parse({ name: 'Ravi Kumar', email: 'Ravi@Example.com', mobile: '+91 98800 00011', storeId: 'store-1' })).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: '9880000011',
      storeId: 'store-1',
    });
  });

  it("puts the server's refusal under its field", () => {
    expect(riderServerProblem('email: is already used by a shopper')).toEqual({ field: 'email', text: 'E-mail is already used by a shopper' });
    expect(riderServerProblem('storeId: is not a store')).toEqual({ field: 'storeId', text: 'Home store is not a store' });
    expect(riderServerProblem('This e-mail belongs to a shopper account')).toEqual({ field: 'email', text: 'This e-mail belongs to a shopper account' });
    expect(riderServerProblem('Something went wrong')).toBeNull();
  });
});

describe('editing a rider', () => {
  it('sends only what changed', () => {
    const rider = { _id: 'r1', name: 'Ravi Kumar', mobile: '9880000011', storeId: 's1' };
    expect(riderChanges(rider, { name: 'Ravi Kumar', mobile: '9880000011', storeId: 's1' })).toEqual({ _id: 'r1' });
    expect(riderChanges(rider, { name: 'Ravi K', mobile: '9880000011', storeId: 's2' })).toEqual({ _id: 'r1', name: 'Ravi K', storeId: 's2' });
  });
});
