"use client";

import type { HeaderItem } from "@/domain/navigation/site-menus";
import type { NavLink } from "@/domain/navigation/service-link";
import { ModelsMenu } from "./models-menu";

/**
 * The site's header navigation, rendered once: the desktop bar, and on phones the panel of the header's Menu
 * popover (CSS lays it out for each, `.site-menu` in repeated-parts.css). Dropdowns are <details> disclosures
 * sharing a `name`, so opening one closes the other and all of it works without JavaScript. Links are plain
 * anchors on purpose: a full page load closes any open disclosure, which a client-side navigation would leave open.
 *
 * A client component although it needs no script: as server markup the menu would travel twice, in the HTML and
 * again in the inline RSC payload, where as props it is the menu's data (decision 019).
 */
export function HeaderMenu({ items }: { items: readonly HeaderItem[] }) {
  return (
    <ul className="site-menu-list">
      {items.map((item) => (
        <li key={item.label} className={item.kind === "models" ? "site-menu-item site-menu-wide" : "site-menu-item"}>
          {item.kind === "link" ? (
            <a href={item.href} className="nav-item">
              {item.label}
            </a>
          ) : (
            <details name="site-nav">
              <summary className="nav-item chevron">{item.label}</summary>
              {item.kind === "models" ? (
                <div className="site-menu-panel models-panel">
                  <ModelsMenu models={item.models} categories={item.categories} />
                  <LinkList links={item.links} className="models-links" />
                </div>
              ) : (
                <div className="site-menu-panel">
                  <LinkList links={item.links} />
                </div>
              )}
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <a href={link.href} className="menu-link text-[0.9375rem]">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
