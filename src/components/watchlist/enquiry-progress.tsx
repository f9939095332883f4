import type { EnquiryStatusView } from "@/domain/leads/enquiry-status-view";

/** The three stages of an enquiry as an ordered list, the stage reached last marked as the current step. */
export function EnquiryProgress({ steps, current, labelledBy }: Pick<EnquiryStatusView, "steps" | "current"> & { labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-3">
      {steps.map((step) => (
        <li key={step.stage} aria-current={step.stage === current ? "step" : undefined} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${step.reached ? "border-brand-primary bg-brand-primary text-brand-primary-text" : "border-line bg-white"}`}
          >
            {step.reached ? "✓" : ""}
          </span>
          <span>
            <span className="block font-semibold">{step.label}</span>
            <span className="block text-sm text-ink-muted">{step.at ?? "Not yet"}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
