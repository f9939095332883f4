import type { Metadata } from "next";
import { contactFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { LocationBlock } from "@/components/locations/location-block";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { siteTypicalReplyLine } from "@/server/inbox/typical-reply-line";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { loadLocationBlock } from "@/server/locations/location-pages";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/contact", siteName: site.name, title: "Contact Us", description: `Send ${site.name} a message: sales, service, parts, finance or careers.` });
}

/**
 * `/contact` and `/contact-us` (spec 001 §2): the 'Email Us' form in the page itself, then the site's location
 * block. `data-contact-page` hides the header's Contact Us button here: "The Contact Us button is hidden on the
 * contact page."
 */
export default async function ContactPage({ params }: Props) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const [block, setup, replyLine] = await Promise.all([loadLocationBlock(db, site, new Date()), loadLeadFormSetup(db, site), siteTypicalReplyLine(db, site, new Date())]);
  return (
    <div data-contact-page className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <div className="max-w-3xl">
        <h1 className="text-3xl sm:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-ink-muted">Questions about a car, a service or finance? Send us a message and the {site.name} team will get back to you.</p>
        <div className="mt-8">
          <LeadFormSection setup={setup} config={contactFormConfig} path="/contact" replyLine={replyLine} />
        </div>
      </div>
      <div className="mt-14">
        <LocationBlock form={block.form} views={block.views} tiles={block.tiles} title="Visit us" />
      </div>
    </div>
  );
}
