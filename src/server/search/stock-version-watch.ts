import type { Site } from "@/domain/site/site";

/** A stock version read answers for this long, so a price change reaches cached pages and result cards well within a second. */
export const STOCK_VERSION_TRUST_MS = 250;

type Seen = { version: string; readAt: number };

/**
 * Each site's stock version as last read, trusted for `trustMs` so a burst of requests costs one query (the
 * version moves on every car change: migration 0002's triggers). Keeps values; a read's promise only while it
 * runs (decision 018).
 */
export class StockVersionWatch {
  private readonly seen = new Map<number, Seen>();
  private readonly reading = new Map<number, Promise<string>>();

  constructor(
    private readonly read: (site: Site) => Promise<string>,
    private readonly trustMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async version(site: Site): Promise<string> {
    const seen = this.seen.get(site.id);
    if (seen && this.now() - seen.readAt < this.trustMs) return seen.version;
    const running = this.reading.get(site.id);
    if (running) return running;
    const readAt = this.now();
    const started = this.read(site).then((version) => {
      this.seen.set(site.id, { version, readAt });
      return version;
    });
    this.reading.set(site.id, started);
    try {
      return await started;
    } finally {
      this.reading.delete(site.id);
    }
  }
}
