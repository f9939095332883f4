import { RANGE_ATTRIBUTES, type FacetAttribute, type RangeAttribute, type SearchRequest } from "@/domain/search/search-request";
import { rowMatches, selectionMask, type FacetColumn } from "./facet-column";
import type { SiteIndex } from "./site-index";

export type Filter =
  | { kind: "facet"; attribute: FacetAttribute; column: FacetColumn | undefined; mask: Uint8Array }
  | { kind: "range"; attribute: RangeAttribute; values: Int32Array; min: number; max: number };

/** The request's facet selections and ranges as filters over the index's columns. */
export function compileFilters(index: SiteIndex, request: SearchRequest): Filter[] {
  const filters: Filter[] = [];
  for (const [attribute, selected] of Object.entries(request.filters) as [FacetAttribute, string[]][]) {
    const column = index.facets.get(attribute);
    filters.push({ kind: "facet", attribute, column, mask: column ? selectionMask(column, selected) : new Uint8Array(0) });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (!range) continue;
    filters.push({ kind: "range", attribute, values: index.ranges[attribute], min: range.min ?? -Infinity, max: range.max ?? Infinity });
  }
  return filters;
}

/** The position of the filter on `attribute` of this kind, or -1 when the search has none. */
export function ownFilter(filters: readonly Filter[], kind: Filter["kind"], attribute: string): number {
  return filters.findIndex((filter) => filter.kind === kind && filter.attribute === attribute);
}

/** Counts filter f's failure on every row it rejects (capped at 2: only 0 and 1 matter) and remembers f. */
export function markFailures(filter: Filter, f: number, failures: Uint8Array, failedFilter: Uint8Array, size: number): void {
  const fail = (row: number) => {
    if (failures[row]! < 2) failures[row] = failures[row]! + 1;
    failedFilter[row] = f;
  };
  if (filter.kind === "range") {
    const { values, min, max } = filter;
    for (let row = 0; row < size; row++) {
      const value = values[row]!;
      if (value < min || value > max) fail(row);
    }
    return;
  }
  const { column, mask } = filter;
  if (!column) {
    for (let row = 0; row < size; row++) fail(row);
    return;
  }
  if (column.offsets === null) {
    const { codes } = column;
    for (let row = 0; row < size; row++) if (mask[codes[row]!] !== 1) fail(row);
    return;
  }
  for (let row = 0; row < size; row++) if (!rowMatches(column, mask, row)) fail(row);
}
