import type { Metadata } from "next";
import type { CSSProperties } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { DeferredWatchlistToaster } from "@/components/watchlist/deferred-watchlist";
import { DeferredCompareTray } from "@/components/compare/deferred-compare-tray";
import { getDatabase } from "@/db/connection";
import { siteHeadMetadata } from "@/domain/seo/page-metadata";
import { themeColours } from "@/domain/site/theme-colours";
import { loadSiteChrome } from "@/server/navigation/site-chrome";
import { findSite, requireSite, type HostParams } from "@/server/tenancy/require-site";

type Props = { children: React.ReactNode; params: HostParams };

/**
 * No notFound() here: metadata may be streamed after the response has started, too late for a 404
 * status. The layout below answers 404 for an unknown host.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await findSite(params);
  if (!site) return {};
  return {
    ...siteHeadMetadata(),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.config.tagline || `New, used and demo vehicles from ${site.name}.`,
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await requireSite(params);
  const { menus, contactForm, phone } = await loadSiteChrome((await getDatabase()).db, site, new Date());
  return (
    <div data-template={site.template} style={themeColours(site.config.theme, site.template) as CSSProperties} className="site-shell">
      <a
        href="#main"
        className="sr-only z-50 bg-white font-semibold text-neutral-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:px-4 focus:py-3"
      >
        Skip to main content
      </a>
      <SiteHeader site={site} items={menus.header} contactForm={contactForm} phone={phone} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter site={site} groups={menus.footer} />
      <DeferredWatchlistToaster />
      <DeferredCompareTray />
    </div>
  );
}
