import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { expect, inject } from 'vitest';
import { EVENTS_IDLE_PATH } from '../../local/events.js';
import { DEMO_ACCOUNTS } from '../../local/provision.js';

const stack = inject('stack');
// Tests talk to the stand-ins directly too (tokens, table checks): same environment as the handlers.
Object.assign(process.env, stack.env);

export const apiUrl = stack.apiUrl;

/** What a direct call to the local Stripe API must carry (the handlers' secret key), as with Stripe. */
export const stripeAuth = { authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}` };

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success?: boolean; error?: boolean; message?: string; data?: T } & Record<string, unknown>;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined && method !== 'GET') {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: ApiResponse<T>['body'];
  try {
    parsed = JSON.parse(text) as ApiResponse<T>['body'];
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed };
}

const cognito = new CognitoIdentityProviderClient({});

export async function signIn(email: string, password: string) {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) throw new Error(`No tokens for ${email}`);
  return { accessToken: tokens.AccessToken, idToken: tokens.IdToken, refreshToken: tokens.RefreshToken };
}

const cachedTokens = new Map<string, Promise<string>>();

/** Access token of a seeded account (sign-in through the API comes with the accounts issue). */
export function tokenFor(role: 'admin' | 'shopper'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.admin === (role === 'admin'));
  if (!account) throw new Error(`no ${role} account`);
  if (!cachedTokens.has(role)) cachedTokens.set(role, signIn(account.email, account.password).then((t) => t.accessToken));
  return cachedTokens.get(role) as Promise<string>;
}

/**
 * A brand-new shopper, registered and signed in through the API as on the site (profile included).
 * register answers no id (its answer is the same for a taken e-mail): the id comes from user-details.
 */
export async function newShopper(): Promise<{ email: string; password: string; accessToken: string; userId: string }> {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Shopper#12345';
  const registered = await api('POST', '/api/user/register', {
    body: { name: 'Test Shopper', email, password, confirmPassword: password },
  });
  if (registered.status !== 200) throw new Error(`register of ${email} answered ${registered.status}: ${registered.body.message}`);
  const login = await api<{ accesstoken: string }>('POST', '/api/user/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${login.body.message}`);
  const accessToken = login.body.data!.accesstoken;
  const details = await api<{ _id: string }>('GET', '/api/user/user-details', { token: accessToken });
  if (details.status !== 200) throw new Error(`user-details of ${email} answered ${details.status}: ${details.body.message}`);
  return { email, password, accessToken, userId: details.body.data!._id };
}

export const table = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** Every item of one partition, straight from the table (to prove what was or wasn't written). */
export async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const result = await table.send(
    new QueryCommand({ TableName: stack.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return result.Items ?? [];
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Mails the local SES captured for one address, oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${stack.env.AWS_ENDPOINT_URL_SES}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)));
}

/** The code in the newest OTP mail to an address. */
export async function latestOtp(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No OTP mail for ${address}`);
  return code;
}

export { eventually } from './eventually.js';

/** Waits until the local bus has handled every event put on it (none queued, retrying or in flight). */
export async function eventsHandled(): Promise<void> {
  const answer = await fetch(`${apiUrl}${EVENTS_IDLE_PATH}`);
  if (answer.status !== 200) throw new Error(`the local bus answered ${answer.status} when asked whether it is idle`);
}

export interface TestProduct {
  _id: string;
  name: string;
  price: number;
  discount: number;
  stock: number;
}

/** A fresh product through the admin API, linked to the first seeded category and sub category; `stock` is the default store's. */
export async function createProduct(fields: { stock: number; price: number; discount?: number; name?: string }): Promise<TestProduct> {
  const token = await tokenFor('admin');
  const subCategories = await api<{ _id: string; category: { _id: string }[] }[]>('POST', '/api/subcategory/get', { body: {} });
  const sub = subCategories.body.data![0]!;
  const body = {
    name: fields.name ?? `Test Basmati Rice ${randomUUID().slice(0, 6)}`,
    description: 'Long grain rice for tests.',
    image: ['/media/product/test-rice.webp'],
    category: [{ _id: sub.category[0]!._id }],
    subCategory: [{ _id: sub._id }],
    unit: '1 kg',
    stock: fields.stock,
    price: fields.price,
    discount: fields.discount ?? 0,
    more_details: {},
  };
  const res = await api<TestProduct>('POST', '/api/product/create', { token, body });
  if (res.status !== 200) throw new Error(`create product failed: ${res.status} ${res.body.message}`);
  return res.body.data!;
}

/**
 * In a pincode of the default store (the seed's Mumbai Central): the store a client that knows
 * nothing of stores is served by, whose stock `createProduct` sets.
 */
export const deliveryAddress = {
  address_line: '221B, 4th Cross, Kalbadevi',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pincode: '400002',
  mobile: '9876501234',
};

/** A new shopper with one address and the given products in their cart. */
export async function shopperWithCart(lines: { productId: string; qty: number }[]) {
  const shopper = await newShopper();
  const token = shopper.accessToken;
  const address = await api<{ _id: string }>('POST', '/api/address/create', { token, body: deliveryAddress });
  for (const line of lines) {
    const added = await api('POST', '/api/cart/create', { token, body: { productId: line.productId } });
    if (added.status !== 200) throw new Error(`add to cart failed: ${added.status} ${added.body.message}`);
    if (line.qty !== 1) {
      const set = await api('PUT', '/api/cart/update-qty', { token, body: { _id: line.productId, qty: line.qty } });
      if (set.status !== 200) throw new Error(`update qty failed: ${set.status} ${set.body.message}`);
    }
  }
  return { ...shopper, token, addressId: address.body.data!._id };
}

export async function productStock(productId: string): Promise<number> {
  const res = await api<{ stock: number }>('POST', '/api/product/get-product-details', { body: { productId } });
  return res.body.data!.stock;
}

/** A real presigned upload of a 1×1 PNG into the bucket (s3rver locally); returns the /media URL to store. */
export async function uploadImage(token: string, purpose = 'category'): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const presign = await api<{ uploadUrl: string; headers: Record<string, string>; url: string }>('POST', '/api/file/upload', {
    token,
    body: { contentType: 'image/png', size: png.length, purpose },
  });
  expect(presign.status).toBe(200);
  const { uploadUrl, headers, url } = presign.body.data!;
  const upload = await fetch(uploadUrl, { method: 'PUT', headers, body: png });
  expect(upload.status).toBe(200);
  return url;
}

/** A product's stock as an admin would set it (the whole product saved again with a new stock). */
export async function setStock(productId: string, stock: number): Promise<void> {
  const token = await tokenFor('admin');
  const current = await api<TestProduct & Record<string, unknown>>('POST', '/api/product/get-product-details', { body: { productId } });
  const { createdAt: _created, ...fields } = current.body.data!;
  const res = await api('PUT', '/api/product/update-product-details', { token, body: { ...fields, stock } });
  if (res.status !== 200) throw new Error(`set stock failed: ${res.status} ${res.body.message}`);
}

export interface CartItem {
  _id: string;
  quantity: number;
  productId: { _id: string; stock: number };
}

export async function cartOf(token: string): Promise<CartItem[]> {
  return (await api<CartItem[]>('GET', '/api/cart/get', { token })).body.data ?? [];
}

const stripeSigner = new Stripe('sk_test_signer');

/** A Stripe event about `object`, signed as Stripe signs webhooks (with the stack's webhook secret). */
export function signedStripeEvent(type: string, object: Record<string, unknown>, eventId: string) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  return { payload, signature: stripeSigner.webhooks.generateTestHeaderString({ payload, secret: stack.env.STRIPE_WEBHOOK_SECRET! }) };
}

export async function postWebhook(event: { payload: string; signature: string }) {
  return api('POST', '/api/order/webhook', {
    rawBody: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
}
