import { SelectField, TextField, type FieldWiring } from "@/components/forms/form-fields";
import type { TradeInRequestField } from "@/domain/leads/trade-in-request";
import { TRADE_IN_CONDITION_LABELS, TRADE_IN_CONDITIONS } from "@/domain/market/trade-in-estimate";

type Props = {
  /** The page itself: the GET form reloads it with the answers in the query, and the server works the estimate out. */
  action: string;
  values: Partial<Record<TradeInRequestField, string>>;
  errors: Partial<Record<TradeInRequestField, string>>;
  /** Sent with the form: the car the shopper is trading towards (`car_id`). */
  hiddenFields: Readonly<Record<string, string>>;
};

const LABELS: Record<TradeInRequestField, string> = {
  trade_in_make: "Make", trade_in_model: "Model", trade_in_year: "Year", trade_in_badge: "Badge (optional)", kms: "Kilometres", trade_in_condition: "Condition", postcode: "Postcode",
};
const CONDITION_OPTIONS = TRADE_IN_CONDITIONS.map((value) => ({ value, label: `${TRADE_IN_CONDITION_LABELS[value].name}: ${TRADE_IN_CONDITION_LABELS[value].description}` }));

/** Issue 35 §5: the instant estimate's questions, a plain GET form, so it answers without JavaScript too. */
export function TradeInEstimateForm({ action, values, errors, hiddenFields }: Props) {
  const field = (name: TradeInRequestField): FieldWiring => ({ id: `estimate-${name}`, name, label: LABELS[name], error: errors[name] });
  return (
    <form action={action} method="get" aria-labelledby="trade-in-estimate-heading" className="mt-4 grid gap-4 rounded-card border border-line bg-white p-5 text-ink sm:grid-cols-2" noValidate>
      {Object.entries(hiddenFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <TextField field={field("trade_in_make")} required defaultValue={values.trade_in_make} maxLength={60} />
      <TextField field={field("trade_in_model")} required defaultValue={values.trade_in_model} maxLength={60} />
      <TextField field={field("trade_in_year")} required defaultValue={values.trade_in_year} inputMode="numeric" maxLength={4} />
      <TextField field={field("trade_in_badge")} defaultValue={values.trade_in_badge} maxLength={60} />
      <TextField field={field("kms")} required defaultValue={values.kms} inputMode="numeric" maxLength={12} />
      <TextField field={field("postcode")} required defaultValue={values.postcode} inputMode="numeric" autoComplete="postal-code" maxLength={4} />
      <SelectField field={field("trade_in_condition")} options={CONDITION_OPTIONS} placeholder="Choose its condition" required defaultValue={values.trade_in_condition} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-accent min-h-11">Estimate my car</button>
      </div>
    </form>
  );
}
