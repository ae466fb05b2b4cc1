import { storeKey } from './product-keys';

/**
 * Query keys of the cart, under ['cart'], one of the roots app/components/session-sync.tsx
 * refetches on sign-in and drops on sign-out. Here rather than in features/cart because placing an
 * order empties the cart (features/order invalidates them). Mutation keys share the root, so
 * `isMutating({ mutationKey: cartKeys.all })` counts every cart change under way.
 */
export const cartKeys = {
  all: ['cart'] as const,
  /** The cart as every store sees it (the lines are the same; stock and caps are the store's). */
  lists: () => [...cartKeys.all, 'list'] as const,
  /** The cart with the stock of one store (the chosen one; at checkout the address's). */
  list: (storeId: string | null) => [...cartKeys.lists(), storeKey(storeId)] as const,
  /** Mutations of one line (add, quantity, delete): pending state per product. */
  line: (productId: string) => [...cartKeys.all, 'line', productId] as const,
};
