/** "1 item", "3 items": a cart's or an order's count. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
