import { FEATURES_SHOWN, splitShown } from "@/domain/vehicle/spec-sheet";

/** Spec 000 §2: "features list (first 8, Show All / Hide)" — a native disclosure, so it works without JavaScript. */
export function FeaturesList({ features }: { features: string[] }) {
  if (features.length === 0) return <p className="text-ink-muted">The dealer has not listed this vehicle&apos;s features yet.</p>;
  const { shown, more } = splitShown(features, FEATURES_SHOWN);
  const item = (feature: string, index: number) => (
    <li key={`${index}-${feature}`}>{feature}</li>
  );
  return (
    <div>
      <ul className="check-list grid gap-x-8 gap-y-2 sm:grid-cols-2">{shown.map(item)}</ul>
      {more.length > 0 ? (
        <details className="group">
          <summary className="mt-4 inline-block font-semibold text-brand-link underline underline-offset-2">
            <span className="group-open:hidden">Show All ({features.length})</span>
            <span className="hidden group-open:inline">Hide</span>
          </summary>
          <ul className="check-list mt-2 grid gap-x-8 gap-y-2 sm:grid-cols-2">{more.map((f, i) => item(f, i + FEATURES_SHOWN))}</ul>
        </details>
      ) : null}
    </div>
  );
}
