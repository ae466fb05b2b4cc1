/**
 * A ranked list read a page at a time. A broad search ("a") matches tens of thousands of products
 * and a shopper reads the first 12 of them: ordering every match, and looking up every matched
 * product, was most of such a search's time. An array is a ranked list too (the listing, a search
 * that found nothing). Pure.
 */
export interface Ranked<T> {
  readonly length: number;
  /** The items from `start` to `end` (not included) in rank order, as an array's slice for 0 ≤ start. */
  slice(start: number, end: number): readonly T[];
}

/**
 * Past this many asked for, the whole list is sorted once and kept: the pages of an infinite scroll
 * each select again from every match, so a deep reader makes a sort pay for itself.
 */
const SELECT_UP_TO = 240;

/**
 * The numbers 0 … count − 1 ranked by `before` (a strict order: negative when a comes first, never 0
 * for two different numbers, so the first k are the same however they are found). A slice orders
 * only what it reaches: one pass over all keeps the best `end` in a heap (count · log end), and only
 * those are sorted. The order found is kept for the next slice.
 */
export function rankedOrder(count: number, before: (a: number, b: number) => number): Ranked<number> {
  let ordered: number[] = [];
  let whole = count === 0;

  function orderFirst(k: number): void {
    if (whole || k <= ordered.length) return;
    if (k > SELECT_UP_TO || 2 * k >= count) {
      ordered = Array.from({ length: count }, (_, i) => i).sort(before);
      whole = true;
      return;
    }
    // A heap whose root is the worst of the best k found so far.
    const heap: number[] = [];
    const worse = (i: number, j: number) => before(heap[i]!, heap[j]!) > 0;
    const swap = (i: number, j: number) => {
      const kept = heap[i]!;
      heap[i] = heap[j]!;
      heap[j] = kept;
    };
    for (let n = 0; n < count; n++) {
      if (heap.length < k) {
        heap.push(n);
        for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      } else if (before(n, heap[0]!) < 0) {
        heap[0] = n;
        for (let i = 0; ; ) {
          const left = 2 * i + 1;
          const right = left + 1;
          let worst = i;
          if (left < k && worse(left, worst)) worst = left;
          if (right < k && worse(right, worst)) worst = right;
          if (worst === i) break;
          swap(i, worst);
          i = worst;
        }
      }
    }
    ordered = heap.sort(before);
  }

  return {
    length: count,
    slice(start, end) {
      const to = Math.min(end, count);
      if (start >= to) return [];
      orderFirst(to);
      return ordered.slice(start, to);
    },
  };
}

/** Every item in rank order (orders them all): for a reader that needs every match, not a page. */
export const allOf = <T>(ranked: Ranked<T>): readonly T[] => ranked.slice(0, ranked.length);
