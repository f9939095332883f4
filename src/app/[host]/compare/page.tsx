import type { Metadata } from "next";
import Link from "next/link";
import { CompareControls } from "@/components/compare/compare-controls";
import { CompareTable } from "@/components/compare/compare-table";
import { getDatabase } from "@/db/connection";
import { COMPARE_PATH, comparePath } from "@/domain/compare/compare-paths";
import { SAMPLE_LOAN_TERM_YEARS } from "@/domain/finance/weekly-estimate";
import { searchHref } from "@/domain/search/search-route";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { loadComparePage } from "@/server/compare/compare-page";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return {
    ...buildPageMetadata({ baseUrl: siteBaseUrl(site), path: COMPARE_PATH, siteName: site.name, title: "Compare cars", description: `Compare up to four cars from ${site.name} side by side.` }),
    // Every set of cars is its own address: none is worth a search engine's index.
    robots: { index: false, follow: true },
  };
}

/** `/compare?cars=…` (issue 35 §1): up to four of the site's cars side by side, from the address alone. */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const page = await loadComparePage((await getDatabase()).db, site, await searchParams, new Date());
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-12">
      <h1 className="text-3xl sm:text-4xl">Compare cars</h1>
      {page.notices.length > 0 ? (
        <div role="status" className="mt-4 rounded-card border border-line bg-white p-4 text-ink">
          {page.notices.map((notice) => <p key={notice}>{notice}</p>)}
          {page.refused ? <p className="mt-2"><Link href={comparePath(page.ids)} prefetch={false} className="font-semibold underline">Compare the first {page.ids.length} cars</Link></p> : null}
        </div>
      ) : null}
      {page.cars.length > 0 ? (
        <>
          <div className="mt-6">
            <CompareControls ids={page.ids} differencesOnly={page.differencesOnly} postcode={page.postcode} />
          </div>
          <div className="mt-6">
            <CompareTable cars={page.cars} rows={page.rows} ids={page.ids} />
          </div>
          <p className="mt-4 text-sm text-ink-muted">
            Finance is an estimate on a sample loan at {site.config.defaultInterestRate}% p.a. over {SAMPLE_LOAN_TERM_YEARS} years; drive-away estimates are for the postcode given. Both are a guide, not an offer.
          </p>
        </>
      ) : page.refused ? null : (
        <p className="mt-4 text-lg">
          No cars to compare yet. Choose “Compare” on up to four cars, then come back here. <Link href={searchHref({})} prefetch={false} className="font-semibold underline">Browse our cars</Link>
        </p>
      )}
    </div>
  );
}
