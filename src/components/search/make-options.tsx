import type { FacetValue } from "@/domain/search/search-response";
import { makeList, SHOW_ALL_MAKES_TEXT, type MakeGroupHeading } from "@/domain/search/make-list";
import { toFacetOptions } from "@/domain/search/facet-option";
import { FacetCheckboxes } from "./facet-checkboxes";

type Props = { values: readonly FacetValue[]; selected: readonly string[]; popularMakes: readonly string[] };
type Section = { heading?: MakeGroupHeading; values: FacetValue[] };

/**
 * The make facet (spec 000 §9): 7 makes, then 'Show all makes' (a nested disclosure, open when a make
 * in it is ticked), under 'Popular Makes' / 'All Makes' where the site has popular makes.
 */
export function MakeOptions({ values, selected, popularMakes }: Props) {
  const list = makeList(values, popularMakes);
  const groups: Section[] = list.groups;

  const shown: Section[] = [];
  const hidden: Section[] = [];
  let remaining = list.initiallyShown;
  for (const group of groups) {
    const head = group.values.slice(0, Math.max(0, remaining));
    const tail = group.values.slice(head.length);
    remaining -= head.length;
    if (head.length > 0) shown.push({ heading: group.heading, values: head });
    if (tail.length > 0) hidden.push({ heading: head.length > 0 ? undefined : group.heading, values: tail });
  }
  const openHidden = hidden.some((group) => group.values.some((value) => selected.includes(value.value)));

  return (
    <fieldset>
      <legend className="sr-only">Make</legend>
      <MakeSections sections={shown} selected={selected} prefix="s" />
      {hidden.length > 0 ? (
        <details open={openHidden} className="group/all mt-1">
          <summary className="flex min-h-10 items-center gap-1 rounded px-2 font-semibold text-brand-link hover:underline group-open/all:hidden">
            {SHOW_ALL_MAKES_TEXT}
          </summary>
          <MakeSections sections={hidden} selected={selected} prefix="h" />
        </details>
      ) : null}
    </fieldset>
  );
}

function MakeSections({ sections, selected, prefix }: { sections: Section[]; selected: readonly string[]; prefix: string }) {
  return sections.map((section, index) => (
    <div key={`${prefix}${index}`} className={index > 0 || section.heading === "All Makes" ? "mt-3" : undefined}>
      {section.heading ? <p className="facet-legend px-2">{section.heading}</p> : null}
      <FacetCheckboxes attribute="make" options={toFacetOptions(section.values)} selected={selected} />
    </div>
  ));
}
