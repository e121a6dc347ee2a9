/**
 * `items` in runs of at most `size`: the one way a list meets Firestore's per-call limits (30
 * values in an `in` or `array-contains-any` filter, 500 writes in a batch, a bounded `getAll`).
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
