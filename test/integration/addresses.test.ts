import { describe, expect, it } from 'vitest';
import { api, newShopper, partition } from './helpers.js';

interface Address {
  _id: string;
  address_line: string;
  city: string;
  pincode: string;
  mobile: string;
  status: boolean;
}

const home = {
  address_line: '12, MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560038',
  mobile: '9876543210',
};

describe('addresses', () => {
  it('creates, lists, edits and removes an address of the caller', async () => {
    const { accessToken: token } = await newShopper();
    const created = await api<Address>('POST', '/api/address/create', { token, body: home });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Address Created Successfully');
    const second = await api<Address>('POST', '/api/address/create', { token, body: { ...home, address_line: 'Flat 4B, Palm Grove', pincode: 560001 } });
    expect(second.status).toBe(200);

    const listed = await api<Address[]>('GET', '/api/address/get', { token });
    expect(listed.body.data!.map((a) => a.address_line)).toEqual(['12, MG Road, Indiranagar', 'Flat 4B, Palm Grove']);
    expect(listed.body.data![1]!.pincode).toBe('560001');

    const id = created.body.data!._id;
    const edited = await api('PUT', '/api/address/update', { token, body: { _id: id, userId: 'ignored', ...home, city: 'Bangalore', mobile: '+91 99000 11223' } });
    expect(edited.status).toBe(200);
    const afterEdit = (await api<Address[]>('GET', '/api/address/get', { token })).body.data!;
    expect(afterEdit.find((a) => a._id === id)).toMatchObject({ city: 'Bangalore', mobile: '9900011223' });

    const removed = await api('DELETE', '/api/address/disable', { token, body: { _id: id } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Address Remove');
    const afterRemove = (await api<Address[]>('GET', '/api/address/get', { token })).body.data!;
    expect(afterRemove.map((a) => a._id)).toEqual([second.body.data!._id]);
    expect((await api('PUT', '/api/address/update', { token, body: { _id: id, ...home } })).status).toBe(404);
  });

  it('never shows, edits or removes another shopper’s address (404, unchanged)', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const created = await api<Address>('POST', '/api/address/create', { token: owner.accessToken, body: home });
    const id = created.body.data!._id;

    expect((await api<Address[]>('GET', '/api/address/get', { token: other.accessToken })).body.data).toEqual([]);
    const edit = await api('PUT', '/api/address/update', { token: other.accessToken, body: { _id: id, userId: owner.userId, ...home, city: 'Pune' } });
    expect(edit.status).toBe(404);
    const remove = await api('DELETE', '/api/address/disable', { token: other.accessToken, body: { _id: id } });
    expect(remove.status).toBe(404);
    const mine = (await api<Address[]>('GET', '/api/address/get', { token: owner.accessToken })).body.data!;
    expect(mine).toEqual([expect.objectContaining({ _id: id, city: 'Bengaluru', status: true })]);
  });

  it.each([
    { label: 'a 5-digit PIN code', body: { ...home, pincode: '56003' }, field: 'pincode' },
    { label: 'a PIN code starting with 0', body: { ...home, pincode: '060038' }, field: 'pincode' },
    { label: 'a short mobile number', body: { ...home, mobile: '98765' }, field: 'mobile' },
    { label: 'a blank city', body: { ...home, city: '  ' }, field: 'city' },
    { label: 'a missing state', body: { ...home, state: undefined }, field: 'state' },
  ])('refuses $label with 400 naming the field, writing nothing', async ({ body, field }) => {
    const shopper = await newShopper();
    const res = await api('POST', '/api/address/create', { token: shopper.accessToken, body });
    expect(res.status).toBe(400);
    // The one wrong field, named by its key for the form and said in plain words for people.
    expect((res.body as { problems?: { field: string; message: string }[] }).problems).toEqual([{ field, message: res.body.message }]);
    expect(res.body.message).not.toMatch(/^\w+:/);
    expect((await partition(`USER#${shopper.userId}`)).filter((i) => String(i.sk).startsWith('ADDRESS#'))).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await api('GET', '/api/address/get')).status).toBe(401);
    expect((await api('POST', '/api/address/create', { body: home })).status).toBe(401);
  });
});
