import type { Database } from "@/db/client";
import { findEnquiryStatus, listEnquiriesByPhone, type EnquiryStatus } from "@/db/queries/enquiry-status";
import { ENQUIRY_STATUS_TOKEN, enquiryStage, enquiryStatusPath, enquirySteps, formatEnquiryMoment } from "@/domain/leads/enquiry-status";
import type { EnquiryStatusView } from "@/domain/leads/enquiry-status-view";
import { timeZoneOfState } from "@/domain/locations/time-zone";
import type { Site } from "@/domain/site/site";
import { vehiclePath } from "@/domain/vehicle/vehicle-path";

function toView(status: EnquiryStatus, site: Site): EnquiryStatusView {
  const timeZone = timeZoneOfState(site.config.address.state);
  return {
    category: status.category,
    dealershipName: status.dealershipName,
    car: status.car ? { name: status.car.name, href: status.car.slug ? vehiclePath(status.car.slug) : null } : null,
    sentAt: formatEnquiryMoment(status.receivedAt, timeZone),
    steps: enquirySteps(status).map((step) => ({ stage: step.stage, label: step.label, at: step.at ? formatEnquiryMoment(step.at, timeZone) : null, reached: step.at !== null })),
    current: enquiryStage(status),
  };
}

/** The status page's content for a token, with times on the site's clock; null for a token that reads badly or names no enquiry of this site. */
export async function loadEnquiryStatus(db: Database, site: Site, token: string): Promise<EnquiryStatusView | null> {
  if (!ENQUIRY_STATUS_TOKEN.test(token)) return null;
  const status = await findEnquiryStatus(db, site, token);
  return status ? toView(status, site) : null;
}

/** Our limit on the garage's list: the shopper's latest enquiries. */
const GARAGE_ENQUIRY_LIMIT = 50;

/** A signed-in shopper's enquiries on this site, each with its progress and its status page's address. */
export async function loadShopperEnquiries(db: Database, site: Site, phoneE164: string): Promise<(EnquiryStatusView & { statusPath: string | null })[]> {
  const rows = await listEnquiriesByPhone(db, site, phoneE164, GARAGE_ENQUIRY_LIMIT);
  return rows.map((row) => ({ ...toView(row, site), statusPath: row.token ? enquiryStatusPath(row.token) : null }));
}
