import { formatWholeNumber } from "@/domain/pricing/format-dollars";
import type { FacetAttribute } from "@/domain/search/search-request";
import type { FacetValue } from "@/domain/search/search-response";

type Props = {
  attribute: FacetAttribute;
  legend: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  /** Shows the legend (panels holding several facets); a single-facet panel is named by its pill. */
  showLegend?: boolean;
};

/** A facet's values as checkboxes named after the attribute, so the GET form sends `make=Toyota&make=Mazda`. */
export function FacetOptions({ attribute, legend, values, selected, showLegend = false }: Props) {
  return (
    <fieldset>
      <legend className={showLegend ? "mb-2 text-xs font-bold tracking-wider text-ink-muted uppercase" : "sr-only"}>{legend}</legend>
      <FacetCheckboxes attribute={attribute} values={values} selected={selected} />
    </fieldset>
  );
}

export function FacetCheckboxes({ attribute, values, selected, idPrefix = "" }: Omit<Props, "legend"> & { idPrefix?: string }) {
  return (
    <ul className="flex flex-col">
      {values.map((facet, index) => {
        const id = `facet-${attribute}-${idPrefix}${index}`;
        return (
          <li key={facet.value}>
            <label htmlFor={id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded px-2 hover:bg-neutral-100">
              <input
                id={id}
                type="checkbox"
                name={attribute}
                value={facet.value}
                defaultChecked={selected.includes(facet.value)}
                className="size-4.5 shrink-0 accent-[var(--brand-link)]"
              />
              <span className="min-w-0 flex-1 truncate">{facet.label}</span>
              <span className="text-sm text-ink-muted tabular-nums">
                {formatWholeNumber(facet.count)}
                <span className="sr-only"> {facet.count === 1 ? "car" : "cars"}</span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
