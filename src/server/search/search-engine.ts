import { loadEnv } from "@/config/env";
import type { Database } from "@/db/client";
import { getDatabase, readFromReplica } from "@/db/connection";
import { findSiteCarsByIds, listSiteLocationNames, readStockVersion, searchIndexRowBatches } from "@/db/queries/search-index";
import type { Site } from "@/domain/site/site";
import { searchErrorForSite, searchRequestToParams, type FacetAttribute, type SearchRequest } from "@/domain/search/search-request";
import { ResultCache } from "@/domain/search/result-cache";
import type { FacetValue, SearchHit, SearchResult, SearchVocabulary } from "@/domain/search/search-response";
import { presentFacet } from "@/domain/search/facet-presentation";
import type { PlainSearchDictionary } from "@/domain/search/plain-search-dictionary";
import { compareAlphabetically } from "@/domain/text/alphabetical";
import { carWeeklyEstimate } from "@/domain/finance/weekly-estimate";
import { SizedLru } from "../cache/sized-lru";
import { metrics } from "../metrics/metrics";
import { estimateResultBytes, runSearch, type IndexSearchResult } from "./run-search";
import type { SiteIndex } from "./site-index";
import { SiteIndexBuilder } from "./site-index-builder";
import { CarSummaries } from "./car-summaries";
import { STOCK_VERSION_TRUST_MS, StockVersionWatch } from "./stock-version-watch";
import { memoisePerSiteRecord } from "../tenancy/site-record-memo";

type CachedSearch = { found: IndexSearchResult; at: number; bytes: number };

/**
 * A site's index in the engine. It keeps the built index, and the build's promise only while it runs: a
 * promise made while serving a request carries that request's async context (Next.js's request store,
 * the response…) for as long as it is referenced, so long-lived state holds values, never settled promises.
 */
type Entry = {
  key: string;
  version: string;
  checkedAt: number;
  built: SiteIndex | null;
  building: Promise<SiteIndex> | null;
  /** Recent results of this index (a landing page or a popular filter is asked for again and again). */
  results: ResultCache<CachedSearch>;
  /** A large site's next index is being built while this one keeps answering. */
  rebuilding: boolean;
};

export type SearchEngineOptions = {
  /** How long a site's index is trusted before its stock version is checked again (ms). */
  maxStalenessMs?: number;
  /** Sites with more cars than this keep answering from their previous index while a new one builds. */
  backgroundRebuildAbove?: number;
  /** Indexes (with their cached results) are evicted, least recently searched first, beyond this estimate. */
  memoryBudgetBytes?: number;
  /**
   * Runs the reads an index is built from (and its stock version checks): on a read replica that may lag
   * (decision 023). Both come from the same source, so a lagging replica never looks like a stock change.
   */
  readForIndex?: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  /**
   * How long a stock version read for the result cards is trusted: their cars are kept while it holds, so a page
   * of hits shown lately costs no query. 0 (the default) reads the version on every search.
   */
  cardVersionTrustMs?: number;
};

/** What the engine holds, for monitoring (issue 17 exports these). */
export type SearchIndexStats = {
  /** Sites with an index in memory or being built. */
  indexes: number;
  /** Estimated memory of the built indexes and their cached results. */
  bytes: number;
  budgetBytes: number;
  /** Index builds started since the engine started (first searches, stock changes and rebuilds after eviction). */
  builds: number;
  /** Indexes dropped to stay within the budget. */
  evictions: number;
};

/** A cached result is reused this long at most: sold cars leave the results as their window closes. */
const RESULT_TTL_MS = 60_000;
const RESULTS_PER_SITE = 256;
/** Result cards' cars kept in all (a card's car is about a kilobyte). */
const CARD_CARS_KEPT = 10_000;
/** Places are the site's locations, not its stock: read once per site record, not on every search page. */
const siteLocationNames = memoisePerSiteRecord(listSiteLocationNames);

/**
 * Faceted search over in-memory per-site indexes (docs/decisions/004). The database stays the truth:
 * an index is built from the site's visible cars on first use, trusted for `maxStalenessMs`, then
 * rebuilt if the site's stock version moved. Hits are read back from the database by id (or kept while the
 * stock version holds: CarSummaries), so cards show current prices and names. Indexes live within a memory
 * budget: the least recently searched are evicted and rebuilt on their next search.
 */
export class SearchEngine {
  private readonly entries: SizedLru<number, Entry>;
  private readonly maxStalenessMs: number;
  private readonly backgroundRebuildAbove: number;
  private readonly readForIndex: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  private readonly cardVersions: StockVersionWatch;
  private readonly cardCars: CarSummaries;
  private builds = 0;

  constructor(private readonly db: Database, options: SearchEngineOptions = {}) {
    this.maxStalenessMs = options.maxStalenessMs ?? 1_000;
    this.backgroundRebuildAbove = options.backgroundRebuildAbove ?? 5_000;
    this.entries = new SizedLru(options.memoryBudgetBytes ?? Infinity);
    this.readForIndex = options.readForIndex ?? ((work) => work(db));
    this.cardVersions = new StockVersionWatch((site) => readStockVersion(db, site), options.cardVersionTrustMs ?? 0);
    this.cardCars = new CarSummaries((site, ids) => findSiteCarsByIds(db, site, ids), (site) => this.stockVersion(site), CARD_CARS_KEPT);
  }

  stats(): SearchIndexStats {
    return { indexes: this.entries.size, bytes: this.entries.bytes, budgetBytes: this.entries.budgetBytes, builds: this.builds, evictions: this.entries.evictions };
  }

  async search(site: Site, request: SearchRequest, now = new Date()): Promise<SearchResult> {
    const siteError = searchErrorForSite(request, site.config);
    if (siteError) throw new Error(`${siteError.parameter}: ${siteError.message}`);
    const entry = await this.entryFor(site, now);
    const index = await indexOf(entry);
    const started = performance.now();
    const cacheKey = searchRequestToParams(request).toString();
    const cached = entry.results.get(cacheKey);
    let found = cached && now.getTime() - cached.at < RESULT_TTL_MS ? cached.found : null;
    if (!found) {
      found = runSearch(index, request, now, site.config.includeSoldCarsDays);
      entry.results.set(cacheKey, { found, at: now.getTime(), bytes: estimateResultBytes(found) });
      this.account(site.id, entry);
    }
    const ms = performance.now() - started;
    metrics().searchSeconds.observe(ms / 1000);
    const cars = await this.cardCars.byIds(site, found.pageIds);
    const byId = new Map(cars.map((car) => [car.id, car]));
    const hits: SearchHit[] = found.pageIds.flatMap((id) => {
      const car = byId.get(id);
      return car ? [{ ...car, weeklyEstimate: carWeeklyEstimate(car, site.config, now) }] : [];
    });
    const facets: Partial<Record<FacetAttribute, FacetValue[]>> = {};
    for (const [attribute, counts] of found.facetCounts) {
      facets[attribute] = presentFacet(attribute, counts, { selected: request.filters[attribute] ?? [], certifiedOnly: site.config.certifiedOnly });
    }
    return {
      hits,
      facets,
      stats: found.stats,
      count: found.count,
      page: request.page,
      pages: request.hitsPerPage === 0 ? 0 : Math.ceil(found.count / request.hitsPerPage),
      hitsPerPage: request.hitsPerPage,
      ms: Math.round(ms * 100) / 100,
    };
  }

  /** The site's stock version as read at most `cardVersionTrustMs` ago: the result cards' cars, and the page cache's pages, are kept at it. */
  stockVersion(site: Site): Promise<string> {
    return this.cardVersions.version(site);
  }

  /**
   * Someone else (the page cache) read the site's stock at `version`: an index built at another version is
   * checked on its next search instead of being trusted for the rest of `maxStalenessMs`.
   */
  noteStockVersion(site: Site, version: string): void {
    const entry = this.entries.peek(site.id);
    if (entry && entry.version !== version) entry.checkedAt = 0;
  }

  /** The stock version the site's searches are answered at now: that of its built index (null before the first build). */
  indexedVersion(site: Site): string | null {
    const entry = this.entries.peek(site.id);
    return entry?.built && entry.key === indexKey(site) ? entry.version : null;
  }

  /** The makes, models and bodies the site's stock holds, and its places, for reading search paths. */
  async vocabulary(site: Site, now = new Date()): Promise<SearchVocabulary> {
    const [index, locations] = await Promise.all([this.entryFor(site, now).then(indexOf), siteLocationNames(this.db, site)]);
    const values = (attribute: FacetAttribute) => (index.facets.get(attribute)?.values.slice(1) ?? []).sort(compareAlphabetically);
    return {
      makes: values("make"),
      models: values("make_model").map((value) => {
        const [make, model] = value.split(" > ") as [string, string];
        return { make, model };
      }),
      bodies: values("body"),
      locations,
      dealerships: site.dealerships.map(({ slug, name }) => ({ slug, name })),
    };
  }

  /** What the site's shoppers' words can name, read from its index: it follows the stock as the index does. */
  async plainSearchDictionary(site: Site, now = new Date()): Promise<PlainSearchDictionary> {
    const entry = await this.entryFor(site, now);
    const dictionary = (await indexOf(entry)).plainSearchDictionary();
    this.account(site.id, entry);
    return dictionary;
  }

  private async entryFor(site: Site, now: Date): Promise<Entry> {
    const key = indexKey(site);
    const entry = this.entries.get(site.id);
    if (!entry || entry.key !== key) return this.build(site, key, now);
    if (entry.rebuilding || Date.now() - entry.checkedAt < this.maxStalenessMs) return entry;
    entry.checkedAt = Date.now();
    if ((await this.readForIndex((db) => readStockVersion(db, site))) === entry.version) return entry;
    const current = await indexOf(entry).catch(() => null);
    if (current === null || current.size <= this.backgroundRebuildAbove) return this.build(site, key, now);
    // A large site keeps answering from its current index (at most a build behind) while the new one loads.
    entry.rebuilding = true;
    this.build(site, key, now, entry);
    return entry;
  }

  /** Records what an entry holds now (its index grows sort orders and cached results as it is searched). */
  private account(siteId: number, entry: Entry): void {
    if (!entry.built) return;
    let bytes = entry.built.memoryBytes();
    for (const cached of entry.results.values()) bytes += cached.bytes;
    this.entries.resize(siteId, entry, bytes);
  }

  /** Starts loading a site's index; the new entry replaces `previous` (if any) once it is ready. */
  private build(site: Site, key: string, now: Date, previous?: Entry): Entry {
    this.builds++;
    const entry: Entry = { key, version: "", checkedAt: Date.now(), built: null, building: null, results: new ResultCache(RESULTS_PER_SITE), rebuilding: false };
    entry.building = this.load(site, now, entry);
    // Registered before anyone awaits the build, so `built` is set when they resume.
    entry.building.then(
      (index) => {
        entry.built = index;
        entry.building = null;
        const current = this.entries.peek(site.id);
        // The previous index may have been evicted meanwhile; the new one takes its place all the same.
        if (previous && (current === previous || current === undefined)) this.entries.set(site.id, entry);
        this.account(site.id, entry);
      },
      () => {
        entry.building = null;
        if (previous) previous.rebuilding = false;
        else if (this.entries.peek(site.id) === entry) this.entries.delete(site.id);
      },
    );
    if (!previous) this.entries.set(site.id, entry);
    return entry;
  }

  private async load(site: Site, now: Date, entry: Entry): Promise<SiteIndex> {
    // Read the version first: a change landing during the load bumps it again and triggers another rebuild.
    const started = performance.now();
    const index = await this.readForIndex(async (db) => {
      entry.version = await readStockVersion(db, site);
      const builder = new SiteIndexBuilder(site.config, now);
      for await (const rows of searchIndexRowBatches(db, site, now)) builder.add(rows);
      return builder.build();
    });
    metrics().searchIndexBuildSeconds.observe((performance.now() - started) / 1000);
    return index;
  }
}

/** The entry's index, waiting for its build if it is still running. */
async function indexOf(entry: Entry): Promise<SiteIndex> {
  if (entry.built) return entry.built;
  if (!entry.building) throw new Error("The search index build failed");
  return entry.building;
}

/** What an index depends on besides stock: the site's scope and the settings baked into its columns. */
function indexKey(site: Site): string {
  const { searchFilters, includeSoldCarsDays, financeProvider, defaultInterestRate } = site.config;
  return JSON.stringify([site.dealerships.map((d) => d.id), searchFilters, includeSoldCarsDays, financeProvider, defaultInterestRate]);
}

const globalForEngine = globalThis as typeof globalThis & { forecourtSearchEngine?: SearchEngine };

/** The process's search engine over the app database (shared by every route, like the database handle). */
export async function getSearchEngine(): Promise<SearchEngine> {
  // The engine itself is kept, not a promise of it (see Entry): the first request's context must not live on.
  if (!globalForEngine.forecourtSearchEngine) {
    const { db } = await getDatabase();
    globalForEngine.forecourtSearchEngine ??= new SearchEngine(db, {
      memoryBudgetBytes: loadEnv().SEARCH_INDEX_MEMORY_MB * 1024 * 1024,
      readForIndex: readFromReplica,
      cardVersionTrustMs: STOCK_VERSION_TRUST_MS,
    });
    const engine = globalForEngine.forecourtSearchEngine;
    metrics().sources.searchIndexes = () => engine.stats();
  }
  return globalForEngine.forecourtSearchEngine;
}
