import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ActiveFilters } from "@/components/search/active-filters";
import { EmptyResults } from "@/components/search/empty-results";
import { FilterBar } from "@/components/search/filter-bar";
import { RecentSearches } from "@/components/search/recent-searches";
import { ResultsGrid } from "@/components/search/results-grid";
import { SearchBreadcrumbs } from "@/components/search/search-breadcrumbs";
import { searchPageHref } from "@/domain/search/search-href";
import { SearchPagination } from "@/components/search/search-pagination";
import { SearchShell } from "@/components/search/search-shell";
import { SortControl } from "@/components/search/sort-control";
import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import { shownCards } from "@/domain/search/collapse-sold";
import { emptyResultsCard } from "@/domain/search/empty-results";
import { resultRangeText } from "@/domain/search/result-range";
import { brisbaneDateString } from "@/domain/search/promo-tiles";
import { searchRequestToParams } from "@/domain/search/search-request";
import { decodeRouteSegments } from "@/domain/security/request-target";
import { isIndexableSearch } from "@/domain/search/search-route";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { getSearchEngine } from "@/server/search/search-engine";
import { searchPageRedirect } from "@/server/search/search-page-redirect";
import { findSite, requireSite } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";
import { isFiltered, loadSearch, toUrlSearchParams, type RawSearchParams } from "./load-search";

type Props = { params: Promise<{ host: string; segments?: string[] }>; searchParams: Promise<RawSearchParams> };

const FORM_ID = "search-form";

async function load({ params, searchParams }: Props) {
  const { segments: rawSegments } = await params;
  const site = await findSite(params);
  const segments = decodeRouteSegments(rawSegments);
  if (!site || !segments) return null;
  const query = toUrlSearchParams(await searchParams);
  const loaded = await loadSearch(site, query.toString(), ...segments);
  return loaded ? { site, segments, query, ...loaded } : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const loaded = await load(props);
  if (!loaded) return {};
  const { site, route, request, result, vocabulary } = loaded;
  const indexable = isIndexableSearch(request, vocabulary);
  const where = `${site.config.address.city}, ${site.config.address.state}`;
  const count = `${formatWholeNumber(result.count)} ${result.count === 1 ? "vehicle" : "vehicles"}`;
  const pageNote = request.page > 1 ? ` (page ${request.page})` : "";
  const metadata = buildPageMetadata({
    baseUrl: siteBaseUrl(site),
    // A filter combination points crawlers at the page its path names (no query: no crawl trap).
    path: indexable ? route.canonicalPath : searchPageHref({ ...request, query: "", ranges: {}, sortBy: "relevance", page: 1 }, vocabulary).split("?")[0]!,
    siteName: site.name,
    title: `${route.heading} for sale${pageNote}`,
    description: `${count} for sale at ${site.name} in ${where}: ${route.heading.toLowerCase()} with photos, prices and finance estimates.`,
    image: result.hits[0]?.primaryImageUrl ? { url: result.hits[0].primaryImageUrl, width: 1200, height: 800, alt: result.hits[0].name } : null,
  });
  return indexable ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

/** `/search`, `/search/{car type | make | body | location | dealership}`, `/search/{make}/{model}`, plus filters in the query. */
export default async function SearchPage(props: Props) {
  const site = await requireSite(props.params);
  const loaded = await load(props);
  if (!loaded) notFound();
  const { route, request, result, vocabulary, ignored, promos, segments, query } = loaded;
  const target = await searchPageRedirect(await getSearchEngine(), site, { segments, query, request, ignored, vocabulary });
  if (target) redirect(target);
  const currentHref = searchPageHref(request, vocabulary);
  const now = new Date();
  const filtered = isFiltered(route, request);
  const clearHref = emptyResultsCard({ kind: "cars", routePath: route.canonicalPath, filtered }).button.href;
  const places = { locations: vocabulary.locations, dealerships: vocabulary.dealerships };
  const cards = shownCards(result.hits, site.config.collapseSoldCars);
  const range = resultRangeText({ page: result.page, pages: result.pages, hitsPerPage: result.hitsPerPage, hits: result.hits.length, cards: cards.length });

  return (
    <SearchShell formId={FORM_ID} currentHref={currentHref} currentParams={searchRequestToParams(request).toString()} currentCount={result.count} places={places} vehicleWord={site.config.vehicleWord}>
      <div className="border-b border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 pt-5 pb-4">
          <SearchBreadcrumbs crumbs={route.breadcrumbs} />
          <h1 className="mt-3 text-3xl leading-tight sm:text-4xl">{route.heading}</h1>
          <div className="mt-4">
            <FilterBar formId={FORM_ID} request={request} result={result} config={site.config} />
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pt-5">
        {ignored.length > 0 ? (
          <p className="mb-4 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            Some of this link&apos;s filters could not be read ({ignored.map((error) => error.parameter).join(", ")}), so they were left out.
          </p>
        ) : null}
        <ActiveFilters request={request} places={places} clearHref={clearHref} />

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-base text-ink">
            <strong className="heading text-xl">{formatWholeNumber(result.count)}</strong> {result.count === 1 ? "vehicle" : "vehicles"} found
            {range ? <span className="text-ink-muted"> · {range}</span> : null}
            <span className="ml-2 hidden text-sm text-ink-muted group-data-[pending=true]/search:inline">Updating…</span>
          </p>
          <SortControl formId={FORM_ID} sortBy={request.sortBy} offersSubscriptions={site.config.offersSubscriptions} />
        </div>

        <section aria-labelledby="results-title" className="mt-5 transition-opacity group-data-[pending=true]/search:opacity-60">
          <h2 id="results-title" className="sr-only">
            Search results
          </h2>
          {result.hits.length > 0 ? (
            <ResultsGrid
              hits={cards}
              site={site}
              promos={promos}
              placement={{ today: brisbaneDateString(now), display: route.canonicalPath.slice(1).replaceAll("/", ":"), positions: site.config.promoTiles.positions }}
              now={now}
            />
          ) : (
            <EmptyResults card={emptyResultsCard({ kind: "cars", routePath: route.canonicalPath, filtered })} />
          )}
          <SearchPagination request={request} pages={result.pages} places={places} />
        </section>

        <RecentSearches current={{ path: currentHref, filters: request.filters }} />
      </div>
    </SearchShell>
  );
}
