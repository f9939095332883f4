import type { FacetAttribute } from "@/domain/search/search-request";
import type { FacetValue } from "@/domain/search/search-response";
import { toFacetOptions } from "@/domain/search/facet-option";
import { FacetCheckboxes } from "./facet-checkboxes";

type Props = {
  attribute: FacetAttribute;
  legend: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  /** Shows the legend (panels holding several facets); a single-facet panel is named by its pill. */
  showLegend?: boolean;
};

/** A facet's checkboxes under its legend. */
export function FacetOptions({ attribute, legend, values, selected, showLegend = false }: Props) {
  return (
    <fieldset>
      <legend className={showLegend ? "facet-legend" : "sr-only"}>{legend}</legend>
      <FacetCheckboxes attribute={attribute} options={toFacetOptions(values)} selected={selected} />
    </fieldset>
  );
}
