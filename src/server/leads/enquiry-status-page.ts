import type { Database } from "@/db/client";
import { findEnquiryStatus } from "@/db/queries/enquiry-status";
import { ENQUIRY_STATUS_TOKEN, enquiryStage, enquirySteps, formatEnquiryMoment, type EnquiryStage } from "@/domain/leads/enquiry-status";
import { timeZoneOfState } from "@/domain/location/time-zone";
import type { Site } from "@/domain/site/site";

export type EnquiryStatusView = {
  category: string;
  dealershipName: string;
  car: { name: string; href: string | null } | null;
  steps: { stage: EnquiryStage; label: string; at: string | null; reached: boolean }[];
  /** The stage reached last, which the page marks as the current step. */
  current: EnquiryStage;
};

/** The status page's content for a token, with times on the site's clock; null for a token that reads badly or names no enquiry of this site. */
export async function loadEnquiryStatus(db: Database, site: Site, token: string): Promise<EnquiryStatusView | null> {
  if (!ENQUIRY_STATUS_TOKEN.test(token)) return null;
  const status = await findEnquiryStatus(db, site, token);
  if (!status) return null;
  const timeZone = timeZoneOfState(site.config.address.state);
  const steps = enquirySteps(status).map((step) => ({ stage: step.stage, label: step.label, at: step.at ? formatEnquiryMoment(step.at, timeZone) : null, reached: step.at !== null }));
  return {
    category: status.category,
    dealershipName: status.dealershipName,
    car: status.car ? { name: status.car.name, href: status.car.slug ? `/cars/${status.car.slug}` : null } : null,
    steps,
    current: enquiryStage(status),
  };
}
