import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";

/**
 * `read`, kept for as long as the site's record is: the site registry loads every site afresh at most every
 * 30 s, so what is kept follows an edit as soon as an edit of the site's configuration shows, and a request
 * costs no query for it. For what every page of a site shows and no shopper changes (its models, content
 * pages, offers and places); never for cars, whose changes show within a second (decision 019). Keyed by the
 * record alone, as a process reads one database. Holds values; a read's promise only while it runs (decision 018).
 */
export function memoisePerSiteRecord<T>(read: (db: Database, site: Site) => Promise<T>): (db: Database, site: Site) => Promise<T> {
  const kept = new WeakMap<Site, { value: T }>();
  const reading = new WeakMap<Site, Promise<T>>();
  return (db, site) => {
    const held = kept.get(site);
    if (held) return Promise.resolve(held.value);
    const running = reading.get(site);
    if (running) return running;
    const started = read(db, site)
      .then((value) => {
        kept.set(site, { value });
        return value;
      })
      .finally(() => reading.delete(site));
    reading.set(site, started);
    return started;
  };
}
