import { formatDistance } from "@/domain/locations/dealer-locator";
import type { DealerLocatorModel } from "@/domain/locations/dealer-locator";
import { LocationCard } from "./location-card";

function summary({ search, entries, total, query }: DealerLocatorModel): string {
  const count = `${entries.length} ${entries.length === 1 ? "location" : "locations"}`;
  const open = query.openNow ? " open now" : "";
  if (search.kind === "origin") return `${count}${open}, nearest to ${search.origin.label} first`;
  return query.openNow ? `${count} of ${total} open now` : `All ${count}`;
}

/** The locator's answer: suburb choices, or the locations as cards with distance and open-now status. */
export function DealerLocatorResults({ model }: { model: DealerLocatorModel }) {
  const { search, entries, query } = model;
  if (search.kind === "choices") {
    return (
      <section aria-labelledby="locator-choices" className="mt-8">
        <h2 id="locator-choices" className="text-xl">Which one did you mean?</h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {search.choices.map((choice) => (
            <li key={choice.near}>
              <a className="btn btn-outline text-ink" href={`/dealer-locator?${new URLSearchParams({ near: choice.near, ...(query.openNow ? { open: "1" } : {}) })}`}>
                {choice.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="locator-results" className="mt-8">
      <h2 id="locator-results" className="text-xl">
        {summary(model)}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-card border border-line bg-white p-8 text-center text-ink">
          None of our locations is open right now. <a className="text-link" href={`/dealer-locator${query.near ? `?${new URLSearchParams({ near: query.near })}` : ""}`}>Show every location</a>.
        </p>
      ) : (
        <ol className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Locations">
          {entries.map(({ view, distanceKm }) => (
            <li key={view.slug} data-testid="locator-entry">
              <LocationCard view={view} distance={distanceKm === null ? undefined : formatDistance(distanceKm)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
