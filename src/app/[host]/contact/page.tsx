import type { Metadata } from "next";
import { contactFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteForHost } from "@/server/tenancy/site-registry";
import { requestSiteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost(decodeURIComponent((await params).host));
  if (!site) return {};
  return buildPageMetadata({ baseUrl: await requestSiteBaseUrl(), path: "/contact", siteName: site.name, title: "Contact Us", description: `Send ${site.name} a message: sales, service, parts, finance or careers.` });
}

/**
 * `/contact` and `/contact-us` (spec 001 §2): the 'Email Us' form in the page itself. `data-contact-page` hides
 * the header's Contact Us button here: "The Contact Us button is hidden on the contact page."
 */
export default async function ContactPage({ params }: Props) {
  const site = await requireSite(params);
  const setup = await loadLeadFormSetup((await getDatabase()).db, site);
  return (
    <div data-contact-page className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Contact Us</h1>
      <p className="mt-3 text-lg text-ink-muted">Questions about a car, a service or finance? Send us a message and the {site.name} team will get back to you.</p>
      <div className="mt-8">
        <LeadFormSection setup={setup} config={contactFormConfig} path="/contact" />
      </div>
    </div>
  );
}
