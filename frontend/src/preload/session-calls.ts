import type { ApiBody, ApiPath } from '@/lib/api-client';

/**
 * The first API calls of the signed-in pages (the cart, checkout), so preload/main.ts can start them
 * with the stored session's token while the app's code downloads. Without that they waited in a
 * chain: the page's code, Amplify's code, /config.json, the user, and only then the page's data.
 * Method, path, body and store must be the very ones the page's queries send (get-cart.ts,
 * cart-offers.ts, cart-bill.ts, get-addresses.ts, get-orders.ts, credit-balance.ts,
 * serviceability.ts, current-user.ts): the api client only takes a preloaded answer that matches.
 * Some calls need an earlier one's answer (the bill only for a cart with lines; checkout's delivery
 * and bill only for the address it chooses): `next` gives them, from the answers' `data` so far
 * (asked again after each answer; main.ts starts each call once).
 */
export interface SessionCall {
  method: 'GET' | 'POST';
  path: string;
  /** '' for a GET. */
  body: string;
  /** The X-Store-Id it names: null, none (the default store). */
  storeId: string | null;
  /** A public call: sent without the token, as the app sends it. */
  public?: true;
  /**
   * The page renders with its answer (its query's initialData, lib/api-client.ts takePreloadedReply),
   * so main.tsx holds the first render for it (300 ms at most): the page's first paint shows it
   * instead of a spinner, then skeletons, then the data, each a render of its own.
   */
  firstRender?: true;
}

/** An answer in so far: the call's path and body, and its `data`. */
export interface SessionAnswer {
  path: string;
  body: string;
  data: unknown;
}

export interface SessionPage {
  /** The page's code, a key of the route chunk map that vite-plugins.ts writes into index.html. */
  page: 'cart' | 'checkout';
  calls: SessionCall[];
  /** The calls the answers so far lead to; repeats are fine. */
  next: (answers: readonly SessionAnswer[]) => SessionCall[];
}

const get = (path: ApiPath<'GET'>, storeId: string | null = null): SessionCall => ({ method: 'GET', path, body: '', storeId });
/** A call the page's first render waits for. */
const firstRender = (call: SessionCall): SessionCall => ({ ...call, firstRender: true });

/** The pincode's store and ETA (entities/store/serviceability.ts): public, no store named. */
const delivery = (pincode: string): SessionCall => ({
  method: 'POST',
  path: '/api/store/serviceability' satisfies ApiPath<'POST'>,
  body: JSON.stringify({ pincode } satisfies ApiBody<'POST', '/api/store/serviceability'>),
  storeId: null,
  public: true,
});

/** The first answer to `path` (and `body`, when given). */
const dataOf = (answers: readonly SessionAnswer[], path: string, body?: string): unknown =>
  answers.find((answer) => answer.path === path && (body === undefined || answer.body === body))?.data;

function hasLines(cart: unknown): boolean {
  return Array.isArray(cart) && cart.length > 0;
}

/** What the checkout chooses first (app/routes/checkout.tsx): the address at the chosen pincode, else the oldest. */
export function firstAddress(addresses: unknown, chosenPincode: string | undefined): { _id: string; pincode: string } | undefined {
  if (!Array.isArray(addresses)) return undefined;
  const active = (addresses as { _id?: unknown; pincode?: unknown; status?: unknown }[]).filter(
    (address) => typeof address === 'object' && address !== null && address.status !== false,
  );
  const found = active.find((address) => address.pincode === chosenPincode) ?? active[0];
  return typeof found?._id === 'string' && typeof found.pincode === 'string' ? { _id: found._id, pincode: found.pincode } : undefined;
}

/** The store a serviceability answer names (null: none serves it); undefined: no answer. */
function storeOf(answer: unknown): string | null | undefined {
  if (typeof answer !== 'object' || answer === null || !('pincode' in answer)) return undefined;
  const store = 'store' in answer ? (answer.store as { _id?: unknown } | null) : null;
  return typeof store?._id === 'string' ? store._id : null;
}

/**
 * SPEC section 2: /cart (the user, the cart and its offers at the chosen store; its bill when it has
 * lines; the header's delivery answer) and /checkout (the user, the cart at the chosen store, the addresses, the orders, the
 * credit balance; then the chosen address's delivery, its bill, and the cart at that address's
 * store when it is another). `choice`: the stored delivery location's pincode and store.
 */
export function sessionPage(pathname: string, choice: { pincode?: string; storeId: string | null }): SessionPage | null {
  const { storeId } = choice;
  const user = firstRender(get('/api/user/user-details'));
  const cart = firstRender(get('/api/cart/get', storeId));
  // The header keeps the chosen pincode's answer fresh on every page (features/location).
  const header = choice.pincode ? [delivery(choice.pincode)] : [];
  if (pathname === '/cart' || pathname === '/cart/') {
    return {
      page: 'cart',
      // The offers too: the cart's body waits for them (cart-contents.tsx).
      calls: [user, cart, firstRender(get('/api/cart/offers', storeId)), ...header],
      next: (answers) => {
        if (!hasLines(dataOf(answers, '/api/cart/get'))) return [];
        const bill = { tip: 0 } satisfies ApiBody<'POST', '/api/cart/bill'>;
        return [{ method: 'POST', path: '/api/cart/bill' satisfies ApiPath<'POST'>, body: JSON.stringify(bill), storeId }];
      },
    };
  }
  if (pathname === '/checkout' || pathname === '/checkout/') {
    const credit = { limit: 1 } satisfies ApiBody<'POST', '/api/credit/get'>;
    return {
      page: 'checkout',
      calls: [
        user,
        cart,
        firstRender(get('/api/address/get')),
        get('/api/order/order-list'),
        { method: 'POST', path: '/api/credit/get' satisfies ApiPath<'POST'>, body: JSON.stringify(credit), storeId: null },
        ...header,
      ],
      next: (answers) => {
        const address = firstAddress(dataOf(answers, '/api/address/get'), choice.pincode);
        if (!address) return [];
        const deliveryCall = delivery(address.pincode);
        const calls: SessionCall[] = [deliveryCall];
        if (hasLines(dataOf(answers, '/api/cart/get'))) {
          // The bill is the address's (its store's fees): no X-Store-Id (features/order/components/checkout.tsx).
          const bill = { addressId: address._id, tip: 0 } satisfies ApiBody<'POST', '/api/cart/bill'>;
          calls.push({ method: 'POST', path: '/api/cart/bill' satisfies ApiPath<'POST'>, body: JSON.stringify(bill), storeId: null });
        }
        const deliveredFrom = storeOf(dataOf(answers, deliveryCall.path, deliveryCall.body));
        if (deliveredFrom !== undefined && deliveredFrom !== storeId) calls.push(get('/api/cart/get', deliveredFrom));
        return calls;
      },
    };
  }
  return null;
}

/** Amplify's record of who signed in last (lib/auth-session.ts reads the same key). */
const LAST_AUTH_USER = /^(CognitoIdentityServiceProvider\.[^.]+)\.LastAuthUser$/;
/** A token this close to its end is left to Amplify, which refreshes it first. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The stored session's access token (Amplify keeps it in localStorage as
 * `CognitoIdentityServiceProvider.<client>.<user>.accessToken`, with the clock drift it measured)
 * while it is still valid for a minute at least; null otherwise: the app then asks Amplify, which
 * refreshes it, as it always did.
 */
export function storedAccessToken(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, nowMs: number): { user: string; token: string } | null {
  for (let index = 0; index < storage.length; index++) {
    const prefix = LAST_AUTH_USER.exec(storage.key(index) ?? '')?.[1];
    const user = prefix ? storage.getItem(`${prefix}.LastAuthUser`) : null;
    if (!prefix || !user) continue;
    const token = storage.getItem(`${prefix}.${user}.accessToken`);
    const drift = Number.parseInt(storage.getItem(`${prefix}.${user}.clockDrift`) ?? '0', 10) || 0;
    const exp = token ? expiresAt(token) : undefined;
    if (!token || exp === undefined || exp * 1000 <= nowMs + drift + TOKEN_MARGIN_MS) return null;
    return { user, token };
  }
  return null;
}

function expiresAt(jwt: string): number | undefined {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof json === 'object' && json !== null && 'exp' in json ? json.exp : undefined;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}
