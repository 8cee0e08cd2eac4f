/**
 * Runs `work` over `items` with at most `size` at a time; resolves to the results in the items'
 * order. The first failure rejects (the items already started finish on their own).
 */
export async function pool(items, size, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
