"use server";

import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { TRADE_IN_MARGIN_MESSAGES } from "@/domain/market/trade-in-margin-schema";
import type { WorkspaceFormState } from "@/domain/staff/workspace-form-state";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { saveTradeInMargin } from "./trade-in-margin";

const FAILED: WorkspaceFormState = { errors: { form: STAFF_FORM_MESSAGES.unexpected } };

/** The trade-in margin form's post, with or without JavaScript: back to the page with a notice, or the field's error. */
export async function saveTradeInMarginAction(_previous: WorkspaceFormState, formData: FormData): Promise<WorkspaceFormState> {
  return withWorkspaceAction("Saving a trade-in margin", FAILED, async ({ db, now, clientIp }) => {
    const staff = await requireStaff("manage_settings");
    const fields = Object.fromEntries(actionTextFields(formData));
    const dealershipId = Number(fields.dealership_id);
    const outcome = await saveTradeInMargin(db, staff, Number.isSafeInteger(dealershipId) ? dealershipId : 0, fields, { now, clientIp });
    switch (outcome.kind) {
      case "saved":
        return { redirectTo: await redirectAfterAction(`/trade-in?dealership=${dealershipId}&notice=trade_in_margin_saved`) };
      case "invalid":
        return { errors: outcome.errors };
      case "changed":
        return { errors: { form: TRADE_IN_MARGIN_MESSAGES.changed } };
      case "forbidden":
        return { errors: { form: "You can only set the margin of your own dealerships." } };
    }
  });
}
