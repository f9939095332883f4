"use server";

import type { Database } from "@/db/client";
import { EMPTY_INBOX_FORM_STATE, INBOX_FORM_MESSAGES, type InboxFormState } from "@/domain/inbox/inbox-form-state";
import type { InboxNotice } from "@/domain/inbox/inbox-notices";
import { errorsOnRoutingForm, routingSettingsInput } from "@/domain/inbox/routing-form-fields";
import { redirectAfterAction } from "@/server/http/action-redirect";
import { actionTextFields } from "@/server/http/action-request";
import { STAFF_FORM_MESSAGES } from "@/domain/staff/staff-forms";
import { requireStaff, withWorkspaceAction } from "@/server/staff/with-staff";
import { assignLeadTo } from "./assign-lead";
import { claimLead } from "./claim-lead";
import type { AuditContext } from "@/db/queries/staff-audit-log";
import { addLeadNote, changeLeadStatus } from "./lead-status-change";
import { replyToLead } from "./reply-to-lead";
import { saveRoutingSettings } from "./routing-settings";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";

/**
 * The inbox's forms (issue 33), posted with or without JavaScript: a post that works sends the browser back to the
 * page with a notice (a 303 without JavaScript, the path for the form to follow with it); a refused one comes back
 * with its per-field errors and what was typed. Every service checks the staff member's reach over the lead, and is
 * handed the post's moment and client address for the owners' audit log (decision 044).
 */

const FAILED: InboxFormState = { ...EMPTY_INBOX_FORM_STATE, formError: STAFF_FORM_MESSAGES.unexpected };
const fieldsOf = (formData: FormData) => Object.fromEntries(actionTextFields(formData));
const leadPath = (leadId: string, notice: InboxNotice) => `${workspaceLeadPath(leadId)}?notice=${notice}`;
const back = async (path: string): Promise<InboxFormState> => ({ ...EMPTY_INBOX_FORM_STATE, redirectTo: await redirectAfterAction(path) });
const refused = (values: Record<string, string>, errors: Record<string, string>): InboxFormState => ({ errors, values, formError: INBOX_FORM_MESSAGES.errorSummary });
/** Out of reach (never theirs, or since given to someone else): the list says so; the lead's page would be a 404. */
const gone = () => back("/?notice=gone");
/** A lead page's post: who sends it, what was typed, and the lead it is about. */
async function leadPost(formData: FormData) {
  const staff = await requireStaff();
  const values = fieldsOf(formData);
  return { staff, values, leadId: values.lead_id ?? "" };
}

export async function claimLeadAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Claiming a lead", FAILED, async ({ db, ...context }) => claimed(db, formData, context));
}

async function claimed(db: Database, formData: FormData, context: AuditContext): Promise<InboxFormState> {
  const { staff, leadId } = await leadPost(formData);
  const outcome = await claimLead(db, staff, leadId, context);
  switch (outcome.kind) {
    case "claimed":
      return back(leadPath(leadId, "claimed"));
    // The loser of a race can no longer open the lead: the list tells them who won, in CLAIM_MESSAGES' words.
    case "taken":
      return back("/?notice=taken");
    case "closed":
      return back(leadPath(leadId, "closed"));
    case "not_found":
      return gone();
  }
}

export async function changeLeadStatusAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Changing a lead's status", FAILED, async ({ db, ...context }) => {
    const { staff, values, leadId } = await leadPost(formData);
    const outcome = await changeLeadStatus(db, staff, leadId, values, context);
    if (outcome.kind === "invalid") return refused(values, outcome.errors);
    if (outcome.kind === "conflict") return { errors: {}, values, formError: outcome.message };
    return outcome.kind === "ok" ? back(leadPath(leadId, "status_changed")) : gone();
  });
}

export async function addLeadNoteAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Adding a note to a lead", FAILED, async ({ db, ...context }) => {
    const { staff, values, leadId } = await leadPost(formData);
    const outcome = await addLeadNote(db, staff, leadId, values, context);
    if (outcome.kind === "invalid") return refused(values, outcome.errors);
    return outcome.kind === "ok" ? back(leadPath(leadId, "note_added")) : gone();
  });
}

export async function replyToLeadAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Replying to a lead", FAILED, async ({ db, ...context }) => {
    const { staff, values, leadId } = await leadPost(formData);
    const outcome = await replyToLead(db, staff, undefined, leadId, { body: values.body, channel: values.channel }, context);
    if (outcome.kind === "invalid") return refused(values, outcome.errors);
    return outcome.kind === "sent" ? back(`${leadPath(leadId, "replied")}#conversation`) : gone();
  });
}

export async function assignLeadAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Assigning a lead", FAILED, async ({ db, ...context }) => assigned(db, formData, context));
}

async function assigned(db: Database, formData: FormData, context: AuditContext): Promise<InboxFormState> {
  const staff = await requireStaff("reassign_leads");
  const values = fieldsOf(formData);
  const leadId = values.lead_id ?? "";
  const staffId = Number(values.staff_id);
  const outcome = await assignLeadTo(db, staff, leadId, Number.isSafeInteger(staffId) ? staffId : 0, context);
  switch (outcome.kind) {
    case "assigned":
      return back(leadPath(leadId, "assigned"));
    case "invalid":
      return refused(values, outcome.errors);
    case "closed":
    case "conflict":
      return { errors: {}, values, formError: outcome.message };
    case "forbidden":
    case "not_found":
      return gone();
  }
}

export async function saveRoutingSettingsAction(_previous: InboxFormState, formData: FormData): Promise<InboxFormState> {
  return withWorkspaceAction("Saving routing", FAILED, async ({ db, now, clientIp }) => {
    const staff = await requireStaff("manage_routing");
    const fields = actionTextFields(formData);
    const values = Object.fromEntries(fields);
    const dealershipId = Number(values.dealership_id);
    const { input, formNumbers } = routingSettingsInput(fields);
    const outcome = await saveRoutingSettings(db, staff, Number.isSafeInteger(dealershipId) ? dealershipId : 0, input, { now, clientIp });
    if (outcome.kind === "invalid") return refused(values, errorsOnRoutingForm(outcome.errors, formNumbers));
    if (outcome.kind === "forbidden") return { errors: {}, values, formError: "You can only set routing for your own dealerships." };
    return back(`/routing?dealership=${dealershipId}&notice=routing_saved`);
  });
}
