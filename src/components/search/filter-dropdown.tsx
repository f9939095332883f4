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
  const active = Boolean(summary);
  return (
    <details data-dropdown name="search-filter" className="group/dropdown shrink-0 lg:relative">
      <summary
        className={`flex min-h-10 items-center gap-1 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
          active ? "border-brand-link bg-brand-link text-white" : "border-neutral-300 bg-white text-ink hover:border-neutral-500"
        }`}
      >
        {label}
        {summary ? (
          <span className="max-w-40 truncate font-normal">
            <span className="sr-only">: </span>
            {summary}
          </span>
        ) : null}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open/dropdown:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <div
        className={`dropdown-panel absolute inset-x-0 top-full z-30 mt-2 flex max-h-[min(32rem,70dvh)] flex-col lg:inset-x-auto ${alignEnd ? "lg:right-0" : "lg:left-0"} ${
          wide ? "lg:w-[36rem]" : "lg:w-80"
        }`}
      >
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">{children}</div>
        <div className="border-t border-line p-3">
          <ShowMeButton />
        </div>
      </div>
    </details>
  );
}
