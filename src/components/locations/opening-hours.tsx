import type { LocationView } from "@/domain/locations/location-view";
import { HolidayHoursDialog } from "./holiday-hours-dialog";
import { OpenStatusBadge } from "./open-status-badge";

type Props = { view: LocationView; headingLevel?: "h2" | "h3" | "h4" };

/**
 * Spec 001 §2 "opening-hours table with a selector for sales, service or parts type". The selector is a group
 * of radio buttons and CSS (`.opening-hours` in globals.css) shows the chosen department's table, so it works
 * without JavaScript. Times are the location's own, and say whose clock they are.
 */
export function OpeningHours({ view, headingLevel: Heading = "h2" }: Props) {
  const id = `hours-${view.slug}`;
  const { departments } = view;
  if (departments.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="opening-hours">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`${id}-title`} className="heading text-xl">
          Opening hours
        </Heading>
        {view.holidays.length > 0 ? <HolidayHoursDialog id={`${id}-holidays`} locationName={view.name} holidays={view.holidays} /> : null}
      </div>
      {departments.length > 1 ? (
        <fieldset className="mt-3">
          <legend className="sr-only">Show the opening hours of</legend>
          <div className="inline-flex rounded-button border border-line">
            {departments.map((d) => (
              <label
                key={d.department}
                className="hours-choice cursor-pointer border-line px-4 py-2 text-sm font-semibold not-first:border-l first:rounded-l-button last:rounded-r-button hover:bg-neutral-100 has-checked:bg-brand-primary has-checked:text-brand-primary-text"
              >
                <input type="radio" name={`${id}-department`} value={d.department} defaultChecked={d.department === view.mainDepartment} className="sr-only" />
                {d.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {departments.map((d) => (
        <div key={d.department} data-department={d.department} className={`mt-3 ${departments.length > 1 ? "hours-panel" : ""}`}>
          <OpenStatusBadge status={d.status} prefix={d.label} />
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">
              {d.label} opening hours, {view.zoneAbbreviation}
            </caption>
            <tbody>
              {d.lines.map((line) => (
                <tr key={line.days} className={`border-b border-line last:border-0 ${line.today ? "font-bold" : ""}`}>
                  <th scope="row" className="py-2 pr-4 text-left font-[inherit]">
                    {line.days}
                    {line.today ? <span className="sr-only"> (today)</span> : null}
                  </th>
                  <td className="py-2 text-right">{line.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <p className="mt-2 text-xs text-ink-muted">Local time ({view.zoneAbbreviation}).</p>
    </section>
  );
}
