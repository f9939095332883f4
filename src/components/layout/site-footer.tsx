import type { FooterGroup } from "@/domain/navigation/site-menus";
import type { Site } from "@/domain/site/site";
import { FooterLinks } from "./footer-links";

/** Footer link groups (the site's configured footer, less links to pages it does not have), the dealer's address and the copyright line. */
export function SiteFooter({ site, groups }: { site: Site; groups: readonly FooterGroup[] }) {
  const { address, theme } = site.config;
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-neutral-900 text-neutral-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[minmax(0,16rem)_1fr]">
        <div>
          <p className="wordmark text-2xl text-white">{theme.wordmark}</p>
          <address className="mt-4 text-sm leading-relaxed text-neutral-300 not-italic">
            {site.name}
            <br />
            {address.city}, {address.state}
          </address>
          {address.placeUrl ? (
            <p className="mt-3 text-sm">
              <a href={address.placeUrl} className="font-semibold text-white underline underline-offset-4" rel="noopener">
                Get directions
              </a>
            </p>
          ) : null}
        </div>

        {groups.length > 0 ? <FooterLinks groups={groups} /> : null}
      </div>
      <div className="border-t border-neutral-700">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-neutral-400">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
