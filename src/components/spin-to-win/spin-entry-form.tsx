import { ErrorSummary } from "@/components/forms/error-summary";
import { SelectField, TextField, type FieldWiring } from "@/components/forms/form-fields";
import type { LeadFormOption } from "@/domain/leads/lead-form-config";
import { fieldId, LEAD_FIELD_LABELS } from "@/components/forms/lead-form-fields";
import { LEAD_MESSAGES } from "@/domain/leads/lead-messages";
import { spinFieldMessage, type SpinNotice } from "@/domain/spin-to-win/spin-notice";

const ID_PREFIX = "spin";

type Props = {
  csrfToken: string;
  /** The site's locations; the shopper picks where to claim the prize when there is more than one. */
  locations: readonly LeadFormOption[];
  refused: Extract<SpinNotice, { kind: "invalid" }> | null;
};

/**
 * The details the dealer needs to honour a prize, and the button. A plain form posted to `/spin-to-win/spin`
 * (answered 303 to the page), so it works the same with and without JavaScript.
 */
export function SpinEntryForm({ csrfToken, locations, refused }: Props) {
  const errors = Object.fromEntries((refused?.fields ?? []).map((field) => [field, spinFieldMessage(field)]));
  const wire = (name: string): FieldWiring => ({ id: fieldId(ID_PREFIX, name), name, error: errors[name], label: LEAD_FIELD_LABELS[name] ?? name });
  const nodes = [
    { name: "name", node: <TextField key="name" field={wire("name")} required autoComplete="given-name" maxLength={100} /> },
    { name: "last_name", node: <TextField key="last_name" field={wire("last_name")} required autoComplete="family-name" maxLength={100} /> },
    { name: "email", node: <TextField key="email" field={wire("email")} required type="email" autoComplete="email" maxLength={254} /> },
    { name: "postcode", node: <TextField key="postcode" field={wire("postcode")} required inputMode="numeric" maxLength={4} autoComplete="postal-code" /> },
    ...(locations.length > 1
      ? [{ name: "location_id", node: <SelectField key="location_id" field={{ ...wire("location_id"), label: "Where will you claim your prize?" }} options={locations} placeholder={LEAD_MESSAGES.locationPlaceholder} required className="sm:col-span-2" /> }]
      : []),
  ];
  const summaryId = `${ID_PREFIX}-errors`;
  return (
    <form method="post" action="/spin-to-win/spin" aria-describedby={refused ? summaryId : undefined} className="grid gap-4">
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <ErrorSummary id={summaryId} ref={null} state={{ errors, values: {} }} nodes={nodes} idPrefix={ID_PREFIX} />
      <div className="grid gap-4 sm:grid-cols-2">{nodes.map((n) => n.node)}</div>
      <p className="text-sm text-ink-muted">
        One spin per person. By spinning you agree to the <a href="#terms" className="text-link">terms of this promotion</a>, and we send your details and your prize to the dealership.
      </p>
      <button type="submit" className="inline-flex min-h-12 items-center justify-center rounded-button bg-brand-primary px-6 text-lg font-bold text-brand-primary-text hover:opacity-90">
        Spin the wheel
      </button>
    </form>
  );
}
