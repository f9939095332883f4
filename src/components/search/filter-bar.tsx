import { presentFacet } from "@/domain/search/facet-presentation";
import type { FacetAttribute, SearchRequest } from "@/domain/search/search-request";
import type { FacetValue, SearchResult } from "@/domain/search/search-response";
import { DEFAULT_SEARCH_PATH } from "@/domain/search/search-route";
import type { SiteConfig } from "@/domain/site/site-config-schema";
import { FacetOptions } from "./facet-options";
import { FilterDropdown } from "./filter-dropdown";
import { describeRange, FACET_LABELS } from "@/domain/search/filter-labels";
import { MakeOptions } from "./make-options";
import { RangeFilter } from "./range-filter";

/** Pills of their own, in this order; the rest share 'More filters'. */
const PRIMARY_FACETS: FacetAttribute[] = ["make", "model", "car_type", "body", "year", "fuel", "transmission"];
const MORE_FACETS: FacetAttribute[] = [
  "badge", "drive", "colour", "seats", "weekly_price_range", "location_name", "dealership_name", "city", "state", "certified", "status", "tag", "item_type", "categories", "filtered_features",
];

type Props = {
  formId: string;
  request: SearchRequest;
  result: SearchResult;
  config: Pick<SiteConfig, "certifiedOnly" | "popularMakes">;
};

/**
 * The search form: text, facet dropdowns and range sliders. It submits to the default search path with
 * every filter as a parameter (path filters are ticked boxes like any other), so without JavaScript any
 * change is one 'Show results' away; the page turns that address back into the tidiest path.
 */
export function FilterBar({ formId, request, result, config }: Props) {
  const presented = (attribute: FacetAttribute): FacetValue[] =>
    presentFacet(attribute, new Map((result.facets[attribute] ?? []).map((facet) => [facet.value, facet.count])), {
      selected: request.filters[attribute] ?? [],
      certifiedOnly: config.certifiedOnly,
    });
  const selected = (attribute: FacetAttribute) => request.filters[attribute] ?? [];
  const summary = (attribute: FacetAttribute, values: FacetValue[]) => {
    const chosen = values.filter((facet) => selected(attribute).includes(facet.value));
    return chosen.length === 0 ? undefined : chosen.length === 1 ? chosen[0]!.label : `${chosen.length} selected`;
  };

  const primary = PRIMARY_FACETS.map((attribute) => ({ attribute, values: presented(attribute) })).filter((facet) => facet.values.length > 0);
  // A facet with a single value and nothing chosen filters nothing: it would only clutter the panel.
  const more = MORE_FACETS.map((attribute) => ({ attribute, values: presented(attribute) })).filter(
    (facet) => facet.values.length > 1 || selected(facet.attribute).length > 0,
  );
  const rendered = new Set([...primary, ...more].map((facet) => facet.attribute));
  const moreChosen = more.reduce((total, facet) => total + selected(facet.attribute).length, 0);
  const [firstPrimary, ...restPrimary] = primary;

  return (
    <form id={formId} action={DEFAULT_SEARCH_PATH} method="get" role="search" aria-label="Search and filter vehicles">
      <div className="flex gap-2">
        <label htmlFor={`${formId}-query`} className="sr-only">
          Search by make, model or keyword
        </label>
        <input
          id={`${formId}-query`}
          type="search"
          name="query"
          defaultValue={request.query}
          placeholder="Search make, model or keyword"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={120}
          className="min-h-12 min-w-0 flex-1 rounded-button border border-neutral-300 bg-white px-4 text-base text-ink placeholder:text-neutral-500"
        />
        <button type="submit" className="btn btn-accent min-h-12 shrink-0">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
          </svg>
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </div>

      <div className="relative mt-3">
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0">
          {firstPrimary ? <FacetPill facet={firstPrimary} summary={summary(firstPrimary.attribute, firstPrimary.values)} selected={selected(firstPrimary.attribute)} config={config} /> : null}
          <FilterDropdown label="Price" summary={describeRange("price", request.ranges.price)}>
            <RangeFilter attribute="price" label="Price" stats={result.stats.price} value={request.ranges.price} />
          </FilterDropdown>
          <FilterDropdown label="Kilometres" summary={describeRange("km", request.ranges.km)}>
            <RangeFilter attribute="km" label="Kilometres" stats={result.stats.km} value={request.ranges.km} />
          </FilterDropdown>
          {restPrimary.map((facet) => (
            <FacetPill key={facet.attribute} facet={facet} summary={summary(facet.attribute, facet.values)} selected={selected(facet.attribute)} config={config} />
          ))}
          {more.length > 0 ? (
            <FilterDropdown label="More filters" summary={moreChosen > 0 ? `${moreChosen} selected` : undefined} alignEnd wide>
              <div className="grid gap-6 sm:grid-cols-2">
                {more.map((facet) => (
                  <FacetOptions key={facet.attribute} attribute={facet.attribute} legend={FACET_LABELS[facet.attribute]} values={facet.values} selected={selected(facet.attribute)} showLegend />
                ))}
              </div>
            </FilterDropdown>
          ) : null}
        </div>
      </div>

      {/* Filters the bar has no control for (a facet the engine did not return) ride along unchanged. */}
      {Object.entries(request.filters).flatMap(([attribute, values]) =>
        rendered.has(attribute as FacetAttribute) ? [] : (values ?? []).map((value) => <input key={`${attribute}=${value}`} type="hidden" name={attribute} value={value} />),
      )}
    </form>
  );
}

type PillProps = {
  facet: { attribute: FacetAttribute; values: FacetValue[] };
  summary: string | undefined;
  selected: readonly string[];
  config: Pick<SiteConfig, "popularMakes">;
};

function FacetPill({ facet, summary, selected, config }: PillProps) {
  const label = FACET_LABELS[facet.attribute];
  return (
    <FilterDropdown label={label} summary={summary} alignEnd={facet.attribute === "transmission"}>
      {facet.attribute === "make" ? (
        <MakeOptions values={facet.values} selected={selected} popularMakes={config.popularMakes} />
      ) : (
        <FacetOptions attribute={facet.attribute} legend={label} values={facet.values} selected={selected} />
      )}
    </FilterDropdown>
  );
}
