"use client";

import { useEffect, useRef, useState } from "react";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { SIMILAR_CARS_LAZY_MARGIN_PX, SIMILAR_CARS_LIMIT } from "@/domain/vehicle/similar-cars";

/** What the page's loader answers: the cars, rendered on the server, and how many there are. */
export type SimilarCarsResult = { count: number; cards: React.ReactNode };

type Props = {
  load(slug: string): Promise<SimilarCarsResult>;
  slug: string;
  searchHref: string;
  heading: string;
};

type State = { kind: "waiting" } | { kind: "loaded"; result: SimilarCarsResult } | { kind: "failed" };

/**
 * Spec 000 §4/§9: similar cars load when the section comes within 500 px of the screen, six placeholders
 * while loading, then the cars or a search link. §8: an error is logged and the placeholders end.
 */
export function SimilarCars({ load, slug, searchHref, heading }: Props) {
  const section = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ kind: "waiting" });

  const near = useNearViewport(section, SIMILAR_CARS_LAZY_MARGIN_PX);

  useEffect(() => {
    if (!near) return;
    load(slug)
      .then((result) => setState({ kind: "loaded", result }))
      .catch((error: unknown) => {
        console.error("Similar cars could not be loaded", error);
        setState({ kind: "failed" });
      });
  }, [near, load, slug]);

  const empty = state.kind === "failed" || (state.kind === "loaded" && state.result.count === 0);
  return (
    <section ref={section} id="similar-cars" aria-labelledby="similar-cars-heading" aria-busy={state.kind === "waiting"} className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="similar-cars-heading" className="section-title">{heading}</h2>
        <a href={searchHref} className="font-semibold text-brand-link underline underline-offset-2">
          Search similar cars
        </a>
      </div>
      {state.kind === "waiting" ? (
        <ul aria-hidden="true" className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 noscript:hidden" data-testid="similar-placeholders">
          {Array.from({ length: SIMILAR_CARS_LIMIT }, (_, i) => (
            <li key={i} className="card placeholder-card">
              <div />
              <div />
              <div />
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === "loaded" && state.result.count > 0 ? <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-cars">{state.result.cards}</ul> : null}
      {empty ? (
        <p className="mt-5 rounded-card border border-line bg-white p-5 text-ink">
          No similar cars in stock right now. <a href={searchHref} className="font-semibold text-brand-link underline underline-offset-2">Browse our stock</a> for more.
        </p>
      ) : null}
    </section>
  );
}
