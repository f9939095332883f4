import type { Database } from "@/db/client";
import type { Site } from "@/domain/site/site";

/**
 * `read`, kept for as long as the site's record is: the site registry loads every site afresh at most every
 * 30 s, so what is kept follows an edit as soon as an edit of the site's configuration shows, and a request
 * costs no query for it. For what every page of a site shows and no shopper changes (its models, content
 * pages, offers and places); never for cars, whose changes show within a second (decision 019). A value is kept
 * by the record alone, whichever database it was read from, but a read still running is shared only with callers
 * on the same database: a sitemap reads the standby (decision 023), and a page must not fail with the standby's
 * read when it goes away. Holds values; a read's promise only while it runs (decision 018).
 */
export function memoisePerSiteRecord<T>(read: (db: Database, site: Site) => Promise<T>): (db: Database, site: Site) => Promise<T> {
  const kept = new WeakMap<Site, { value: T }>();
  const readingOn = new WeakMap<Database, WeakMap<Site, Promise<T>>>();
  return (db, site) => {
    const held = kept.get(site);
    if (held) return Promise.resolve(held.value);
    let reading = readingOn.get(db);
    if (!reading) readingOn.set(db, (reading = new WeakMap()));
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
