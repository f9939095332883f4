import { SizedLru } from "../cache/sized-lru";
import type { PageTemplate } from "./page-template";

/** A rendered page as stored: what the render answered, with its per-response values cut out. */
export type RenderedPage = { status: number; headers: [string, string][]; body: PageTemplate };

type Entry = { page: RenderedPage; version: string; storedAt: number };

/**
 * Rendered pages shared by every visitor, within a memory budget (least recently served dropped first). An
 * entry answers while its site's stock version is the one it was rendered at and it is younger than `maxAgeMs`
 * (what the stock version does not cover: offers, configuration, dates). Concurrent requests for a page that is
 * not stored wait for one render. While the database cannot be reached (a render that fails or answers 5xx, or a
 * stock version that cannot be read: `stale`), a stored page younger than `staleIfErrorMs` answers instead, at
 * whatever version: no stock can change while the database is down (decision 022's addendum). Entries hold
 * values; a render's promise is kept only while it runs (decision 018).
 */
export class PageCache {
  private readonly entries: SizedLru<string, Entry>;
  private readonly rendering = new Map<string, Promise<RenderedPage>>();
  private readonly maxAgeMs: number;
  private readonly staleIfErrorMs: number;
  private readonly now: () => number;

  constructor(options: { budgetBytes: number; maxAgeMs: number; staleIfErrorMs?: number; now?: () => number }) {
    this.entries = new SizedLru(options.budgetBytes);
    this.maxAgeMs = options.maxAgeMs;
    this.staleIfErrorMs = options.staleIfErrorMs ?? 0;
    this.now = options.now ?? Date.now;
  }

  /**
   * The page at `key` for stock `version`: stored, or rendered now (once for all who ask meanwhile). `render`
   * says whether its page may be stored; a page that may not still answers the requests that waited for it.
   */
  async page(key: string, version: string, render: () => Promise<{ page: RenderedPage; storable: boolean }>): Promise<RenderedPage> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version && this.now() - entry.storedAt < this.maxAgeMs) return entry.page;
    const flight = `${version}\n${key}`;
    const running = this.rendering.get(flight);
    if (running) return running;
    const started = render().then(
      ({ page, storable }) => {
        if (storable) this.entries.set(key, { page, version, storedAt: this.now() }, pageBytes(page));
        return page.status >= 500 ? (this.stale(key) ?? page) : page;
      },
      (error: unknown) => {
        const stale = this.stale(key);
        if (stale) return stale;
        throw error;
      },
    );
    this.rendering.set(flight, started);
    try {
      return await started;
    } finally {
      this.rendering.delete(flight);
    }
  }

  /** The page stored at `key`, at whatever stock version, if it is younger than `staleIfErrorMs`: for when the database fails. */
  stale(key: string): RenderedPage | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.storedAt < this.staleIfErrorMs ? entry.page : undefined;
  }

  /** Whether a page is stored at `key`, at whatever stock version. */
  holds(key: string): boolean {
    return this.entries.peek(key) !== undefined;
  }

  stats(): { pages: number; bytes: number; budgetBytes: number; evictions: number } {
    return { pages: this.entries.size, bytes: this.entries.bytes, budgetBytes: this.entries.budgetBytes, evictions: this.entries.evictions };
  }
}

/** V8 keeps these strings one byte a character (they are mostly ASCII; two where they are not: an estimate). */
function pageBytes(page: RenderedPage): number {
  return page.body.length + page.body.parts.length * 32 + page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + 256;
}
