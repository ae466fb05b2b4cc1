import type { ApiBody, ApiPath } from '@/lib/api-client';

/**
 * The first API calls of the signed-in pages (the cart, checkout), so preload/main.ts can start them
 * with the stored session's token while the app's code downloads. Without that they waited in a
 * chain: the page's code, Amplify's code, /config.json, the user, and only then the page's data.
 * Method, path, body and store must be the very ones the page's queries send (get-cart.ts,
 * cart-offers.ts, cart-bill.ts, get-addresses.ts, get-orders.ts, credit-balance.ts,
 * serviceability.ts, current-user.ts): the api client only takes a preloaded answer that matches.
 * Some calls need an earlier one's answer (the cart's bill only for a cart with lines; checkout's
 * delivery only for the address it chooses): `next` gives them, from the answers' `data` so far
 * (asked again after each answer; main.ts starts each call once). Such a call may be one the first
 * render waits for (lib/api-client.ts preloadedCallsSettled waits for those too).
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

/**
 * SPEC section 2: /cart (the user, the cart and its offers at the chosen store; its bill when it has
 * lines; the header's delivery answer) and /checkout (the user, the cart at the chosen store, the addresses, the orders, the
 * credit balance; then the chosen address's delivery). `choice`: the stored delivery location's pincode and store.
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
    // Its first paint has the chosen address's "Delivery in N min from …" line (its largest text):
    // the first render waits for that answer too, also when it follows the addresses' answer.
    const checkoutHeader = header.map(firstRender);
    return {
      page: 'checkout',
      calls: [
        user,
        cart,
        firstRender(get('/api/address/get')),
        get('/api/order/order-list'),
        { method: 'POST', path: '/api/credit/get' satisfies ApiPath<'POST'>, body: JSON.stringify(credit), storeId: null },
        ...checkoutHeader,
      ],
      next: (answers) => {
        const address = firstAddress(dataOf(answers, '/api/address/get'), choice.pincode);
        // Its bill and its store's cart are left to the page, which asks once it has painted: the
        // first paint shows the lines known (app/routes/checkout.tsx), and answers coming in
        // before it only took the phone's connections and CPU from it.
        return address ? [firstRender(delivery(address.pincode))] : [];
      },
    };
  }
  return null;
}
