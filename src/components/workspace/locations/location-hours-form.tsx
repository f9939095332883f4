"use client";

import { useActionState } from "react";
import { useFollowRedirect } from "@/components/forms/use-follow-redirect";
import { EMPTY_INBOX_FORM_STATE, type InboxFormAction } from "@/domain/inbox/inbox-form-state";
import { HolidayHoursFields, type EditorHoliday } from "./holiday-hours-fields";
import { HoursInput, type FieldValues } from "./hours-inputs";
import { WeeklyHoursFields, type EditorDepartment } from "./weekly-hours-fields";

type Props = {
  action: InboxFormAction;
  permalink: string;
  locationId: number;
  /** The stored state's fingerprint: a save from a form loaded before another is refused, never applied over it. */
  version: string;
  departments: readonly EditorDepartment[];
  holidays: readonly EditorHoliday[];
  phones: { phone: string; mobile: string; landlinePhone: string };
};

const rounds = new WeakMap<object, number>();
let lastRound = 0;
/**
 * A key per answer of the action: React resets a form after its action, and a select goes back to the option it
 * was first drawn with, not the one just posted; drawn afresh, every field starts from the answer's values.
 */
function roundOf(state: object): number {
  if (!rounds.has(state)) rounds.set(state, (lastRound += 1));
  return rounds.get(state)!;
}

/** A location's hours, holidays and phone numbers (issue 34 §Locations), in one post; a refused one names each field. */
export function LocationHoursForm({ action, permalink, locationId, version, departments, holidays, phones }: Props) {
  const [state, formAction, pending] = useActionState(action, EMPTY_INBOX_FORM_STATE, permalink);
  useFollowRedirect(state.redirectTo);
  const refused = Object.keys(state.values).length > 0;
  const fields: FieldValues = { value: (name, stored) => (refused ? (state.values[name] ?? "") : stored), error: (name) => state.errors[name] };
  return (
    <form action={formAction} noValidate aria-label="Location hours and phones" className="grid gap-4">
      <div key={roundOf(state)} className="grid gap-4">
        <input type="hidden" name="location_id" value={locationId} />
        <input type="hidden" name="version" value={version} />
        {state.formError ? <p role="alert" className="rounded-card border border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900">{state.formError}</p> : null}
        {state.errors.version ? <p role="alert" className="text-sm font-medium text-red-700">{state.errors.version}</p> : null}
        <fieldset className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-3">
          <legend className="px-1 font-bold">Phone numbers</legend>
          <HoursInput name="phone" label="Main phone" type="tel" stored={phones.phone} fields={fields} />
          <HoursInput name="mobile" label="Mobile" type="tel" stored={phones.mobile} fields={fields} />
          <HoursInput name="landline_phone" label="Landline" type="tel" stored={phones.landlinePhone} fields={fields} />
        </fieldset>
        {departments.map((department) => <WeeklyHoursFields key={department.department} department={department} fields={fields} refused={refused} />)}
        <HolidayHoursFields holidays={holidays} fields={fields} />
      </div>
      <div><button type="submit" className="btn btn-accent min-h-12" disabled={pending}>Save location</button></div>
    </form>
  );
}
