import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { routes, type RouteEntry, type RouteKey } from '../../../functions/api/routes.js';
import { keys } from '../../../functions/data/keys.js';
import { ensureCognitoUser } from '../../../local/provision.js';
import { ROOT } from '../../../local/config.js';
import { api, partition, type ApiResponse } from '../helpers.js';

/** Shared by the security suites: accounts, JWT crafting, table snapshots and the envelope check. */

const stack = inject('stack');

/** "METHOD path" of a manifest entry: only the manifest's own, so a sample for a route that does not exist fails tsc. */
export type { RouteKey };
export const routeKey = (r: Pick<RouteEntry, 'method' | 'path'>): RouteKey => `${r.method} ${r.path}` as RouteKey;
export const manifest: readonly RouteEntry[] = routes;

export interface Account {
  role: 'shopper' | 'admin' | 'picker';
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * A brand-new confirmed account with a profile (signed in once through POST /api/user/login, which
 * creates the profile), so the security suites never change the seeded accounts other files rely on.
 */
export async function freshAccount(role: 'shopper' | 'admin', label: string = role): Promise<Account> {
  const email = `sec-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = role === 'admin' ? 'Admin#Probe1234' : 'Shopper#Probe1234';
  const userId = await ensureCognitoUser({ email, password, name: `Security ${label}`, admin: role === 'admin' });
  return { role, email, password, userId, ...(await logIn(email, password)) };
}

async function logIn(email: string, password: string): Promise<Pick<Account, 'accessToken' | 'refreshToken'>> {
  const login = await api<{ accesstoken: string; refreshToken: string }>('POST', '/api/user/login', { body: { email, password } });
  if (login.status !== 200 || !login.body.data) throw new Error(`login of ${email} answered ${login.status}: ${login.body.message}`);
  return { accessToken: login.body.data.accesstoken, refreshToken: login.body.data.refreshToken };
}

/** A new session for an account whose session a call ended (logout refuses that session's tokens). */
export async function signInAgain(account: Account): Promise<void> {
  Object.assign(account, await logIn(account.email, account.password));
}

/** Seeded catalog items the samples point at (read once per file, lazily). */
export interface CatalogRefs {
  category: { _id: string; name: string; image: string };
  subCategory: { _id: string; name: string; image: string };
  /** A product with stock to spare (cart and order checks add it). */
  product: { _id: string; name: string; stock: number };
}

let catalogRefs: Promise<CatalogRefs> | undefined;
export function seededCatalog(): Promise<CatalogRefs> {
  catalogRefs ??= (async () => {
    const categories = await api<CatalogRefs['category'][]>('GET', '/api/category/get');
    const subCategories = await api<(CatalogRefs['subCategory'] & { category: { _id: string }[] })[]>('POST', '/api/subcategory/get', { body: {} });
    const products = await api<CatalogRefs['product'][]>('POST', '/api/product/get', { body: { page: 1, limit: 50 } });
    const category = categories.body.data?.[0];
    const subCategory = subCategories.body.data?.[0];
    const product = products.body.data?.filter((p) => p.stock >= 20).at(-1);
    if (!category || !subCategory || !product) throw new Error('the seeded catalog is missing (is the integration stack seeded?)');
    return { category, subCategory, product };
  })();
  return catalogRefs;
}

// ---------- JWTs ----------

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
}

export function decodeJwt(token: string): DecodedJwt {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) throw new Error('not a JWT');
  const part = (p: string) => JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), payload: part(payload), signature };
}

const b64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** RS256 over header.payload with the given key (no library: node:crypto only). */
export function signRs256(header: Record<string, unknown>, payload: Record<string, unknown>, key: KeyObject): string {
  const signingInput = `${b64url(header)}.${b64url(payload)}`;
  return `${signingInput}.${sign('sha256', Buffer.from(signingInput), key).toString('base64url')}`;
}

export function signHs256(header: Record<string, unknown>, payload: Record<string, unknown>, secret: string): string {
  const signingInput = `${b64url(header)}.${b64url(payload)}`;
  return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
}

/** An unsigned token (`alg: none`): header.payload. with an empty signature. */
export function unsigned(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  return `${b64url(header)}.${b64url(payload)}.`;
}

/**
 * The local stack's Cognito front signs every token with its own key (local/cognito-front.ts); the
 * gateway trusts its public half through the JWKS. Holding the private half lets a test mint tokens
 * whose only flaw is the one under test (an exp in the past, another issuer...). Only possible
 * locally: in AWS the key never leaves Cognito.
 */
export function stackSigningKey(): KeyObject {
  return createPrivateKey(fs.readFileSync(stack.tokenSigningKeyFile));
}

export function stackPublicPem(): string {
  return createPublicKey(stackSigningKey()).export({ format: 'pem', type: 'spki' }).toString();
}

/** The private key that ships inside the cognito-local package: anyone can mint with it. */
export function cognitoLocalBundledKey(): KeyObject {
  const file = path.join(ROOT, 'node_modules/cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

/** A key the gateway has never seen. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

// ---------- Responses ----------

/** API Gateway's JWT authorizer answers exactly this, before any function runs. */
export const GATEWAY_UNAUTHORIZED = { message: 'Unauthorized' };

/** Server-internal details that must never reach a client. */
const LEAKS = [/\n\s+at /, /node_modules/, /\/work\//, /\.ts:\d+/, /Exception\b/, /Dynamo|Cognito|ValidationException|TransactionCanceled/i];

/** route()'s error envelope: { success: false, error: true, message: non-empty text }, nothing internal. */
export function expectErrorEnvelope(res: ApiResponse, context: string): void {
  expect(res.body, context).toMatchObject({ success: false, error: true, message: expect.any(String) });
  expect((res.body.message as string).trim().length, `${context}: empty message`).toBeGreaterThan(0);
  for (const leak of LEAKS) expect(res.body.message, `${context}: message leaks internals`).not.toMatch(leak);
}

// ---------- Table snapshots ----------

/** The catalog lists and the catalog version (bumped by every product write too). */
export const CATALOG_PARTITIONS: readonly string[] = [keys.allCategories().pk, keys.allSubCategories().pk, keys.catalogVersion().pk];

/** The partitions a rejected write must leave alone: the catalog ones and the caller's own items. */
export function watchedPartitions(userId: string): string[] {
  return [...CATALOG_PARTITIONS, keys.user(userId).pk];
}

/** A comparable picture of some partitions (items sorted by sk, so the order of reads does not matter). */
export async function snapshot(pks: readonly string[]): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    pks.map(async (pk) => {
      const items = await partition(pk);
      return [pk, items.sort((a, b) => String(a.sk).localeCompare(String(b.sk)))] as const;
    }),
  );
  return Object.fromEntries(entries);
}
