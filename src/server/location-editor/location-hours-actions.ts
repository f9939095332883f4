"use server";

import { EMPTY_INBOX_FORM_STATE, INBOX_FORM_MESSAGES, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import { locationHoursInput } from "@/domain/locations/location-hours-form-fields";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { saveLocationHours } from "./location-hours-editor";

const FAILED: InboxFormState = { ...EMPTY_INBOX_FORM_STATE, formError: STAFF_FORM_MESSAGES.unexpected };
const back = async (path: string): Promise<InboxFormState> => ({ ...EMPTY_INBOX_FORM_STATE, redirectTo: await redirectAfterAction(path) });

/**
 * The locations page's form, with or without JavaScript: saved, or refused as stale, it goes back to the page, which
 * shows the location as stored now (a stale form's typing is not kept: the other save's values are what to check);
 * refused field by field, it comes back with the errors and what was typed.
 */
export async function saveLocationHoursAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Saving a location's hours", FAILED, async ({ db, now, clientIp }) => {
    const staff = await requireStaff("manage_settings");
    const fields = actionTextFields(formData);
    const values = Object.fromEntries(fields);
    const id = Number(values.location_id);
    const locationId = Number.isSafeInteger(id) && id > 0 ? id : 0;
    const outcome = await saveLocationHours(db, staff, locationId, locationHoursInput(fields), { now, clientIp });
    switch (outcome.kind) {
      case "saved":
      case "changed":
        return back(`/locations?location=${locationId}&notice=${outcome.kind}`);
      case "invalid":
        return { errors: outcome.errors, values, formError: INBOX_FORM_MESSAGES.errorSummary };
      case "not_found":
        return { errors: {}, values, formError: "You can only change the locations of your own dealerships." };
    }
  });
}
