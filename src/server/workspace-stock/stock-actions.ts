"use server";

import { EMPTY_INBOX_FORM_STATE, INBOX_FORM_MESSAGES, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { bulkPreviewHref, bulkPriceFields } from "@/domain/stock/bulk-price-form";
import type { StockNotice } from "@/domain/stock/stock-notices";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { applyBulkPriceChange } from "./bulk-price-change";
import { changeCarPrice } from "./change-car-price";

const FAILED: InboxFormState = { ...EMPTY_INBOX_FORM_STATE, formError: STAFF_FORM_MESSAGES.unexpected };
const ROLE_SETS_NO_PRICES = "Your role does not set prices.";
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
        return { errors: {}, values, formError: ROLE_SETS_NO_PRICES };
      case "invalid":
        return { errors: outcome.errors, values, formError: INBOX_FORM_MESSAGES.errorSummary };
    }
  });
}

/**
 * The price-change preview's Apply, posted with or without JavaScript: applied, the browser goes to the stock list,
 * which says so; refused because a car changed since the preview, back to the preview, which shows the cars as they
 * are now and names that car; a form that does not read (a change typed badly, cars missing), back to the preview,
 * which names the fields.
 */
export async function applyBulkPriceChangeAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Applying a bulk price change", FAILED, async ({ db, ...context }) => {
    const staff = await requireStaff("read_stock");
    const posted: Record<string, string[]> = {};
    for (const [name, value] of actionTextFields(formData)) (posted[name] ??= []).push(value);
    const typed = bulkPriceFields(posted);
    const outcome = await applyBulkPriceChange(db, staff, { ...typed, previewed: posted.previewed }, context);
    switch (outcome.kind) {
      case "applied":
        return back("/stock?notice=prices_changed");
      case "stale":
        return back(bulkPreviewHref(typed, outcome.carId));
      case "invalid":
        return back(bulkPreviewHref(typed));
      case "forbidden":
        return { errors: {}, values: {}, formError: ROLE_SETS_NO_PRICES };
    }
  });
}
