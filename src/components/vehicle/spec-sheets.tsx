"use client";

import { KEY_INFORMATION_SHOWN, splitShown, type SpecLine } from "@/domain/vehicle/spec-sheet";

/*
 * Client components only for weight: the vehicle page's spec sheets are label and value pairs, a few hundred bytes
 * as props where their markup would travel twice, in the HTML and in the RSC payload (decision 019).
 */

function SpecList({ lines, className }: { lines: SpecLine[]; className: string }) {
  return (
    <dl className={className}>
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec 000 §2: "key information (first 4 specs, rest collapse)" — the rest behind a native disclosure. */
export function KeyInformation({ lines }: { lines: SpecLine[] }) {
  const { shown, more } = splitShown(lines, KEY_INFORMATION_SHOWN);
  return (
    <section aria-labelledby="key-information">
      <h2 id="key-information" className="section-title">Key information</h2>
      <div className="mt-5">
        <SpecList lines={shown} className="spec-grid" />
        {more.length > 0 ? (
          <details className="group mt-3">
            <summary className="inline-block py-2 font-semibold text-brand-link underline underline-offset-2">
              <span className="group-open:hidden">Show all {lines.length} details</span>
              <span className="hidden group-open:inline">Show fewer details</span>
            </summary>
            <div className="mt-2">
              <SpecList lines={more} className="spec-grid" />
            </div>
          </details>
        ) : null}
      </div>
    </section>
  );
}

/** Technical specifications as a two-column table, lines with no value already dropped. */
export function Specifications({ lines }: { lines: SpecLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="specifications">
      <h2 id="specifications" className="section-title">Specifications</h2>
      <SpecList lines={lines} className="spec-table mt-5" />
    </section>
  );
}
