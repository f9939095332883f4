import { describeLeadOffer } from "./lead-adf-input";
import { describeLeadFollowUp, type LeadFollowUp } from "./lead-follow-up";
import type { LeadRecord } from "./lead-record";

export type LeadEmailContent = { subject: string; text: string };

/** The readable part of a lead e-mail; the ADF document travels with it as an attachment. */
export function leadEmailContent(lead: LeadRecord, siteName: string): LeadEmailContent {
  const p = lead.payload;
  const car = p.vehicle;
  const carLine = car ? `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ""} (stock ${car.stocknum})` : "";
  const modelLine = !car && p.model ? `${p.model.make} ${p.model.name}` : "";
  const flag = lead.suspectedSpam ? `[Suspected spam: ${lead.spamReason ?? "flagged"}] ` : "";
  const offerLine = p.offer ? describeLeadOffer(p.offer) : "";
  const about = carLine || (p.offer ? `Offer: ${p.offer.name}` : "") || modelLine;
  const subject = `${flag}${lead.category}: ${p.name} ${p.last_name}${about ? ` - ${about}` : ""}`;
  const rows: [string, string | number | undefined | null][] = [
    ["Form", lead.form.replace(/_/g, " ")],
    ["Category", [lead.category, lead.subcategory].filter(Boolean).join(" / ")],
    ["Name", `${p.name} ${p.last_name}`],
    ["Email", p.email],
    ["Phone", p.phone],
    ["Postcode", p.postcode],
    ["Preferred contact", p.PreferredContactMethod],
    ["Vehicle", carLine || null],
    ["Special offer", offerLine || null],
    ["Model of interest", modelLine || null],
    ["Price", car && car.price > 0 ? `$${car.price}` : null],
    ["Test drive", p.test_drive_date],
    ["Trade-in", p.trade_in_make ? `${p.trade_in_year ?? ""} ${p.trade_in_make} ${p.trade_in_model ?? ""}${p.kms !== undefined ? `, ${p.kms} km` : ""}`.trim() : null],
    ["Trade-in estimate", p.trade_in_estimate],
    ["Service date", p.service_date],
    ["Subscribe to offers", p.opt_in ? "Yes" : "No"],
    ["Page", p.url],
  ];
  const table = rows.filter(([, value]) => value !== undefined && value !== null && value !== "").map(([label, value]) => `${label}: ${value}`);
  const text = [
    `New lead from ${siteName} (${lead.createdAt.toISOString()}).`,
    flag ? `This lead was flagged as suspected spam (${lead.spamReason}).` : "",
    lead.receivedCount > 1 ? timesReceived(lead) : "",
    table.join("\n"),
    p.message ? `Message:\n${p.message}` : "",
    `Lead id: ${lead.id}. The ADF 1.0 XML is attached.`,
  ];
  return { subject, text: text.filter(Boolean).join("\n\n") };
}

/** A follow-up on a lead the dealer already has (spec 000 §7): what changed, and who it is about. */
export function leadFollowUpEmailContent(lead: LeadRecord, followUp: LeadFollowUp, siteName: string, at: Date): LeadEmailContent {
  const p = lead.payload;
  const subject = `Follow-up: ${lead.category}: ${p.name} ${p.last_name}`;
  const text = [
    `A follow-up from ${siteName} (${at.toISOString()}) on lead ${lead.id} of ${lead.createdAt.toISOString()}.`,
    describeLeadFollowUp(followUp),
    [`Name: ${p.name} ${p.last_name}`, `Email: ${p.email}`, `Phone: ${p.phone}`].join("\n"),
    `The ADF 1.0 XML (the same prospect id, the follow-up in its comments) is attached.`,
  ];
  return { subject, text: text.join("\n\n") };
}

/** Said on a lead, and in its digest, once the same enquiry has come again (`leadRepeatKey`). */
function timesReceived(lead: LeadRecord): string {
  const last = lead.lastReceivedAt ?? lead.createdAt;
  return `This enquiry came ${lead.receivedCount} times between ${lead.createdAt.toISOString()} and ${last.toISOString()}. The repeats are not sent to you one by one: each is kept, and the dealer API lists this lead with its count.`;
}

/** The one digest of a lead's repeats (issue 30): the dealer already has the lead; this says how many times it came. */
export function leadRepeatDigestEmailContent(lead: LeadRecord, siteName: string): LeadEmailContent {
  const p = lead.payload;
  const subject = `Repeated ${lead.receivedCount} times: ${lead.category}: ${p.name} ${p.last_name}`;
  const text = [
    `A repeated enquiry on ${siteName}, lead ${lead.id} of ${lead.createdAt.toISOString()}, which you already have.`,
    timesReceived(lead),
    [`Name: ${p.name} ${p.last_name}`, `Email: ${p.email}`, `Phone: ${p.phone}`].join("\n"),
    "No ADF is attached: this is not a new lead.",
  ];
  return { subject, text: text.join("\n\n") };
}
