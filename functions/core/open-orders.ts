/**
 * Which order statuses a store counts: open orders make it busy, unfinished ones keep it from being
 * deleted. Kept apart from core/stores.ts so the order repos and the capacity rule read only this.
 */

/** Orders in these statuses occupy the store (its pickers or its riders): they make it busy. */
export const OPEN_ORDER_STATUSES = ['placed', 'packed', 'out_for_delivery'] as const;
export const isOpenOrderStatus = (status: string | undefined): boolean => (OPEN_ORDER_STATUSES as readonly string[]).includes(status ?? '');

/**
 * Orders in these statuses still need their store, so it cannot be deleted under them: the open
 * ones, a card order awaiting payment (its stock is held there; paying places it there) and a
 * failed delivery (its goods are back there; a retry packs it there).
 */
export const UNFINISHED_ORDER_STATUSES = ['pending_payment', ...OPEN_ORDER_STATUSES, 'delivery_failed'] as const;
export const isUnfinishedOrderStatus = (status: string | undefined): boolean => (UNFINISHED_ORDER_STATUSES as readonly string[]).includes(status ?? '');

const deltaOf = (counts: (status: string | undefined) => boolean) => (from: string | undefined, to: string): -1 | 0 | 1 => {
  const was = counts(from);
  const is = counts(to);
  return was === is ? 0 : is ? 1 : -1;
};

/** The change of a store's open-order count when an order moves from `from` (undefined: new) to `to`. */
export const openOrderDelta = deltaOf(isOpenOrderStatus);

/** The change of a store's unfinished-order count (UNFINISHED_ORDER_STATUSES) for the same move. */
export const unfinishedOrderDelta = deltaOf(isUnfinishedOrderStatus);
