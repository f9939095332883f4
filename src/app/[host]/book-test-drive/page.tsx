import type { Metadata } from "next";
import { testDriveFormConfig } from "@/components/forms/form-configs";
import { LeadFormSection } from "@/components/forms/lead-form-section";
import { getDatabase } from "@/db/connection";
import { listSiteModels } from "@/db/queries/models";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { siteTypicalReplyLine } from "@/server/inbox/typical-reply-line";
import { loadLeadFormSetup } from "@/server/leads/lead-form-setup";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/book-test-drive", siteName: site.name, title: "Book a Test Drive", description: `Book a test drive at ${site.name}.` });
}

/**
 * `/book-test-drive` (spec 001 §2; the test drive form of spec 000 §5): a test drive booked before choosing
 * a car, of a model of the site's range when it has one. `?model={slug}` (a model page's or offer's link)
 * chooses that model. The lead goes through the same intake as every form.
 */
export default async function BookTestDrivePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { db } = await getDatabase();
  const [models, setup, replyLine] = await Promise.all([listSiteModels(db, site), loadLeadFormSetup(db, site), siteTypicalReplyLine(db, site, new Date())]);
  const raw = (await searchParams).model;
  const chosen = models.find((m) => m.slug === (Array.isArray(raw) ? raw[0] : raw));
  const base = testDriveFormConfig();
  const config = chosen ? { ...base, defaults: { model_id: String(chosen.id) } } : base;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Book a Test Drive</h1>
      <p className="mt-3 text-lg text-ink-muted">Choose a location and a time that suits you, and the {site.name} team will have the vehicle ready.</p>
      <div className="mt-8">
        <LeadFormSection
          replyLine={replyLine}
          setup={{ ...setup, models: models.map((m) => ({ value: String(m.id), label: `${m.manufacturerName} ${m.name}` })) }}
          config={config}
          path={chosen ? `/book-test-drive?model=${encodeURIComponent(chosen.slug)}` : "/book-test-drive"}
        />
      </div>
    </div>
  );
}
