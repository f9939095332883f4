/**
 * The keys asked for recently, within a memory bound: two generations of a set, the older dropped when the
 * newer fills, so a key is remembered for at least the last `maxChars / 2` characters of distinct keys asked.
 */
export class RecentKeys {
  private current = new Set<string>();
  private previous = new Set<string>();
  private currentChars = 0;

  constructor(private readonly maxChars: number) {}

  /** Records that `key` was asked for, and says whether it had been recently. */
  askedBefore(key: string): boolean {
    if (this.current.has(key)) return true;
    const before = this.previous.has(key);
    if (this.currentChars + key.length > this.maxChars / 2) {
      this.previous = this.current;
      this.current = new Set();
      this.currentChars = 0;
    }
    this.current.add(key);
    this.currentChars += key.length;
    return before;
  }
}
