import { HoursInput, StatusSelect, type FieldValues } from "./hours-inputs";

export type EditorDay = { weekday: number; name: string; status: string; open: string; close: string };
export type EditorDepartment = { department: string; label: string; shown: boolean; days: readonly EditorDay[] };

const DAY_STATUS = [{ value: "Open", label: "Open" }, { value: "Closed", label: "Closed" }] as const;

/** One department's week: whether the site shows it at all, then each day open (with its times) or closed. */
export function WeeklyHoursFields({ department, fields, refused }: { department: EditorDepartment; fields: FieldValues; refused: boolean }) {
  const prefix = `hours.${department.department}`;
  const shown = refused ? fields.value(`${prefix}.shown`, "") === "yes" : department.shown;
  return (
    <fieldset className="grid gap-3 rounded-card border border-line bg-white p-4">
      <legend className="px-1 font-bold">{department.label} hours</legend>
      <label className="inline-flex min-h-11 items-center gap-2">
        <input type="checkbox" name={`${prefix}.shown`} value="yes" defaultChecked={shown} className="size-5" />
        Show {department.label.toLowerCase()} hours on the site
      </label>
      {department.days.map((day) => (
        <fieldset key={day.weekday} className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-line pt-3 sm:grid-cols-[8rem_1fr_1fr_1fr] sm:items-end">
          <legend className="float-left col-span-2 font-semibold sm:col-span-1 sm:pb-3">{day.name}</legend>
          <div className="col-span-2 sm:col-span-1">
            <StatusSelect name={`${prefix}.days.${day.weekday}.status`} label="Open or closed" stored={day.status} fields={fields} options={DAY_STATUS} />
          </div>
          <HoursInput name={`${prefix}.days.${day.weekday}.open`} label="Opens" type="time" stored={day.open} fields={fields} />
          <HoursInput name={`${prefix}.days.${day.weekday}.close`} label="Closes" type="time" stored={day.close} fields={fields} />
        </fieldset>
      ))}
    </fieldset>
  );
}
