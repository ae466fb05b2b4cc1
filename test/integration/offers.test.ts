/**
 * Offers over HTTP: the admin's calls (ADMIN only, bad input refused with nothing written, codes
 * unique whatever their case) and the shopper's cart offer (apply with the reason it does not
 * apply, remove, the same on every device, the reason when the cart shrinks).
 */
import { describe, expect, it } from 'vitest';
import type { ApiOffer, CartOffers } from '../../functions/core/contracts/offer.js';
import { api, createProduct, newShopper, shopperWithCart, tokenFor } from './helpers.js';
import { newOffer, uniqueCode } from './offers-support.js';

const adminList = async () => (await api<ApiOffer[]>('GET', '/api/offer/get', { token: await tokenFor('admin') })).body.data!;
const apply = (token: string, code: string) => api<CartOffers>('POST', '/api/cart/apply-offer', { token, body: { code } });
const offersOf = async (token: string) => (await api<CartOffers>('GET', '/api/cart/offers', { token })).body.data!;

describe('the admin’s offer calls', () => {
  it('only an admin lists, creates, changes and deletes offers (shopper 403, nobody 401)', async () => {
    const shopper = (await newShopper()).accessToken;
    const body = { code: uniqueCode('AUTH'), title: 'Auth probe', kind: 'flat', flatPaise: 1_000 };
    for (const [token, status] of [[shopper, 403], [undefined, 401]] as const) {
      expect((await api('GET', '/api/offer/get', { token })).status).toBe(status);
      expect((await api('POST', '/api/offer/create', { token, body })).status).toBe(status);
      expect((await api('PUT', '/api/offer/update', { token, body: { ...body, _id: 'x' } })).status).toBe(status);
      expect((await api('DELETE', '/api/offer/delete', { token, body: { _id: 'x' } })).status).toBe(status);
    }
    expect((await adminList()).some((o) => o.code === body.code), 'nothing was created').toBe(false);

    const created = await newOffer(body);
    expect(created).toMatchObject({ code: body.code, kind: 'flat', flatPaise: 1_000, active: true, uses: 0, storeIds: [], perShopperLimit: 0 });
    const admin = await tokenFor('admin');
    const changed = await api<ApiOffer>('PUT', '/api/offer/update', { token: admin, body: { ...body, _id: created._id, active: false } });
    expect(changed.status, changed.body.message).toBe(200);
    expect((await adminList()).find((o) => o._id === created._id)?.active).toBe(false);
    expect((await api('DELETE', '/api/offer/delete', { token: admin, body: { _id: created._id } })).status).toBe(200);
    expect((await adminList()).some((o) => o._id === created._id)).toBe(false);
    // Its code is free again.
    await newOffer(body);
  });

  it('refuses bad input with a reason and writes nothing', async () => {
    const admin = await tokenFor('admin');
    const code = uniqueCode('BAD');
    const bad = [
      { code, title: 'No amount', kind: 'flat' },
      { code, title: 'Percent 0', kind: 'percent', percent: 0 },
      { code, title: 'Percent 150', kind: 'percent', percent: 150 },
      { code, title: 'Negative', kind: 'flat', flatPaise: -5 },
      { code, title: 'Fraction', kind: 'flat', flatPaise: 10.5 },
      { code: 'a b', title: 'Spaces', kind: 'flat', flatPaise: 100 },
      { code, title: '', kind: 'flat', flatPaise: 100 },
      { code, title: 'Odd kind', kind: 'bogo', flatPaise: 100 },
      { code, title: 'Backwards', kind: 'flat', flatPaise: 100, validFrom: '2026-12-10T00:00:00Z', validTo: '2026-12-01T00:00:00Z' },
    ];
    for (const body of bad) {
      const res = await api('POST', '/api/offer/create', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await adminList()).some((o) => o.code === code)).toBe(false);
  });

  it('a code is unique whatever its case; the seeded coupons are there', async () => {
    const code = uniqueCode('CASE');
    await newOffer({ code, kind: 'flat', flatPaise: 100 });
    const again = await api('POST', '/api/offer/create', { token: await tokenFor('admin'), body: { code: code.toLowerCase(), title: 'Again', kind: 'flat', flatPaise: 100 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`An offer with code ${code} already exists`);
    const codes = (await adminList()).map((o) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME50', 'SAVE10', 'FREEDEL']));
    expect((await adminList()).some((o) => !o.code), 'an automatic offer').toBe(true);
  });
});

describe('the cart’s offer', () => {
  it('apply with the reason it does not apply (nothing written), apply, see it on another device, remove', async () => {
    const product = await createProduct({ stock: 20, price: 100 });
    const code = uniqueCode('CART');
    await newOffer({ code, title: '10% off up to ₹60', kind: 'percent', percent: 10, capPaise: 6_000, minCartPaise: 29_900 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 2 }]);

    const refused = await apply(shopper.token, code.toLowerCase());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Add ₹99 more to use ${code}`);
    expect((await offersOf(shopper.token)).appliedCode, 'nothing applied').toBeUndefined();

    const unknown = await apply(shopper.token, 'NOSUCHCODE1');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'NOSUCHCODE1 is not a valid code']);

    expect((await api('PUT', '/api/cart/update-qty', { token: shopper.token, body: { _id: product._id, qty: 3 } })).status).toBe(200);
    const applied = await apply(shopper.token, code);
    expect(applied.status, applied.body.message).toBe(200);
    expect(applied.body.data).toMatchObject({ appliedCode: code, offer: { code, amountPaise: 3_000 } });
    expect(applied.body.data!.available.some((o) => o.code === code)).toBe(true);

    // Another device of the same shopper (a fresh sign-in) sees the same offer.
    const other = (await api<{ accesstoken: string }>('POST', '/api/user/login', { body: { email: shopper.email, password: shopper.password } })).body.data!.accesstoken;
    expect((await offersOf(other)).offer?.code).toBe(code);

    // The cart shrinks: the code stays applied, the bill takes no offer and the cart says why.
    expect((await api('PUT', '/api/cart/update-qty', { token: other, body: { _id: product._id, qty: 1 } })).status).toBe(200);
    expect(await offersOf(shopper.token)).toMatchObject({ appliedCode: code, refusal: `Add ₹199 more to use ${code}` });
    expect((await offersOf(shopper.token)).offer).toBeUndefined();

    const removed = await api<CartOffers>('DELETE', '/api/cart/offer', { token: shopper.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data!.appliedCode).toBeUndefined();
    expect((await offersOf(other)).appliedCode).toBeUndefined();
  });

  it('refusals in the shopper’s words: ended, not started, first order only', async () => {
    const product = await createProduct({ stock: 20, price: 300 });
    const shopper = await shopperWithCart([{ productId: product._id, qty: 1 }]);
    const ended = await newOffer({ code: uniqueCode('END'), kind: 'flat', flatPaise: 100, validTo: '2026-01-01T00:00:00Z' });
    const later = await newOffer({ code: uniqueCode('LATER'), kind: 'flat', flatPaise: 100, validFrom: '2099-01-01T00:00:00Z' });
    const off = await newOffer({ code: uniqueCode('OFF'), kind: 'flat', flatPaise: 100, active: false });
    expect((await apply(shopper.token, ended.code!)).body.message).toBe(`${ended.code} has ended`);
    expect((await apply(shopper.token, later.code!)).body.message).toBe(`${later.code} has not started yet`);
    expect((await apply(shopper.token, off.code!)).body.message).toBe(`${off.code} has ended`);
    // A shopper with a placed order cannot use a first-order coupon.
    const cod = await api('POST', '/api/order/cash-on-delivery', { token: shopper.token, body: { addressId: shopper.addressId } });
    expect(cod.status, cod.body.message).toBe(200);
    expect((await api('POST', '/api/cart/create', { token: shopper.token, body: { productId: product._id } })).status).toBe(200);
    const welcome = await apply(shopper.token, 'welcome50');
    expect([welcome.status, welcome.body.message]).toEqual([400, 'WELCOME50 is for your first order only']);
  });
});
