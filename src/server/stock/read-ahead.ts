/**
 * The items of `source`, the next one being made while the caller works on the one before: the
 * importer reads and validates a batch of rows while the database merges the previous batch.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const items = source[Symbol.asyncIterator]();
  let next = items.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = items.next();
      // A failure making it is thrown when the caller asks for it, not reported unhandled while the caller works.
      next.catch(() => {});
      yield item.value;
    }
  } finally {
    // Not awaited: it would wait for the read under way (a whole batch, or a slow network) before the caller's failure is seen.
    items.return?.()?.catch(() => {});
  }
}
