import { randomUUID } from 'node:crypto';
import { api } from './helpers.js';

/** What the account files share: a fresh e-mail, and registering and signing in over the API. */
export const PASSWORD = 'Fresh#Basket1';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export async function register(email: string, password = PASSWORD) {
  return api('POST', '/api/user/register', { body: { name: 'Asha Rao', email, password, confirmPassword: password } });
}

export async function login(email: string, password = PASSWORD) {
  return api<{ accesstoken: string; refreshToken: string }>('POST', '/api/user/login', { body: { email, password } });
}
