type Slot<V> = { value: V; bytes: number };

/**
 * A least-recently-used map bounded by the size of its values in bytes (estimated by the owner), not by
 * their number. A value's size may change after it is stored (`resize`): it grows as it is used, or is
 * known only once a value still being made is ready. Values of size 0 (still being made) are never
 * evicted, and neither is the value just stored or resized: one value larger than the budget stays alone.
 */
export class SizedLru<K, V> {
  private readonly slots = new Map<K, Slot<V>>();
  private total = 0;
  private evicted = 0;

  constructor(readonly budgetBytes: number) {
    if (Number.isNaN(budgetBytes) || budgetBytes < 0) throw new RangeError(`SizedLru budget must be 0 bytes or more, got ${budgetBytes}`);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** The value, without making it recently used. */
  peek(key: K): V | undefined {
    return this.slots.get(key)?.value;
  }

  set(key: K, value: V, bytes = 0): void {
    this.delete(key);
    this.slots.set(key, { value, bytes });
    this.total += bytes;
    this.trim(key);
  }

  /** Records the new size of `key`'s value (if it is still `value`), evicting others beyond the budget. */
  resize(key: K, value: V, bytes: number): void {
    const slot = this.slots.get(key);
    if (!slot || slot.value !== value) return;
    this.total += bytes - slot.bytes;
    slot.bytes = bytes;
    this.trim(key);
  }

  delete(key: K): boolean {
    const slot = this.slots.get(key);
    if (!slot) return false;
    this.total -= slot.bytes;
    return this.slots.delete(key);
  }

  get size(): number {
    return this.slots.size;
  }

  get bytes(): number {
    return this.total;
  }

  /** How many values were dropped to stay within the budget. */
  get evictions(): number {
    return this.evicted;
  }

  private trim(keep: K): void {
    for (const [key, slot] of this.slots) {
      if (this.total <= this.budgetBytes) return;
      if (key === keep || slot.bytes === 0) continue;
      this.slots.delete(key);
      this.total -= slot.bytes;
      this.evicted++;
    }
  }
}
