import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, registerShopper, signIn, site, useBrowser } from './browser.js';

/**
 * The site holds its Cognito session with Amplify (frontend/src/lib/amplify.ts): sign-in, refresh,
 * sign-out and a second tab, against the local stack's Cognito front, as in AWS against Cognito.
 */
const SOON = { timeout: 10_000 };
const browser = useBrowser();

interface SiteConfig {
  userPoolClientId: string;
  userPoolEndpoint: string;
}
const siteConfig = (): Promise<SiteConfig> => fetch(new URL('/config.json', site.url)).then((r) => r.json() as Promise<SiteConfig>);

/** The Cognito calls a page makes (their X-Amz-Target, without the service prefix). */
function cognitoCalls(page: Page, endpoint: string): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(endpoint) && request.method() === 'POST') {
      calls.push(String(request.headers()['x-amz-target']).replace('AWSCognitoIdentityProviderService.', ''));
    }
  });
  return calls;
}

/** What Amplify keeps in localStorage for the signed-in user. */
async function storedSession(page: Page, clientId: string) {
  return page.evaluate((client) => {
    const prefix = `CognitoIdentityServiceProvider.${client}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    const key = (name: string) => (user ? localStorage.getItem(`${prefix}.${user}.${name}`) : null);
    return { user, accessToken: key('accessToken'), refreshToken: key('refreshToken') };
  }, clientId);
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number; jti: string };

describe('the Cognito session, held by Amplify', () => {
  it("a signed-out visitor's home page downloads none of Amplify and calls no Cognito", async () => {
    const { userPoolEndpoint } = await siteConfig();
    const context = await browser().newContext({ viewport: DESKTOP, baseURL: site.url });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).waitFor(SOON);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /amplify|config\.json/.test(url) || url.startsWith(userPoolEndpoint))).toEqual([]);
    await context.close();
  });

  it('signs in straight against Cognito (USER_PASSWORD_AUTH), keeps the session in localStorage and calls the API with its token', async () => {
    const { userPoolClientId, userPoolEndpoint } = await siteConfig();
    const shopper = await registerShopper('amplify');
    const page = await openPage(browser(), DESKTOP, '/login');
    const calls = cognitoCalls(page, userPoolEndpoint);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/user/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await signIn(page, shopper.email, shopper.password);
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor(SOON);

    expect(calls).toEqual(['InitiateAuth']);
    // The spec's login and refresh calls stay for other clients; the site no longer uses them.
    expect(apiCalls).not.toContain('/api/user/login');
    expect(apiCalls).not.toContain('/api/user/refresh-token');
    const session = await storedSession(page, userPoolClientId);
    expect(session.user).toBeTruthy();
    expect(claims(session.accessToken!).exp * 1000).toBeGreaterThan(Date.now());
    expect(session.refreshToken).toBeTruthy();
    await page.context().close();
  });

  it('refreshes an expired access token with GetTokensFromRefreshToken, and the page goes on signed in', async () => {
    const { userPoolClientId, userPoolEndpoint } = await siteConfig();
    const shopper = await registerShopper('refresh');
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, shopper.email, shopper.password);
    const before = await storedSession(page, userPoolClientId);

    // The stored access token, as it will be once its hour is over: its exp in the past (Amplify
    // reads the exp from the token; the signature no longer matters, as the token is replaced).
    await page.evaluate(
      ({ client, user }) => {
        const key = `CognitoIdentityServiceProvider.${client}.${user}.accessToken`;
        const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
        const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
        const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        localStorage.setItem(key, `${header}.${expired}.${signature}`);
      },
      { client: userPoolClientId, user: before.user },
    );
    const calls = cognitoCalls(page, userPoolEndpoint);
    await page.reload();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor(SOON);

    expect(calls).toEqual(['GetTokensFromRefreshToken']);
    const after = await storedSession(page, userPoolClientId);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(claims(after.accessToken!).exp * 1000).toBeGreaterThan(Date.now());
    expect(after.refreshToken).toBe(before.refreshToken);
    await page.context().close();
  });

  it('signing out revokes the refresh token and clears the storage', async () => {
    const { userPoolClientId, userPoolEndpoint } = await siteConfig();
    const shopper = await registerShopper('revoke');
    const page = await openPage(browser(), DESKTOP, '/login');
    await signIn(page, shopper.email, shopper.password);
    const { refreshToken } = await storedSession(page, userPoolClientId);
    const calls = cognitoCalls(page, userPoolEndpoint);

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor(SOON);

    expect(calls).toEqual(['RevokeToken']);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    const reuse = await fetch(userPoolEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken' },
      body: JSON.stringify({ ClientId: userPoolClientId, RefreshToken: refreshToken }),
    });
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
    await page.context().close();
  });

  it('a second tab shares the session; signing out in one signs the other out at once', async () => {
    const shopper = await registerShopper('tabs');
    const first = await openPage(browser(), DESKTOP, '/login');
    await signIn(first, shopper.email, shopper.password);
    const second = await first.context().newPage();
    await second.goto('/');
    await second.getByRole('button', { name: 'Account', exact: true }).waitFor(SOON);

    await first.getByRole('button', { name: 'Account', exact: true }).click();
    await first.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Log Out' }).click();
    await first.getByRole('link', { name: 'Login' }).waitFor(SOON);
    // The other tab hears it from localStorage, with no reload.
    await second.getByRole('link', { name: 'Login' }).waitFor(SOON);
    await first.context().close();
  });
});
