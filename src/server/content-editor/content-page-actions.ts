"use server";

import { CONTENT_PAGE_MESSAGES, type ContentPageFormState, type PreviewAnswer } from "@/domain/content/content-page-edit";
import type { ContentPageNotice } from "@/domain/content/content-page-notices";
import { EMPTY_INBOX_FORM_STATE, INBOX_FORM_MESSAGES, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { restoreContentPageVersion, saveContentPage } from "./content-page-editor";
import { renderPagePreview } from "./content-page-preview";

const FAILED: ContentPageFormState = { ...EMPTY_INBOX_FORM_STATE, formError: STAFF_FORM_MESSAGES.unexpected };
const NOT_YOURS = "You can only edit the pages of your own dealerships' sites.";
const backTo = async (pageId: unknown, notice: ContentPageNotice): Promise<ContentPageFormState> => ({ ...EMPTY_INBOX_FORM_STATE, redirectTo: await redirectAfterAction(`/pages/${Number(pageId)}?notice=${notice}`) });

/** The live preview's call, as the editor's text changes (with JavaScript). */
export async function previewContentPageAction(input: { format: string; body: string }): Promise<PreviewAnswer> {
  return withWorkspaceAction<PreviewAnswer>("Previewing a content page", { error: STAFF_FORM_MESSAGES.unexpected }, async () => {
    await requireStaff("edit_pages");
    return renderPagePreview(input);
  });
}

/**
 * The editor's form, with or without JavaScript. "Preview" (the button shown without JavaScript) renders the typed
 * body and saves nothing; "Save" saves a new version and goes back to the page, or comes back with each field's
 * error, or with the typing kept when another save came first.
 */
export async function saveContentPageAction(_previous: ContentPageFormState, formData: FormData): Promise<ContentPageFormState> {
  return withWorkspaceAction("Saving a content page", FAILED, async ({ db, ...context }) => {
    const staff = await requireStaff("edit_pages");
    const values = Object.fromEntries(actionTextFields(formData));
    if (values.intent === "preview") {
      const preview = renderPagePreview(values);
      return "html" in preview ? { errors: {}, values, preview: preview.html } : { errors: { body: preview.error }, values, formError: INBOX_FORM_MESSAGES.errorSummary };
    }
    const outcome = await saveContentPage(db, staff, values, context);
    switch (outcome.kind) {
      case "saved":
      case "unchanged":
        return backTo(values.page_id, outcome.kind);
      case "invalid":
        return { errors: outcome.errors, values, formError: INBOX_FORM_MESSAGES.errorSummary };
      case "stale":
        return { errors: {}, values, formError: CONTENT_PAGE_MESSAGES.stale };
      case "not_found":
        return { errors: {}, values, formError: NOT_YOURS };
    }
  });
}

/** A version's "Restore" button: the page goes back to that version's text as a new version, or is told why not. */
export async function restoreContentPageVersionAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Restoring a content page version", FAILED, async ({ db, ...context }) => {
    const staff = await requireStaff("edit_pages");
    const values = Object.fromEntries(actionTextFields(formData));
    const outcome = await restoreContentPageVersion(db, staff, values, context);
    switch (outcome.kind) {
      case "saved":
        return backTo(values.page_id, "restored");
      case "unchanged":
      case "stale":
        return backTo(values.page_id, outcome.kind);
      case "invalid":
      case "not_found":
        return { errors: {}, values, formError: NOT_YOURS };
    }
  });
}
