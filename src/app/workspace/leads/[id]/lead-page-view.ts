import type { Database } from "@/db/client";
import { listInboxAssignees } from "./lead-assignees";
import { listLeadThread } from "@/db/queries/lead-messages";
import { findLeadInScope, type LeadCarState, type LeadPageLead } from "@/db/queries/lead-page";
import { loadShopperHistory } from "@/db/queries/lead-page-history";
import { listLeadPayments, type LeadOnlinePayment, type LeadReservation } from "@/db/queries/lead-page-payments";
import { listQuickReplyTemplates } from "@/db/queries/quick-reply-templates";
import { loadSites } from "@/db/queries/sites";
import type { ShopperHistoryView } from "@/components/workspace/inbox/shopper-history";
import type { LeadThreadMessage } from "@/components/workspace/inbox/lead-thread";
import type { LeadTimelineEntry } from "@/components/workspace/inbox/lead-timeline";
import { messageParts } from "@/domain/conversations/message-links";
import { LEAD_FORM_LABELS } from "@/domain/inbox/inbox-list-query";
import { LEAD_STATUS_LABELS } from "@/domain/inbox/lead-status";
import { formatEnquiryMoment } from "@/domain/leads/enquiry-status";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import { formatAudCents } from "@/domain/online-payments/aud-amount";
import { formatDollars } from "@/domain/pricing/format-dollars";
import { describePriceDisplay, priceDisplay } from "@/domain/pricing/price-display";
import type { Site } from "@/domain/site/site";
import type { SignedInStaff } from "@/server/staff/with-staff";
import { loadDriveAwayPanel } from "@/server/drive-away/drive-away-panel";
import { draftQuickReply } from "@/server/conversations/quick-replies";
import { leadTimeline } from "@/server/inbox/lead-timeline";

const CAR_STATES: Record<LeadCarState, string> = {
  in_stock: "In stock", coming_soon: "Coming soon", reserved: "Reserved", sold: "Sold", hidden: "Hidden from the sites", removed: "No longer in stock",
};
const RESERVATION_STATES: Record<string, string> = {
  pending: "started, not paid", reserved: "paid: the car is held", refund_due: "paid, being refunded", lapsed: "lapsed", refunded: "refunded", converted: "converted to a sale",
};

function reservationText(r: LeadReservation, at: (d: Date) => string): string {
  const whose = r.forThisLead ? "This shopper's deposit" : "Another shopper's deposit";
  const held = r.status === "reserved" && r.heldUntil ? `, held until ${at(r.heldUntil)}` : "";
  return `${whose} of ${formatDollars(r.amount)}: ${RESERVATION_STATES[r.status] ?? r.status}${held}${r.paymentReference ? ` (ref. ${r.paymentReference})` : ""}`;
}
const paymentText = (p: LeadOnlinePayment, at: (d: Date) => string) =>
  `Invoice ${p.reference}: ${formatAudCents(p.amountCents)}, ${p.status === "paid" && p.paidAt ? `paid ${at(p.paidAt)}` : p.status}${p.paymentReference ? ` (ref. ${p.paymentReference})` : ""}`;

/** The car as the page shows it: now, or as the shopper saw it when it has left the stock. */
function carView(lead: LeadPageLead, site: Site) {
  const snapshot = lead.payload.vehicle;
  if (lead.car) {
    const price = describePriceDisplay(priceDisplay(lead.car, site.config));
    return { name: lead.car.name, stocknum: lead.car.stocknum, vin: lead.car.vin, price, state: CAR_STATES[lead.car.state], changed: snapshot && snapshot.price !== lead.car.price ? `Price when enquired: ${formatDollars(snapshot.price)}` : null };
  }
  return snapshot ? { name: snapshot.name, stocknum: snapshot.stocknum, vin: snapshot.vin, price: `${formatDollars(snapshot.price)} when enquired`, state: CAR_STATES.removed, changed: null } : null;
}

/**
 * Everything a lead's page shows, for a staff member whose reach covers it; null otherwise (the page is a 404).
 * `quickReplyId` is the quick reply chosen (a GET, so it works without JavaScript), drafted into the reply box.
 */
export async function loadLeadPageView(db: Database, staff: SignedInStaff, leadId: string, quickReplyId: number | null, now: Date) {
  const lead = await findLeadInScope(db, staff, leadId);
  if (!lead) return null;
  const [site] = await loadSites(db, [lead.siteId]);
  if (!site) return null;
  const timeZone = timeZoneOfState(site.config.address.state);
  const at = (d: Date) => formatEnquiryMoment(d, timeZone);
  const postcode = lead.payload.drive_away_postcode;
  const [thread, timeline, history, payments, templates, driveAway, draft, assignees] = await Promise.all([
    listLeadThread(db, site, lead.id),
    leadTimeline(db, staff, lead.id),
    loadShopperHistory(db, staff.scope, { id: lead.id, siteId: lead.siteId, email: lead.shopper.email, phoneE164: lead.shopper.phoneE164 }),
    listLeadPayments(db, { id: lead.id, siteId: lead.siteId, carId: lead.car?.id ?? null }),
    listQuickReplyTemplates(db, site, lead.dealership.id),
    lead.car && postcode ? loadDriveAwayPanel(db, site, lead.car.id, postcode, now) : Promise.resolve(null),
    quickReplyId ? draftQuickReply(db, site, { leadId: lead.id, templateId: quickReplyId, salespersonName: staff.name }) : Promise.resolve(null),
    listInboxAssignees(db, staff, lead.dealership.id),
  ]);
  const historyView: ShopperHistoryView = {
    enquiries: history.enquiries.map((e) => ({ id: e.id, text: `${at(e.receivedAt)}: ${LEAD_FORM_LABELS[e.form as keyof typeof LEAD_FORM_LABELS] ?? e.form}${e.carName ? `, ${e.carName}` : ""} (${LEAD_STATUS_LABELS[e.status as keyof typeof LEAD_STATUS_LABELS] ?? e.status})` })),
    watched: history.watched.map((c) => ({ id: c.id, text: `${c.name}, stock no. ${c.stocknum}: ${formatDollars(c.price)}${c.savedPrice !== null && c.savedPrice !== c.price ? ` (saved at ${formatDollars(c.savedPrice)})` : ""}${c.status === "sold" ? ", sold" : ""}` })),
    alerts: history.alerts && (history.alerts.stopped ? "Alerts stopped." : `Alerts by text${history.alerts.email && history.alerts.emailConfirmed ? ` and e-mail to ${history.alerts.email}` : ""}.`),
  };
  return {
    lead,
    site,
    receivedAt: at(lead.receivedAt),
    firstAnsweredAt: lead.firstAnsweredAt ? at(lead.firstAnsweredAt) : null,
    waitsUntil: !lead.assignee && lead.routeWaitsUntil && lead.routeWaitsUntil > now ? at(lead.routeWaitsUntil) : null,
    car: carView(lead, site),
    driveAway: driveAway?.view ?? null,
    thread: thread.map((m): LeadThreadMessage => ({
      id: m.id, fromShopper: m.direction === "inbound", author: m.direction === "inbound" ? `${lead.shopper.name || "Shopper"} (${m.channel === "sms" ? "text" : "status page"})` : `${lead.dealership.name} (${m.channel === "sms" ? "text" : "e-mail"})`,
      at: at(m.createdAt), parts: messageParts(m.body),
    })),
    timeline: (timeline ?? []).map((e): LeadTimelineEntry => ({ id: e.id, at: at(e.at), text: e.text, note: e.note })),
    history: historyView,
    reservations: payments.reservations.map((r, i) => ({ key: String(i), text: reservationText(r, at) })),
    onlinePayments: payments.onlinePayments.map((p, i) => ({ key: String(i), text: paymentText(p, at) })),
    quickReplies: templates.map((t) => ({ value: String(t.id), label: t.title })),
    draft: draft?.kind === "ok" ? draft.text : null,
    draftError: draft?.kind === "invalid" ? Object.values(draft.errors)[0] ?? null : null,
    assignees,
  };
}
