"use client";

import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { FacetOption } from "@/domain/search/facet-option";
import type { FacetAttribute } from "@/domain/search/search-request";

type Props = { attribute: FacetAttribute; options: readonly FacetOption[]; selected: readonly string[] };

/**
 * A facet's values as checkboxes named after the attribute, so the GET form sends `make=Toyota&make=Mazda`.
 * A client component only for its weight: a search page holds a couple of hundred of these rows, and as server
 * markup each would travel again in the RSC payload; as props they are a few bytes each (decision 019).
 */
export function FacetCheckboxes({ attribute, options, selected }: Props) {
  return (
    <div className="facet-list">
      {options.map(([value, count, label = value]) => (
        <label key={value}>
          <input type="checkbox" name={attribute} value={value} defaultChecked={selected.includes(value)} />
          <span>{label}</span>
          <span>
            {formatWholeNumber(count)}
            <span>{count === 1 ? " car" : " cars"}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
