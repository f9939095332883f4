"use server";

import { EMPTY_INBOX_FORM_STATE, INBOX_FORM_MESSAGES, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import type { StockNotice } from "@/domain/stock/stock-notices";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { changeCarPrice } from "./change-car-price";

const FAILED: InboxFormState = { ...EMPTY_INBOX_FORM_STATE, formError: STAFF_FORM_MESSAGES.unexpected };
const back = async (path: string): Promise<InboxFormState> => ({ ...EMPTY_INBOX_FORM_STATE, redirectTo: await redirectAfterAction(path) });
const carPath = (carId: number, notice: StockNotice) => `/stock/${carId}?notice=${notice}`;

/**
 * A car's price form, posted with or without JavaScript: a change that works, or one refused because the car's price
 * moved since the form was loaded, sends the browser back to the car, which shows its price now and says which; a
 * refused field comes back beside what was typed.
 */
export async function changeCarPriceAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Changing a car's price", FAILED, async ({ db, ...context }) => {
    const staff = await requireStaff("read_stock");
    const values = Object.fromEntries(actionTextFields(formData));
    const outcome = await changeCarPrice(db, staff, values, context);
    switch (outcome.kind) {
      case "changed":
        return back(carPath(outcome.carId, "price_changed"));
      case "stale":
        return back(carPath(outcome.carId, "price_stale"));
      case "not_found":
        return back("/stock?notice=gone");
      case "forbidden":
        return { errors: {}, values, formError: "Your role does not set prices." };
      case "invalid":
        return { errors: outcome.errors, values, formError: INBOX_FORM_MESSAGES.errorSummary };
    }
  });
}
