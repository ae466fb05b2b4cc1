/**
 * What a first visit to the home page costs: bytes of JS and CSS (page weight), and the API and
 * DynamoDB requests needed to render it (requests to render). Driven with playwright-core and
 * Debian's Chromium, like the browser tests (e2e/browser.ts).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Stack } from '../local/stack.js';
import { sumOf } from './util.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 375, height: 740 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** The site's user pool client (Amplify's storage keys name it). */
  clientId: string;
}

/** Where the site's Amplify keeps a session after a sign-in: localStorage, under its CognitoIdentityServiceProvider keys. */
export function sessionStorageEntries(session: Session): Record<string, string> {
  const username = (JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { username: string }).username;
  const prefix = `CognitoIdentityServiceProvider.${session.clientId}`;
  return {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.accessToken`]: session.accessToken,
    [`${prefix}.${username}.refreshToken`]: session.refreshToken,
    [`${prefix}.${username}.clockDrift`]: '0',
  };
}

/** A fresh context (empty cache and storage); signed in by putting the session where the site's Amplify keeps it. */
async function freshContext(browser: Browser, baseURL: string, session?: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  // Nothing but the site itself (and the local Cognito it signs in with) may be requested.
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1):)/, (route) => route.abort());
  if (session) {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, sessionStorageEntries(session));
  }
  return context;
}

/**
 * Opens each page once in a browser, signed in where a session is given, until its network is
 * quiet: the server's code for every call the pages make is loaded and compiled before anything
 * is measured (a bare fetch of the HTML warmed only the static files).
 */
export async function warmPages(baseURL: string, pages: readonly { path: string; session?: Session }[]): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const { path, session } of pages) {
      const context = await freshContext(browser, baseURL, session);
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Waits until the home page shows product cards (or gives up) and the network has been quiet. */
async function settleHome(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The rows arrive after categories; a product link means the first row has rendered.
  await page.locator('a[href^="/product/"]').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

export async function signInByApi(gatewayUrl: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${gatewayUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { accesstoken?: string; refreshToken?: string } };
  if (!res.ok || !body.data?.accesstoken || !body.data.refreshToken) throw new Error(`login answered ${res.status}`);
  const { userPoolClientId } = (await (await fetch(`${gatewayUrl}/config.json`)).json()) as { userPoolClientId: string };
  return { accessToken: body.data.accesstoken, refreshToken: body.data.refreshToken, clientId: userPoolClientId };
}

export interface RenderCost {
  /** API requests seen by the gateway, by route key. */
  api: Record<string, number>;
  apiTotal: number;
  /** The same requests as the browser saw them (a cross-check of the gateway's count). */
  apiFromBrowser: number;
  /** API calls the page started before its first contentful paint (resource timing against the paint entry). */
  apiBeforeFirstPaint: number;
  dynamo: Record<string, number>;
  dynamoTotal: number;
  /** From navigation to the quiet network with the first row shown. */
  elapsedMs: number;
}

/** API and DynamoDB requests of one visit to `path` in a fresh browser context. */
export async function measureRender(stack: Stack, browser: Browser, path: string, session?: Session): Promise<RenderCost> {
  const counter = stack.dynamoCounter;
  if (!counter) throw new Error('start the stack with countDynamoRequests');
  const context = await freshContext(browser, stack.gateway.url, session);
  try {
    const page = await context.newPage();
    let apiFromBrowser = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiFromBrowser++;
    });
    await counter.idle();
    await counter.reset();
    stack.gateway.requestCounts.clear();
    const started = performance.now();
    await page.goto(path);
    await settleHome(page);
    const elapsedMs = performance.now() - started;
    const apiBeforeFirstPaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime < paint).length;
    });
    await counter.idle();
    const dynamo = await counter.counts();
    const api = Object.fromEntries(stack.gateway.requestCounts);
    return {
      api,
      apiTotal: sumOf(api),
      apiFromBrowser,
      apiBeforeFirstPaint,
      dynamo,
      dynamoTotal: sumOf(dynamo),
      elapsedMs,
    };
  } finally {
    await context.close();
  }
}

export interface AssetWeight {
  url: string;
  type: 'js' | 'css' | 'other';
  bytes: number;
  gzipBytes: number;
  /** What came over the wire: the gateway sends brotli to Chromium, as CloudFront does. */
  servedBytes: number;
}

export interface PageWeight {
  js: { bytes: number; gzipBytes: number; servedBytes: number; files: number };
  css: { bytes: number; gzipBytes: number; servedBytes: number; files: number };
  /** Everything the visit loaded (documents, API answers, images, fonts), raw and as served. */
  allBytes: number;
  allServedBytes: number;
  requests: number;
  assets: AssetWeight[];
}

/**
 * Bytes of JS and CSS a first visit to `path` loads, from the browser's responses: raw, gzip
 * (zlib's default level over each body, the measure of the budgets) and as served (the encoded
 * bytes the browser received: brotli for the site's files, as CloudFront sends them).
 */
export async function measureWeight(browser: Browser, baseURL: string, path: string): Promise<PageWeight> {
  const context = await freshContext(browser, baseURL);
  try {
    const page = await context.newPage();
    const bodies: Promise<AssetWeight | undefined>[] = [];
    page.on('response', (response) => {
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => {
            const contentType = response.headers()['content-type'] ?? '';
            const url = response.url();
            const type = /javascript/.test(contentType) || /\.m?js$/.test(new URL(url).pathname) ? 'js' : /text\/css/.test(contentType) ? 'css' : 'other';
            const gzipBytes = type === 'other' ? body.byteLength : gzipSync(body).byteLength;
            return { url, type, bytes: body.byteLength, gzipBytes, servedBytes: sizes.responseBodySize } as AssetWeight;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(path);
    await settleHome(page);
    const assets = (await Promise.all(bodies)).filter((a): a is AssetWeight => a !== undefined);
    const sum = (type: AssetWeight['type']) => {
      const of = assets.filter((a) => a.type === type);
      const total = (pick: (a: AssetWeight) => number) => of.reduce((s, a) => s + pick(a), 0);
      return { bytes: total((a) => a.bytes), gzipBytes: total((a) => a.gzipBytes), servedBytes: total((a) => a.servedBytes), files: of.length };
    };
    return {
      js: sum('js'),
      css: sum('css'),
      allBytes: assets.reduce((s, a) => s + a.bytes, 0),
      allServedBytes: assets.reduce((s, a) => s + a.servedBytes, 0),
      requests: assets.length,
      assets: assets.map((a) => ({ ...a, url: new URL(a.url).pathname })),
    };
  } finally {
    await context.close();
  }
}
