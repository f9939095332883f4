import type { ReactNode } from "react";
import { ShowMeButton } from "./show-me-button";

type Props = {
  label: string;
  /** What is chosen, shown on the closed pill ('Toyota', '2 selected', '$10k – $30k'). */
  summary?: string;
  /** Anchors the panel to the pill's right edge (pills at the end of the bar). */
  alignEnd?: boolean;
  wide?: boolean;
  children: ReactNode;
};

/**
 * One filter of the bar as a native disclosure: it opens and closes without JavaScript, and the panel's
 * controls belong to the page's GET form, whose 'Show Me N cars' button submits it. `name` makes the
 * dropdowns exclusive (opening one closes the other). On phones the panel spans the bar (it is positioned
 * against the bar, outside the pills' scroller, so the scroller cannot clip it).
 */
export function FilterDropdown({ label, summary, alignEnd = false, wide = false, children }: Props) {
  const panel = `dropdown-panel filter-panel${alignEnd ? " filter-panel-end" : ""}${wide ? " filter-panel-wide" : ""}`;
  return (
    <details data-dropdown name="search-filter" className="filter-dropdown">
      <summary className={summary ? "filter-pill filter-pill-active chevron" : "filter-pill chevron"}>
        {label}
        {summary ? (
          <span className="max-w-40 truncate font-normal">
            <span className="sr-only">: </span>
            {summary}
          </span>
        ) : null}
      </summary>
      <div className={panel}>
        <div className="filter-panel-body">{children}</div>
        <div className="border-t border-line p-3">
          <ShowMeButton />
        </div>
      </div>
    </details>
  );
}
