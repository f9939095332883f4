import Link from "next/link";
import { RadioGroup, TextField } from "@/components/forms/form-fields";
import { BULK_PRICE_UNITS } from "@/domain/stock/bulk-price-form";

type Props = {
  /** The form's id: the stock list's checkboxes belong to it by their `form` attribute. */
  id: string;
  values: { unit: string; amount: string };
  errors: Record<string, string>;
  /** The cars already chosen (on the preview), sent again with the change. */
  cars?: readonly string[];
  submitLabel: string;
};

/**
 * The change for the cars chosen (issue 34): per cent or dollars and a signed amount, as a GET to the preview, so
 * the preview is an address and the whole round works without JavaScript. Nothing changes until the preview's Apply.
 */
export function BulkPriceChangeForm({ id, values, errors, cars = [], submitLabel }: Props) {
  const field = (name: string, label: string) => ({ id: `${id}-${name}`, name, label, error: errors[name] });
  return (
    <form id={id} method="get" action="/stock/price-change" aria-label="Change prices" className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-[auto_1fr] sm:items-start">
      {cars.map((car) => <input key={car} type="hidden" name="car" value={car} />)}
      {errors.car ? (
        <p className="text-sm font-medium text-red-700 sm:col-span-2">
          {errors.car} <Link href="/stock" className="underline">Choose them on the stock list</Link>
        </p>
      ) : null}
      <RadioGroup field={field("unit", "Change by")} options={BULK_PRICE_UNITS} defaultValue={values.unit} />
      <TextField field={field("amount", "Amount, with its sign (-5 or +250)")} defaultValue={values.amount} maxLength={20} className="max-w-xs" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-accent min-h-12">{submitLabel}</button>
      </div>
    </form>
  );
}
