import type { Metadata } from "next";
import { sellMyCarFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { siteTypicalReplyLine } from "@/server/inbox/typical-reply-line";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/sell-my-car", siteName: site.name, title: "Sell My Car", description: `Sell your car to ${site.name}: tell us about it and get an offer.` });
}

/** `/sell-my-car` (spec 001 §2): the shopper's vehicle and contact details. */
export default async function SellMyCarPage({ params }: Props) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const [setup, replyLine] = await Promise.all([loadLeadFormSetup(db, site), siteTypicalReplyLine(db, site, new Date())]);
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Sell My Car</h1>
      <p className="mt-3 text-lg text-ink-muted">Tell us about your car and {site.name} will make you an offer.</p>
      <div className="mt-8">
        <LeadFormSection setup={setup} config={sellMyCarFormConfig} path="/sell-my-car" replyLine={replyLine} />
      </div>
    </div>
  );
}
