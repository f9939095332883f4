import Link from "next/link";
import { notFound } from "next/navigation";
import { getDatabase } from "@/db/connection";
import { MessageText } from "@/components/conversations/message-text";
import { DriveAwayBreakdown } from "@/components/drive-away/drive-away-breakdown";
import { InboxForm } from "@/components/workspace/inbox/inbox-form";
import { LeadPayments } from "@/components/workspace/inbox/lead-payments";
import { Facts, LeadSection } from "@/components/workspace/inbox/lead-section";
import { LeadThread } from "@/components/workspace/inbox/lead-thread";
import { LeadTimeline } from "@/components/workspace/inbox/lead-timeline";
import { ShopperHistory } from "@/components/workspace/inbox/shopper-history";
import { messageParts } from "@/domain/conversations/message-links";
import { LEAD_FORM_LABELS } from "@/domain/inbox/inbox-list-query";
import { financeFacts, requestFacts, tradeInFacts } from "@/domain/inbox/lead-facts";
import { inboxNotice } from "@/domain/inbox/inbox-notices";
import { isClosedStatus, LEAD_STATUS_LABELS, LOST_REASON_LABELS, LOST_REASONS, nextStatuses } from "@/domain/inbox/lead-status";
import { displayPhoneNumber } from "@/domain/phone/phone-number";
import { decodeRouteParam } from "@/domain/security/request-target";
import { addLeadNoteAction, assignLeadAction, changeLeadStatusAction, claimLeadAction, replyToLeadAction } from "@/server/inbox/inbox-actions";
import { requireStaff } from "@/server/staff/with-staff";
import { loadLeadPageView } from "./lead-page-view";
import { workspaceLeadPath } from "@/domain/inbox/workspace-lead-path";

export const dynamic = "force-dynamic";
export const metadata = { title: "Lead" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A lead's page (issue 33): the message, the car now, the money, the shopper's history, the conversation, and the work on it. */
export default async function LeadPage({ params, searchParams }: Props) {
  const staff = await requireStaff();
  const id = decodeRouteParam((await params).id);
  const query = await searchParams;
  const quickReply = Number(Array.isArray(query.quick_reply) ? query.quick_reply[0] : query.quick_reply);
  const view = id ? await loadLeadPageView((await getDatabase()).db, staff, id, Number.isSafeInteger(quickReply) && quickReply > 0 ? quickReply : null, new Date()) : null;
  if (!view) notFound();
  const { lead } = view;
  const permalink = workspaceLeadPath(lead.id);
  const hidden = { lead_id: lead.id };
  const notice = inboxNotice(query.notice);
  const closed = isClosedStatus(lead.status);
  const phone = lead.shopper.phone ? displayPhoneNumber(lead.shopper.phone) : null;
  return (
    <>
      <p><Link href="/" className="inline-block min-h-11 py-2 underline">← All leads</Link></p>
      <h1 className="text-2xl font-bold">{lead.shopper.name || "(no name)"}: {LEAD_FORM_LABELS[lead.form]}</h1>
      {notice ? <p role="status" className="rounded-card border border-line bg-neutral-50 p-4">{notice}</p> : null}
      {/* On a phone one column, the work on the lead right after the enquiry; wide, the work beside it. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[3fr_2fr]">
        <div className="contents lg:grid lg:content-start lg:gap-4">
          <LeadSection id="enquiry" title="The enquiry" className="order-1 lg:order-none">
            <Facts facts={[
              { label: "Status", value: `${LEAD_STATUS_LABELS[lead.status]}${lead.lostReason ? ` (${LOST_REASON_LABELS[lead.lostReason]})` : ""}` },
              { label: "Assigned to", value: lead.assignee ? (lead.assignee.id === staff.id ? "You" : lead.assignee.name) : "Nobody yet" },
              { label: "Dealership", value: lead.dealership.name },
              { label: "Received", value: `${view.receivedAt}${lead.receivedCount > 1 ? `, sent ${lead.receivedCount} times` : ""}` },
              { label: "First answer", value: view.firstAnsweredAt ?? "Not answered yet" },
              ...(view.waitsUntil ? [{ label: "Routing", value: `Waits for the next opening: ${view.waitsUntil}` }] : []),
              ...(lead.suspectedSpam ? [{ label: "Flag", value: "Suspected spam" }] : []),
            ]} />
            <div className="flex flex-wrap gap-3">
              {phone ? <a href={phone.href} className="btn btn-outline min-h-12">Call {phone.display}</a> : null}
              {lead.shopper.email ? <a href={`mailto:${lead.shopper.email}`} className="btn btn-outline min-h-12 break-all">{lead.shopper.email}</a> : null}
            </div>
            {lead.payload.message ? <blockquote className="rounded-card border-l-4 border-l-brand-primary bg-neutral-50 p-3"><MessageText parts={messageParts(lead.payload.message)} /></blockquote> : <p>No message.</p>}
            <Facts facts={requestFacts(lead.payload)} />
          </LeadSection>
          <LeadSection id="car" title="The car" className="order-4 lg:order-none">
            {view.car ? <Facts facts={[
              { label: "Car", value: view.car.name }, { label: "Stock no.", value: view.car.stocknum }, ...(view.car.vin ? [{ label: "VIN", value: view.car.vin }] : []),
              { label: "Price now", value: view.car.price }, ...(view.car.changed ? [{ label: "Then", value: view.car.changed }] : []), { label: "State", value: view.car.state },
            ]} /> : <p>No car named.</p>}
            {view.driveAway ? <DriveAwayBreakdown view={view.driveAway} /> : null}
          </LeadSection>
          <LeadSection id="money" title="Finance, trade-in and payments" className="order-5 lg:order-none">
            {financeFacts(lead.payload).length ? <><h3 className="font-bold">Finance figures</h3><Facts facts={financeFacts(lead.payload)} /></> : <p>No finance figures.</p>}
            {tradeInFacts(lead.payload).length ? <><h3 className="font-bold">Trade-in</h3><Facts facts={tradeInFacts(lead.payload)} /></> : <p>No trade-in.</p>}
            <LeadPayments reservations={view.reservations} onlinePayments={view.onlinePayments} />
          </LeadSection>
          <LeadSection id="conversation" title="Conversation" className="order-3 lg:order-none">
            <LeadThread messages={view.thread} />
            {view.quickReplies.length ? (
              <form method="get" action={permalink} aria-label="Quick replies" className="flex flex-wrap items-end gap-3">
                <div>
                  <label htmlFor="quick-reply" className="mb-1 block text-sm font-semibold">Quick reply</label>
                  <select id="quick-reply" name="quick_reply" defaultValue={String(quickReply || "")} className="h-11 rounded-button border border-neutral-400 bg-white px-3">
                    {view.quickReplies.map((q) => <option key={q.value} value={q.value}>{q.label}</option>)}
                  </select>
                </div>
                <button type="submit" className="btn btn-outline min-h-12">Use it</button>
              </form>
            ) : null}
            {view.draftError ? <p role="alert" className="text-red-800">{view.draftError}</p> : null}
            <InboxForm key={view.draft ?? "reply"} action={replyToLeadAction} permalink={permalink} label="Reply to the shopper" submitLabel="Send reply" hidden={hidden} fields={[
              { kind: "radio", name: "channel", label: "Send by", options: [{ value: "sms", label: "Text (SMS)" }, { value: "email", label: "E-mail" }], defaultValue: lead.shopper.phoneE164 ? "sms" : "email" },
              { kind: "textarea", name: "body", label: "Your reply", required: true, defaultValue: view.draft ?? undefined },
            ]} />
          </LeadSection>
        </div>
        <div className="contents lg:grid lg:content-start lg:gap-4">
          <LeadSection id="work" title="Work on it" className="order-2 lg:order-none">
            {!lead.assignee && !closed ? <InboxForm action={claimLeadAction} permalink={permalink} label="Claim this lead" submitLabel="Claim this lead" hidden={hidden} fields={[]} bare /> : null}
            {!closed ? <h3 className="border-t border-line pt-3 font-bold">Status</h3> : null}
            {!closed ? <InboxForm action={changeLeadStatusAction} permalink={permalink} label="Change status" submitLabel="Change status" hidden={hidden} fields={[
              { kind: "select", name: "status", label: "New status", options: nextStatuses(lead.status).map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })), placeholder: "Choose" },
              { kind: "select", name: "lost_reason", label: "If lost, why", options: LOST_REASONS.map((r) => ({ value: r, label: LOST_REASON_LABELS[r] })), placeholder: "Not lost" },
              { kind: "textarea", name: "note", label: "Note (optional)" },
            ]} /> : <p>This lead is closed. Notes can still be added.</p>}
            {view.assignees.length && !closed ? <h3 className="border-t border-line pt-3 font-bold">Assign</h3> : null}
            {view.assignees.length && !closed ? <InboxForm action={assignLeadAction} permalink={permalink} label="Assign to" submitLabel="Assign" hidden={hidden} fields={[
              { kind: "select", name: "staff_id", label: "Salesperson", options: view.assignees, placeholder: "Choose", defaultValue: lead.assignee ? String(lead.assignee.id) : undefined },
            ]} /> : null}
            <h3 className="border-t border-line pt-3 font-bold">Note</h3>
            <InboxForm action={addLeadNoteAction} permalink={permalink} label="Add a note" submitLabel="Add note" hidden={hidden} fields={[{ kind: "textarea", name: "note", label: "Note", required: true }]} />
          </LeadSection>
          <LeadSection id="history" title="The shopper on this site" className="order-6 lg:order-none">
            <ShopperHistory history={view.history} />
          </LeadSection>
          <LeadSection id="timeline" title="Timeline" className="order-7 lg:order-none">
            <LeadTimeline entries={view.timeline} />
          </LeadSection>
        </div>
      </div>
    </>
  );
}
