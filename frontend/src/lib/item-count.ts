/** "1 item", "3 items": a cart's or an order's count. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Sold-out lines stay in the cart but are not counted, and the totals say so. */
export function unavailableLabel(count: number): string {
  return `${itemCountLabel(count)} unavailable, not counted`;
}
