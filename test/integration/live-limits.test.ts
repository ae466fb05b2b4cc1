import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CONNECTIONS_PER_USER, MESSAGES_PER_MINUTE } from '../../functions/core/live.js';
import { keys } from '../../functions/data/keys.js';
import { connectLive, type LiveClient } from '../../local/live-client.js';
import { api, apiUrl, eventually, partition } from './helpers.js';
import { freshAccount } from './security/support.js';

/**
 * What one signed-in user can do to the live channel (local gateway's /ws, the same handlers as in
 * AWS): an oversized frame ends only that connection; logging out ends the session's connections
 * and its token; a user holds a handful of connections at most, and pings are rate-limited.
 */
const clients: LiveClient[] = [];
const live = async (token: string) => {
  const client = await connectLive(apiUrl, token);
  clients.push(client);
  return client;
};
const refusal = (token: string) => connectLive(apiUrl, token).then(
  (client) => client.close().then(() => 'connected'),
  (err: { status?: number }) => err.status,
);
const pong = async (client: LiveClient) => {
  const before = client.received.length;
  client.send({ action: 'ping' });
  await client.next((m) => m.type === 'pong' && client.received.findIndex((r) => r.message === m) >= before);
};
const stored = async (userId: string) => (await partition(keys.userConnections(userId).pk)).length;

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('a frame over the 128 KiB message limit', () => {
  it('closes that connection (1009) and the gateway goes on serving', async () => {
    const account = await freshAccount('shopper', 'live-oversized');
    const [big, other] = await Promise.all([live(account.accessToken), live(account.accessToken)]);
    big.send({ action: 'ping', padding: 'x'.repeat(129 * 1024) });
    expect((await big.closed).code).toBe(1009);
    await pong(other);
    await pong(await live(account.accessToken));
    expect((await api('GET', '/api/user/user-details', { token: account.accessToken })).status).toBe(200);
  });
});

describe('logout', () => {
  it("closes that session's connections and refuses its token; another session of the user stays", async () => {
    const account = await freshAccount('shopper', 'live-logout');
    const other = await freshAccount('shopper', 'live-logout-other');
    const [mine, otherSession] = await Promise.all([live(account.accessToken), live(other.accessToken)]);
    // A second sign-in of the same user: a session of its own.
    const login = await api<{ accesstoken: string }>('POST', '/api/user/login', { body: { email: account.email, password: account.password } });
    const secondSession = await live(login.body.data!.accesstoken);

    const out = await api('GET', '/api/user/logout', { token: account.accessToken, headers: { 'x-refresh-token': account.refreshToken } });
    expect(out.status).toBe(200);
    await mine.closed;
    expect(await refusal(account.accessToken)).toBe(401);
    expect((await api('GET', '/api/user/user-details', { token: account.accessToken })).status).toBe(401);

    await pong(secondSession);
    await pong(otherSession);
    expect((await api('GET', '/api/user/user-details', { token: login.body.data!.accesstoken })).status).toBe(200);
    await eventually(async () => expect(await stored(account.userId)).toBe(1));
  });
});

describe('how many connections one user holds', () => {
  it(`at most ${MAX_CONNECTIONS_PER_USER}: the oldest are closed as newer ones open`, async () => {
    const account = await freshAccount('shopper', 'live-many');
    const opened: LiveClient[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_USER + 3; i++) opened.push(await live(account.accessToken));
    const oldest = opened.slice(0, 3);
    const newest = opened.slice(3);
    await Promise.all(oldest.map((c) => c.closed));
    for (const client of newest) await pong(client);
    await eventually(async () => expect(await stored(account.userId)).toBe(MAX_CONNECTIONS_PER_USER));
  });
});

describe('pings', () => {
  it(`are rate-limited: past ${MESSAGES_PER_MINUTE} a minute the connection is closed, and the user's others stay`, async () => {
    const account = await freshAccount('shopper', 'live-pings');
    const [noisy, quiet] = await Promise.all([live(account.accessToken), live(account.accessToken)]);
    for (let i = 0; i < MESSAGES_PER_MINUTE * 5; i++) noisy.send({ action: 'ping' });
    await noisy.closed;
    expect(noisy.received.filter((r) => r.message.type === 'pong').length).toBeLessThanOrEqual(MESSAGES_PER_MINUTE);
    await pong(quiet);
  });
});
