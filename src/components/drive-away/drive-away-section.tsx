import type { DriveAwayView } from "@/domain/drive-away/drive-away-view";
import { DriveAwayBreakdown } from "./drive-away-breakdown";
import { DriveAwayForm } from "./drive-away-form";

export const DRIVE_AWAY_ANCHOR = "drive-away";

type Props = {
  carId: number;
  /** The page the form reloads without JavaScript (with the anchor). */
  formAction: string;
  postcode: string;
  view: DriveAwayView | null;
  error: string | null;
  headingLevel?: 2 | 3;
  hiddenFields?: Readonly<Record<string, string>>;
  className?: string;
};

/** The drive-away price panel of the vehicle and print pages: the postcode form and, for a postcode, the breakdown. */
export function DriveAwaySection({ carId, formAction, postcode, view, error, headingLevel = 2, hiddenFields, className = "" }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={DRIVE_AWAY_ANCHOR} aria-labelledby={`${DRIVE_AWAY_ANCHOR}-title`} className={`scroll-mt-24 rounded-card border border-line bg-white p-5 text-ink sm:p-6 ${className}`}>
      <Heading id={`${DRIVE_AWAY_ANCHOR}-title`} className="section-title mb-2">
        Drive-away price
      </Heading>
      <p className="mb-4 text-ink-muted">Enter your postcode for an estimate of the price on the road: stamp duty, registration, CTP and plates for your state, and delivery.</p>
      <DriveAwayForm carId={carId} formAction={formAction} initialPostcode={postcode} initialResult={view ? <DriveAwayBreakdown view={view} /> : null} initialError={error} hiddenFields={hiddenFields} />
    </section>
  );
}
