"use client";

import { createContext, use, type ReactNode } from "react";
import type { HeaderItem } from "@/domain/navigation/site-menus";
import type { NavLink } from "@/domain/navigation/service-link";
import { ModelsMenuAccordion, ModelsMenuGrid } from "./models-menu";

type Layout = "bar" | "panel";

/**
 * The site's header navigation, as the desktop bar or the phone's folded panel. Dropdowns are <details>
 * disclosures sharing a `name`, so opening one closes the other and all of it works without JavaScript.
 * Links are plain anchors on purpose: a full page load closes any open disclosure, which a client-side
 * navigation would leave open.
 *
 * A client component although it needs no script: the header renders the menu twice (bar and panel) on every
 * page, and a server component's markup travels twice, in the HTML and again in the inline RSC payload. As a
 * client component the markup is only in the HTML, and the payload carries the menu's data once, given to
 * `HeaderMenuItems` around both (decision 019).
 */
export function HeaderMenu({ layout }: { layout: Layout }) {
  const items = use(ItemsContext);
  const bar = layout === "bar";
  return (
    <ul className={bar ? "flex items-center gap-1" : "flex flex-col"}>
      {items.map((item) => (
        <li key={item.label} className={bar ? (item.kind === "models" ? undefined : "relative") : "menu-row"}>
          {item.kind === "link" ? (
            <a href={item.href} className={bar ? "nav-item" : "menu-link menu-top"}>
              {item.label}
            </a>
          ) : (
            <details name={`site-nav-${layout}`}>
              <summary className={bar ? "nav-item chevron" : "menu-link menu-top chevron"}>{item.label}</summary>
              {item.kind === "models" ? <ModelsPanel item={item} bar={bar} /> : <DropdownPanel links={item.links} bar={bar} />}
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

const ItemsContext = createContext<readonly HeaderItem[]>([]);

/** The site's header items for the `HeaderMenu`s inside. */
export function HeaderMenuItems({ items, children }: { items: readonly HeaderItem[]; children: ReactNode }) {
  return <ItemsContext value={items}>{children}</ItemsContext>;
}

function DropdownPanel({ links, bar }: { links: readonly NavLink[]; bar: boolean }) {
  return (
    <div className={bar ? "dropdown-panel absolute top-full left-0 mt-2 min-w-56 p-3" : "pb-2 pl-3"}>
      <LinkList links={links} />
    </div>
  );
}

function ModelsPanel({ item, bar }: { item: Extract<HeaderItem, { kind: "models" }>; bar: boolean }) {
  if (!bar) {
    return (
      <div className="pb-3">
        <ModelsMenuAccordion categories={item.categories} />
        <LinkList links={item.links} className="mt-2 border-t border-line pt-2" />
      </div>
    );
  }
  // The models panel hangs from the whole header, centred, with room for every category.
  return (
    <div className="dropdown-panel absolute top-full left-1/2 max-h-[calc(100dvh-9rem)] w-[min(72rem,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto p-5">
      <ModelsMenuGrid categories={item.categories} />
      <LinkList links={item.links} className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3" />
    </div>
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
