import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandsDirectoryView } from "@/components/brands/brands-directory-view";
import { getDatabase } from "@/db/connection";
import { buildPageMetadata } from "@/domain/seo/page-metadata";
import { loadBrandsDirectory } from "@/server/brands/brands-directory";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";
import { siteBaseUrl } from "@/server/tenancy/site-url";

type Props = { params: HostParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site?.config.brandsDirectory) return {};
  return buildPageMetadata({ baseUrl: siteBaseUrl(site), path: "/brands", siteName: site.name, title: "Our Brands", description: `Every brand sold across ${site.name}'s dealerships.` });
}

/** `/brands` on a group site (spec 000 §1); a site without a brands directory answers 404. */
export default async function BrandsPage({ params }: Props) {
  const site = await requireSite(params);
  const config = site.config.brandsDirectory;
  if (!config) notFound();
  const { db } = await getDatabase();
  const directory = await loadBrandsDirectory(db, site, config, new Date());
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16">
      <h1 className="text-3xl sm:text-4xl">Our Brands</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">New vehicles from every brand across the {site.name} family, and the services we run ourselves.</p>
      <BrandsDirectoryView directory={directory} groupName={site.name} />
    </div>
  );
}
