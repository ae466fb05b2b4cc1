import { describe, expect, it } from 'vitest';
import { memoryStorage } from './test-support';
import { storedAccessToken } from './stored-session';

describe('storedAccessToken', () => {
  const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
  const now = 1_800_000_000_000;
  const stored = (entries: Record<string, string>) => {
    const storage = memoryStorage();
    for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
    return storage;
  };
  const prefix = 'CognitoIdentityServiceProvider.client-1';

  it('the signed-in user\'s access token while it has more than a minute left', () => {
    const token = jwt({ exp: now / 1000 + 3600, username: 'u-1' });
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: token }), now)).toEqual({ user: 'u-1', token });
  });

  it('none when it has expired or is about to (the clock drift counted), or nobody is signed in', () => {
    const soon = jwt({ exp: now / 1000 + 30 });
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: soon }), now)).toBeNull();
    const hour = jwt({ exp: now / 1000 + 3600 });
    const drifted = { [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: hour, [`${prefix}.u-1.clockDrift`]: String(3_600_000) };
    expect(storedAccessToken(stored(drifted), now)).toBeNull();
    expect(storedAccessToken(stored({ [`${prefix}.u-1.accessToken`]: hour }), now)).toBeNull();
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1' }), now)).toBeNull();
    expect(storedAccessToken(stored({ [`${prefix}.LastAuthUser`]: 'u-1', [`${prefix}.u-1.accessToken`]: 'not-a-jwt' }), now)).toBeNull();
  });
});
