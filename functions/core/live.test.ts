import { describe, expect, it } from 'vitest';
import { CONNECTION_SECONDS, connectionExpiresAt, connectionsOverCap, orderAudience, pingWindow, viewFor } from './live.js';
import { ADMIN_GROUP } from './roles.js';

const order = { userId: 'shopper-a' };
const shopperA = { userId: 'shopper-a', groups: [] };
const shopperB = { userId: 'shopper-b', groups: [] };
const admin = { userId: 'admin-1', groups: [ADMIN_GROUP] };

describe('who is sent an order change', () => {
  it('goes to its owner and to the admins', () => {
    expect(orderAudience(order)).toEqual({ userIds: ['shopper-a'], admins: true });
  });

  it('its owner reads it as order/details answers a shopper', () => {
    expect(viewFor(order, shopperA)).toBe('owner');
  });

  it('another shopper may not read it', () => {
    expect(viewFor(order, shopperB)).toBeUndefined();
    // Some other group is not a licence either.
    expect(viewFor(order, { userId: 'shopper-b', groups: ['SOMETHING'] })).toBeUndefined();
  });

  it('an admin reads any order with its shopper, their own too (as order/details answers them)', () => {
    expect(viewFor(order, admin)).toBe('admin');
    expect(viewFor({ userId: 'admin-1' }, admin)).toBe('admin');
  });

  it('an order without an owner goes to nobody but the admins', () => {
    expect(orderAudience({ userId: '' })).toEqual({ userIds: [], admins: true });
    expect(viewFor({ userId: '' }, { userId: '', groups: [] })).toBeUndefined();
  });
});

describe('riders', () => {
  const assigned = { userId: 'shopper-a', riderId: 'rider-1' };
  it('an order goes to the rider it is assigned to as well, who reads the rider view', () => {
    expect(orderAudience(assigned)).toEqual({ userIds: ['shopper-a', 'rider-1'], admins: true });
    expect(viewFor(assigned, { userId: 'rider-1', groups: ['RIDER'] })).toBe('rider');
  });

  it('another rider reads nothing of it, nor does a rider of an order without one', () => {
    expect(viewFor(assigned, { userId: 'rider-2', groups: ['RIDER'] })).toBeUndefined();
    expect(viewFor(order, { userId: 'rider-1', groups: ['RIDER'] })).toBeUndefined();
  });

  it('the rider an admin took it from is told to resync, nothing more; given back, they read it again', () => {
    const reassigned = { ...assigned, riderId: 'rider-2', previousRiderId: 'rider-1' };
    expect(orderAudience(reassigned)).toEqual({ userIds: ['shopper-a', 'rider-2', 'rider-1'], admins: true });
    expect(viewFor(reassigned, { userId: 'rider-1', groups: ['RIDER'] })).toBe('former-rider');
    expect(viewFor(reassigned, { userId: 'rider-2', groups: ['RIDER'] })).toBe('rider');
    expect(viewFor({ ...reassigned, riderId: 'rider-1', previousRiderId: 'rider-1' }, { userId: 'rider-1', groups: ['RIDER'] })).toBe('rider');
  });
});

describe('connections', () => {
  it('expire two hours after they open (API Gateway closes them then)', () => {
    expect(CONNECTION_SECONDS).toBe(7200);
    expect(connectionExpiresAt(1_700_000_000_999)).toBe(1_700_000_000 + 7200);
  });
});

describe('how many connections a user holds', () => {
  const at = (connectionId: string, minute: number) => ({ connectionId, connectedAt: `2026-03-01T10:0${minute}:00.000Z` });

  it('closes none up to the cap, and the oldest past it', () => {
    const five = [at('e', 4), at('a', 0), at('c', 2), at('b', 1), at('d', 3)];
    expect(connectionsOverCap(five, 5)).toEqual([]);
    expect(connectionsOverCap([...five, at('f', 5), at('g', 6)], 5).map((c) => c.connectionId)).toEqual(['a', 'b']);
  });
});

describe('pings', () => {
  it('are counted per whole minute', () => {
    expect(pingWindow(Date.parse('2026-03-01T10:00:59.999Z'))).toBe(Date.parse('2026-03-01T10:00:00Z'));
    expect(pingWindow(Date.parse('2026-03-01T10:01:00Z'))).toBe(Date.parse('2026-03-01T10:01:00Z'));
  });
});
