import type { Metadata } from "next";
import { ServiceBooking } from "@/components/service/service-booking";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/service", siteName: site.name, title: "Book a Service", description: `Book your next service with ${site.name}.` });
}

/** `/service` and `/service#service-booking` (spec 001 §2): the service booking request. */
export default async function ServicePage({ params }: Props) {
  const site = await requireSite(params);
  const setup = await loadLeadFormSetup((await getDatabase()).db, site);
  return <ServiceBooking title="Book a Service" siteName={site.name} setup={setup} path="/service" />;
}
