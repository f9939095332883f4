import { HoursInput, StatusSelect, type FieldValues } from "./hours-inputs";

/** A holiday row as the form shows it; the last, without an id, adds one. */
export type EditorHoliday = { id: number | null; date: string; name: string; status: string; start: string; end: string };

const HOLIDAY_STATUS = [{ value: "Closed", label: "Closed all day" }, { value: "Open", label: "Different hours" }] as const;

/** Holiday (special) hours by date: each replaces that day's hours for every department (spec 001 §3). */
export function HolidayHoursFields({ holidays, fields }: { holidays: readonly EditorHoliday[]; fields: FieldValues }) {
  return (
    <fieldset className="grid gap-3 rounded-card border border-line bg-white p-4">
      <legend className="px-1 font-bold">Holiday hours</legend>
      <p className="text-sm">A date here replaces that day&apos;s opening hours for every department. Past dates drop off by themselves.</p>
      {fields.error("holidays") ? <p className="text-sm font-medium text-red-700">{fields.error("holidays")}</p> : null}
      {holidays.map((holiday, i) => (
        <fieldset key={holiday.id ?? "new"} className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-line pt-3 sm:grid-cols-3">
          <legend className="float-left col-span-2 font-semibold sm:col-span-3">{holiday.id ? (holiday.name || holiday.date) : "Add a holiday"}</legend>
          <input type="hidden" name={`holidays.${i}.id`} value={holiday.id ?? ""} />
          <HoursInput name={`holidays.${i}.date`} label="Date" type="date" stored={holiday.date} fields={fields} />
          <HoursInput name={`holidays.${i}.name`} label="Name (optional)" type="text" stored={holiday.name} fields={fields} />
          <div className="col-span-2 sm:col-span-1">
            <StatusSelect name={`holidays.${i}.status`} label="Hours" stored={holiday.status} fields={fields} options={HOLIDAY_STATUS} />
          </div>
          <HoursInput name={`holidays.${i}.start`} label="Opens" type="time" stored={holiday.start} fields={fields} />
          <HoursInput name={`holidays.${i}.end`} label="Closes" type="time" stored={holiday.end} fields={fields} />
          {holiday.id ? (
            <label className="col-span-2 inline-flex min-h-11 items-center gap-2 sm:col-span-1 sm:self-end">
              <input type="checkbox" name={`holidays.${i}.remove`} value="yes" className="size-5" /> Remove this date
            </label>
          ) : null}
        </fieldset>
      ))}
    </fieldset>
  );
}
