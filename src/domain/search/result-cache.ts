/** Spec 000 §9: "result cache keeps about 10 entries (oldest dropped)". */
export const RESULT_CACHE_CAPACITY = 10;

/**
 * A small least-recently-used cache for search results keyed by their canonical query. Reading an entry makes it
 * the newest, so going back and forth between two searches keeps both. Relies on Map keeping insertion order.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(readonly capacity: number = RESULT_CACHE_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`ResultCache capacity must be a whole number above 0, got ${capacity}`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as T;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  /** The cached values, least recently used first. */
  values(): IterableIterator<T> {
    return this.entries.values();
  }

  clear(): void {
    this.entries.clear();
  }
}
