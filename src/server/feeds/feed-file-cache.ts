import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export type CachedFeed = { file: string; etag: string; bytes: number };

/**
 * Generated feeds kept as files under `directory`, one per name and key: a feed is rebuilt only when
 * its key (the site's stock version and everything else the feed depends on) changes. Concurrent
 * requests for a feed being built wait for the one build; older versions are deleted once a new one
 * is in place.
 */
export class FeedFileCache {
  private readonly building = new Map<string, Promise<CachedFeed>>();

  constructor(private readonly directory: string) {}

  /**
   * A file of the cache. The directory is run-time state (DATA_DIR), not part of the build: the ignore
   * comment keeps Turbopack's file tracing, which cannot know it, from putting the whole project in the build output.
   */
  private fileNamed(entry: string): string {
    return path.join(/*turbopackIgnore: true*/ this.directory, entry);
  }

  get(name: string, key: string, build: () => AsyncIterable<string>): Promise<CachedFeed> {
    const etag = createHash("sha256").update(key).digest("hex").slice(0, 32);
    const file = this.fileNamed(`${name}.${etag}`);
    const pending = this.building.get(file);
    if (pending) return pending;
    const made = this.load(name, file, etag, build).finally(() => this.building.delete(file));
    this.building.set(file, made);
    return made;
  }

  private async load(name: string, file: string, etag: string, build: () => AsyncIterable<string>): Promise<CachedFeed> {
    const existing = await stat(file).catch(() => null);
    if (existing) return { file, etag, bytes: existing.size };
    await mkdir(this.directory, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await pipeline(Readable.from(build()), createWriteStream(temporary));
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const stale = (await readdir(this.directory)).filter((entry) => entry.startsWith(`${name}.`) && !entry.endsWith(".tmp") && this.fileNamed(entry) !== file);
    await Promise.all(stale.map((entry) => rm(this.fileNamed(entry), { force: true })));
    return { file, etag, bytes: (await stat(file)).size };
  }
}
